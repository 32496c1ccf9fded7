import type { Queryable } from '../db/database.ts';
import { limitRequest, type RequestLimit } from '../http/rate-limit.ts';
import type { AuditActor } from './audit-log.ts';

/**
 * Emails staff send one person from the dashboard (an inquiry's reply, a press kit link, an
 * invitation) in an hour: a staff member answers a handful, while a stuck button or a stolen
 * session would flood someone's inbox in the store's name. The "client" is the staff member.
 */
export const STAFF_EMAIL_LIMIT: RequestLimit = { windowSeconds: 60 * 60, perClient: 300, perRecipient: 10 };

/** Counts an email staff send to `recipient`; 429 beyond STAFF_EMAIL_LIMIT (in a transaction, a refusal rolls back). */
export function limitStaffEmail(db: Queryable, actor: AuditActor, recipient: string): Promise<void> {
  return limitRequest(
    db,
    'staff-email',
    STAFF_EMAIL_LIMIT,
    { clientAddress: `staff:${actor.id ?? actor.email}`, recipient },
    {
      client: 'You have sent a great many emails from the dashboard this hour.',
      recipient: `This address already got ${STAFF_EMAIL_LIMIT.perRecipient} emails from the dashboard this hour.`,
    },
  );
}
