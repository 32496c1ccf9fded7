import type {
  ConsentHistoryEntry,
  SubscriberDetail,
  SubscriberList,
  SubscribersQuery,
} from '#lib/newsletter/subscribers.ts';
import type { ConsentChannel, ConsentPurpose, ConsentSource, ConsentStatus } from '#lib/vocabulary/consent.ts';
import type { Queryable } from '../../db/database.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { emailsTo } from '../../mail/index.ts';
import { textsTo } from '../../sms/sms-outbox.ts';

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** Every address in the ledger, newest change first, matching `q` (part of an email or a number). */
export async function listSubscribers(db: Queryable, { q, page }: SubscribersQuery): Promise<SubscriberList> {
  const digits = q.replace(/[\s().+-]/g, '');
  const pattern = q === '' ? null : containsPattern(/^\d{3,}$/.test(digits) ? digits : q);
  const rows = await db.query<{
    channel: ConsentChannel;
    address: string;
    companion_address: string | null;
    states: Record<string, ConsentStatus>;
    changed_at: Date;
    total: number;
  }>(
    `select channel, address, max(companion_address) as companion_address,
            jsonb_object_agg(purpose, status) as states, max(changed_at) as changed_at,
            (count(*) over ())::int as total
       from consent_states
      where $1::text is null or lower(address) like $1 or lower(coalesce(companion_address, '')) like $1
      group by channel, address
      order by max(changed_at) desc, address
      limit $2 offset $3`,
    [pattern, SUBSCRIBERS_PAGE_SIZE, (page - 1) * SUBSCRIBERS_PAGE_SIZE],
  );
  const [confirmed] = await db.query<{ count: number }>(
    `select count(*)::int as count from consent_states where channel = 'email' and purpose = 'marketing' and status = 'subscribed'`,
  );
  const total = rows[0]?.total ?? 0;
  return {
    subscribers: rows.map((row) => ({
      channel: row.channel,
      address: row.address,
      companionAddress: row.companion_address,
      states: row.states as Partial<Record<ConsentPurpose, ConsentStatus>>,
      changedAt: row.changed_at.toISOString(),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)),
    confirmedEmailCount: confirmed?.count ?? 0,
  };
}

type EventRow = {
  id: string;
  channel: ConsentChannel;
  address: string;
  purpose: ConsentPurpose;
  status: ConsentStatus;
  source: ConsentSource;
  disclosure_key: string;
  disclosure_version: number;
  disclosure_text: string;
  client_address: string | null;
  occurred_at: Date;
};

const EVENT_COLUMNS = `e.id, s.channel, s.address, s.purpose, e.status, e.source, e.disclosure_key, e.disclosure_version,
  e.disclosure_text, e.client_address, e.occurred_at`;

function entryOf(row: EventRow): ConsentHistoryEntry {
  return {
    id: row.id,
    channel: row.channel,
    address: row.address,
    purpose: row.purpose,
    status: row.status,
    source: row.source,
    disclosureKey: row.disclosure_key,
    disclosureVersion: row.disclosure_version,
    disclosureText: row.disclosure_text,
    clientAddress: row.client_address,
    occurredAt: row.occurred_at.toISOString(),
  };
}

/** One address's every consent change, oldest first, and what the store queued for it (emails or texts). */
export async function subscriberDetail(db: Queryable, address: string): Promise<SubscriberDetail | null> {
  const rows = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from consent_events e join consent_states s on s.id = e.state_id
      where s.address = $1 order by e.occurred_at, e.id`,
    [address],
  );
  if (rows.length === 0) return null;
  const isPhone = rows[0]!.channel === 'sms';
  const messages = isPhone
    ? (await textsTo(db, address)).map((text) => ({
        id: text.id,
        subject: 'Text message',
        text: text.body,
        template: text.template,
        createdAt: text.createdAt.toISOString(),
        sentAt: text.sentAt?.toISOString() ?? null,
        failedAt: text.failedAt?.toISOString() ?? null,
        failure: text.failure,
      }))
    : (await emailsTo(db, address)).map((email) => ({
        id: email.id,
        subject: email.subject,
        text: email.text,
        template: email.template,
        createdAt: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
      }));
  return { address, history: rows.map(entryOf), messages };
}

/** The whole ledger, every change, oldest first (the CSV export). */
export async function consentLedger(db: Queryable): Promise<ConsentHistoryEntry[]> {
  const rows = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from consent_events e join consent_states s on s.id = e.state_id
      order by e.occurred_at, e.id`,
  );
  return rows.map(entryOf);
}
