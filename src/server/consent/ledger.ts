import type { ConsentChannel, ConsentPurpose, ConsentSource, ConsentStatus } from '#lib/vocabulary/consent.ts';
import type { Queryable } from '../db/database.ts';
import { nationalDigits } from './consent-address.ts';

/** The words behind a change: a disclosure the person agreed to, or the request they made. */
export interface DisclosureRecord {
  key: string;
  version: number;
  text: string;
}

export interface ConsentChange {
  channel: ConsentChannel;
  /** As `consentAddress` makes it. */
  address: string;
  purpose: ConsentPurpose;
  status: ConsentStatus;
  source: ConsentSource;
  disclosure: DisclosureRecord;
  accountId?: string | null;
  companionAddress?: string | null;
  clientAddress?: string | null;
  birthdate?: string | null;
  now: Date;
  /** Record the event even when the status stays the same (a new sign-up that sends a new link). */
  always?: boolean;
}

export interface RecordedChange {
  stateId: string;
  /** The event written, or null when nothing changed. */
  eventId: string | null;
  previous: ConsentStatus | null;
}

/**
 * Writes one change to the ledger: the current state of (channel, address, purpose) and, when the
 * status moves (or `always`), an event with the words behind it. Call it in the transaction of
 * whatever caused the change. Marketing consent also sets the flags the account profile shows, so
 * an unsubscribe link and the profile's box never disagree.
 */
export async function recordConsent(tx: Queryable, change: ConsentChange): Promise<RecordedChange> {
  const [current] = await tx.query<{ id: string; status: ConsentStatus }>(
    `select id, status from consent_states where channel = $1 and address = $2 and purpose = $3 for update`,
    [change.channel, change.address, change.purpose],
  );
  const previous = current?.status ?? null;
  if (previous === change.status && !change.always) return { stateId: current!.id, eventId: null, previous };
  const [state] = await tx.query<{ id: string }>(
    `insert into consent_states (channel, address, purpose, status, account_id, companion_address, changed_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (channel, address, purpose) do update set
       status = excluded.status,
       account_id = coalesce(excluded.account_id, consent_states.account_id),
       companion_address = coalesce(excluded.companion_address, consent_states.companion_address),
       changed_at = excluded.changed_at
     returning id`,
    [
      change.channel,
      change.address,
      change.purpose,
      change.status,
      change.accountId ?? null,
      change.companionAddress ?? null,
      change.now,
    ],
  );
  const [event] = await tx.query<{ id: string }>(
    `insert into consent_events (state_id, status, source, disclosure_key, disclosure_version, disclosure_text,
       client_address, birthdate, occurred_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9) returning id`,
    [
      state!.id,
      change.status,
      change.source,
      change.disclosure.key,
      change.disclosure.version,
      change.disclosure.text,
      change.clientAddress ?? null,
      change.birthdate ?? null,
      change.now,
    ],
  );
  if (change.purpose === 'marketing' && (previous === 'subscribed') !== (change.status === 'subscribed')) {
    await syncProfileFlag(tx, change.channel, change.address, change.status === 'subscribed', change.now);
  }
  return { stateId: state!.id, eventId: event!.id, previous };
}

/** The account profile's marketing box for the address, following the ledger. */
async function syncProfileFlag(
  tx: Queryable,
  channel: ConsentChannel,
  address: string,
  subscribed: boolean,
  now: Date,
): Promise<void> {
  const column = channel === 'email' ? 'email_marketing_consent_at' : 'sms_marketing_consent_at';
  const owner = channel === 'email' ? 'id in (select id from auth.users where lower(email) = $1)' : 'phone = $1';
  await tx.query(`update profiles set ${column} = case when $2 then coalesce(${column}, $3) end where ${owner}`, [
    channel === 'email' ? address : nationalDigits(address),
    subscribed,
    now,
  ]);
}

export interface ConsentState {
  id: string;
  channel: ConsentChannel;
  address: string;
  purpose: ConsentPurpose;
  status: ConsentStatus;
  companionAddress: string | null;
  changedAt: Date;
}

type StateRow = {
  id: string;
  channel: ConsentChannel;
  address: string;
  purpose: ConsentPurpose;
  status: ConsentStatus;
  companion_address: string | null;
  changed_at: Date;
};

function stateOf(row: StateRow): ConsentState {
  return {
    id: row.id,
    channel: row.channel,
    address: row.address,
    purpose: row.purpose,
    status: row.status,
    companionAddress: row.companion_address,
    changedAt: row.changed_at,
  };
}

/** The states of one person: the address's own, and those of the addresses given with it (a phone beside an email). */
export async function personStates(db: Queryable, address: string): Promise<ConsentState[]> {
  const rows = await db.query<StateRow>(
    `select id, channel, address, purpose, status, companion_address, changed_at from consent_states
      where address = $1 or companion_address = $1
      order by channel, address, purpose`,
    [address],
  );
  return rows.map(stateOf);
}

/** Of these addresses (as `consentAddress` makes them), the ones subscribed to `purpose` on `channel` now. */
export async function subscribedAddresses(
  db: Queryable,
  channel: ConsentChannel,
  addresses: readonly string[],
  purpose: ConsentPurpose,
): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db.query<{ address: string }>(
    `select address from consent_states
      where channel = $1 and purpose = $2 and status = 'subscribed' and address = any($3::text[])`,
    [channel, purpose, [...new Set(addresses)]],
  );
  return new Set(rows.map((row) => row.address));
}

/** One state by its channel, address and purpose, or null. */
export async function consentState(
  db: Queryable,
  channel: ConsentChannel,
  address: string,
  purpose: ConsentPurpose,
): Promise<ConsentState | null> {
  const [row] = await db.query<StateRow>(
    `select id, channel, address, purpose, status, companion_address, changed_at from consent_states
      where channel = $1 and address = $2 and purpose = $3`,
    [channel, address, purpose],
  );
  return row ? stateOf(row) : null;
}
