import {
  INBOX_PAGE_SIZE,
  type InboxList,
  type InboxQuery,
  type InquiryDetail,
  type InquirySummary,
} from '#lib/inquiries/inbox.ts';
import { inquiryReference } from '#lib/inquiries/inquiry-forms.ts';
import {
  INQUIRY_KINDS,
  INQUIRY_KIND_LABELS,
  INQUIRY_STATUS_LABELS,
  type InquiryKind,
  type InquiryStatus,
} from '#lib/vocabulary/inquiries.ts';
import { listAudit, recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { limitStaffEmail } from '../../dashboard/staff-email-limit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { found, Refusal } from '../../http/refusal.ts';
import { absoluteStoreLinks, greeting, queueEmail } from '../../mail/index.ts';
import { getStoreSettings } from '../../settings/index.ts';

/**
 * The dashboard inbox: every request the public forms sent, found by kind, status and words, each
 * answered by email from the dashboard (the reply goes through the outbox, is kept with the
 * request and marks it answered) or closed. Every change is in the staff audit log.
 */

type InquiryRow = {
  id: string;
  kind: InquiryKind;
  status: InquiryStatus;
  name: string;
  email: string;
  message: string;
  details: Record<string, string>;
  created_at: Date;
};

const SUMMARY_COLUMNS = 'i.id, i.kind, i.status, i.name, i.email, i.message, i.details, i.created_at';

function preview(row: InquiryRow): string {
  const headline = row.details.businessName ?? row.details.outlet ?? '';
  const text = row.message.replace(/\s+/g, ' ').trim();
  const words = text.length > 100 ? `${text.slice(0, 99)}…` : text;
  return [headline, words].filter(Boolean).join(': ') || INQUIRY_KIND_LABELS[row.kind];
}

function toSummary(row: InquiryRow): InquirySummary {
  return {
    id: row.id,
    reference: inquiryReference(row.kind, row.id),
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    preview: preview(row),
    createdAt: row.created_at.toISOString(),
  };
}

/** `%` and `_` typed in a search are letters, not wildcards. */
function containsPattern(typed: string): string {
  return `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of requests, newest first: of a kind (or all), a status (`open`: not closed), matching a name, email or words. */
export async function listInquiries(db: Queryable, { kind, status, q, page }: InboxQuery): Promise<InboxList> {
  const filters = `($1::text is null or i.kind = $1)
    and (case $2::text when 'all' then true when 'open' then i.status <> 'closed' else i.status = $2 end)
    and ($3::text is null or i.name ilike $3 or i.email ilike $3 or i.message ilike $3 or i.details::text ilike $3)`;
  const params = [kind === 'all' ? null : kind, status, q ? containsPattern(q) : null];
  const [counted] = await db.query<{ total: number }>(
    `select count(*)::int as total from inquiries i where ${filters}`,
    params,
  );
  const total = counted?.total ?? 0;
  const rows = await db.query<InquiryRow>(
    `select ${SUMMARY_COLUMNS} from inquiries i where ${filters}
      order by i.created_at desc, i.id limit $4 offset $5`,
    [...params, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE],
  );
  const newRows = await db.query<{ kind: InquiryKind; count: number }>(
    `select kind, count(*)::int as count from inquiries where status = 'new' group by kind`,
  );
  const newByKind = Object.fromEntries(INQUIRY_KINDS.map((each) => [each, 0])) as Record<InquiryKind, number>;
  for (const row of newRows) newByKind[row.kind] = row.count;
  return {
    items: rows.map(toSummary),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    newByKind,
  };
}

/** One request in full: its fields, tour booking or press approval, the replies sent and its audit log. */
export async function getInquiryDetail(db: Queryable, id: string): Promise<InquiryDetail | null> {
  const [row] = await db.query<InquiryRow & { phone: string | null }>(
    `select ${SUMMARY_COLUMNS}, i.phone from inquiries i where i.id = $1`,
    [id],
  );
  if (!row) return null;
  const [tour] = await db.query<{
    slot_id: string;
    starts_at: Date;
    duration_minutes: number;
    party_size: number;
    birthdate: string;
    reminder_sent_at: Date | null;
    cancelled_at: Date | null;
  }>(
    `select b.slot_id, s.starts_at, s.duration_minutes, b.party_size, b.birthdate::text as birthdate,
            b.reminder_sent_at, s.cancelled_at
       from tour_bookings b join tour_slots s on s.id = b.slot_id where b.inquiry_id = $1`,
    [id],
  );
  const [press] = await db.query<{ approved_at: Date; approved_by_email: string; link_expires_at: Date }>(
    'select approved_at, approved_by_email, link_expires_at from press_approvals where inquiry_id = $1',
    [id],
  );
  const replies = await db.query<{ id: string; staff_email: string; body: string; created_at: Date }>(
    'select id, staff_email, body, created_at from inquiry_replies where inquiry_id = $1 order by created_at, id',
    [id],
  );
  return {
    inquiry: { ...toSummary(row), phone: row.phone, message: row.message, details: row.details },
    tour: tour
      ? {
          slotId: tour.slot_id,
          startsAt: tour.starts_at.toISOString(),
          durationMinutes: tour.duration_minutes,
          partySize: tour.party_size,
          birthdate: tour.birthdate,
          reminderSentAt: tour.reminder_sent_at?.toISOString() ?? null,
          slotCancelled: tour.cancelled_at !== null,
        }
      : null,
    press: press
      ? {
          approvedAt: press.approved_at.toISOString(),
          approvedBy: press.approved_by_email,
          linkExpiresAt: press.link_expires_at.toISOString(),
        }
      : null,
    replies: replies.map((reply) => ({
      id: reply.id,
      staffEmail: reply.staff_email,
      body: reply.body,
      createdAt: reply.created_at.toISOString(),
    })),
    audit: await listAudit(db, [{ entityType: 'inquiry', entityId: id }]),
  };
}

/** The request's page as the endpoints answer it; 404 when there is none. */
export async function requireInquiryDetail(db: Queryable, id: string): Promise<InquiryDetail> {
  return found(await getInquiryDetail(db, id), 'There is no such request in the inbox.');
}

/** The request, locked for a change in this transaction; 404 when there is none. */
export async function lockInquiry(tx: Queryable, id: string): Promise<InquiryRow> {
  const [row] = await tx.query<InquiryRow>(`select ${SUMMARY_COLUMNS} from inquiries i where i.id = $1 for update`, [
    id,
  ]);
  return found(row, 'There is no such request in the inbox.');
}

/**
 * Emails a reply to the request's sender (a store path written in it, `/learn/terpenes`, as a link
 * on `origin`), keeps it with the request and marks the request answered.
 */
export async function replyToInquiry(
  db: Database,
  actor: AuditActor,
  id: string,
  body: string,
  { now, origin }: { now: Date; origin: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockInquiry(tx, id);
    await limitStaffEmail(tx, actor, row.email);
    const store = await getStoreSettings(tx);
    const reference = inquiryReference(row.kind, row.id);
    const emailId = await queueEmail(tx, {
      to: row.email,
      subject: `Re: your ${INQUIRY_KIND_LABELS[row.kind].toLowerCase()} (${reference})`,
      template: 'inquiry_reply',
      text: `${greeting(row.name)}\n\n${absoluteStoreLinks(body, origin)}\n\n${store.name}\n${store.address.singleLine}\n${store.phone} · ${store.email}`,
    });
    await tx.query(
      `insert into inquiry_replies (inquiry_id, staff_id, staff_email, body, email_id, created_at) values ($1, $2, $3, $4, $5, $6)`,
      [id, actor.id, actor.email, body, emailId, now],
    );
    await tx.query(`update inquiries set status = 'answered', updated_at = $2 where id = $1`, [id, now]);
    await recordAudit(tx, actor, {
      entityType: 'inquiry',
      entityId: id,
      action: 'reply',
      summary: `Replied by email to ${row.email} (${reference})`,
      before: { status: row.status },
      after: { status: 'answered', reply: body },
    });
  });
}

/** Moves a request to a status (closed when nothing more is to be done, new to pick it up again). */
export async function setInquiryStatus(
  db: Database,
  actor: AuditActor,
  id: string,
  status: InquiryStatus,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockInquiry(tx, id);
    if (row.status === status)
      throw new Refusal(409, `This request is already ${INQUIRY_STATUS_LABELS[status].toLowerCase()}.`, 'status');
    await tx.query('update inquiries set status = $2, updated_at = $3 where id = $1', [id, status, now]);
    await recordAudit(tx, actor, {
      entityType: 'inquiry',
      entityId: id,
      action: 'status',
      summary: `${inquiryReference(row.kind, row.id)} marked ${INQUIRY_STATUS_LABELS[status].toLowerCase()} (was ${INQUIRY_STATUS_LABELS[row.status].toLowerCase()})`,
      before: { status: row.status },
      after: { status },
    });
  });
}
