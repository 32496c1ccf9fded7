import { REQUESTS } from '#lib/consent/disclosures.ts';
import type { Database, Queryable } from '../db/database.ts';
import { readSignedToken } from '../security/signed-token.ts';
import { recordConsent, CONFIRM_PURPOSE } from '../consent/index.ts';
import { hasExpired } from './newsletter-links.ts';

/**
 * Where a confirmation link stands: `ready` to confirm (the page shows the button: a link scanner
 * that opens the link confirms nothing), `confirmed` already, `replaced` by a later sign-up or
 * change, `expired`, or `invalid`.
 */
export type ConfirmationView =
  { state: 'ready' | 'confirmed' | 'replaced'; email: string } | { state: 'expired' | 'invalid' };

async function pendingSignup(
  db: Queryable,
  token: string,
  now: Date,
): Promise<ConfirmationView & { stateId?: string }> {
  const read = await readSignedToken(db, CONFIRM_PURPOSE, token, now);
  if (!read) return { state: hasExpired(token, now) ? 'expired' : 'invalid' };
  const [row] = await db.query<{ state_id: string; address: string; status: string; latest: string }>(
    `select s.id as state_id, s.address, s.status,
            (select id from consent_events where state_id = s.id order by occurred_at desc, id desc limit 1) as latest
       from consent_events e join consent_states s on s.id = e.state_id
      where e.id = $1::uuid and e.status = 'pending'`,
    [/^[0-9a-f-]{36}$/.test(read.subject) ? read.subject : '00000000-0000-0000-0000-000000000000'],
  );
  if (!row) return { state: 'invalid' };
  if (row.status === 'subscribed') return { state: 'confirmed', email: row.address };
  if (row.status !== 'pending' || row.latest !== read.subject) return { state: 'replaced', email: row.address };
  return { state: 'ready', email: row.address, stateId: row.state_id };
}

/** What the confirmation page shows for its link. */
export async function confirmationView(db: Queryable, token: string, now: Date): Promise<ConfirmationView> {
  const { stateId: _stateId, ...view } = await pendingSignup(db, token, now);
  return view;
}

/** Confirms the sign-up of the link, once: a second time it says it is already confirmed. */
export async function confirmSignup(
  db: Database,
  token: string,
  { now, clientAddress }: { now: Date; clientAddress: string },
): Promise<ConfirmationView> {
  return db.transaction(async (tx) => {
    const found = await pendingSignup(tx, token, now);
    if (found.state !== 'ready') return found;
    await recordConsent(tx, {
      channel: 'email',
      address: found.email,
      purpose: 'marketing',
      status: 'subscribed',
      source: 'confirmation-link',
      disclosure: REQUESTS.confirmationLink,
      clientAddress,
      now,
    });
    return { state: 'confirmed', email: found.email };
  });
}
