import { isStaffRole } from '../staff/route-access.ts';
import type { Role } from '../vocabulary/accounts.ts';

/**
 * Staff sessions (managers and admins) end sooner than a shopper's 400 days: after a shift's
 * length without a request — a counter tablet or a laptop left signed in overnight asks for the
 * password in the morning — and a week after signing in, however busy. A shopper's session keeps
 * the spec's 400 days: it opens an order history and points, not the store.
 */
export const STAFF_SESSION_IDLE_SECONDS = 8 * 60 * 60;
export const STAFF_SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Whether a session of `role`, started and last used as given, has ended at `now`. */
export function sessionLapsed(
  role: Role | null | undefined,
  { startedAt, lastSeenAt }: { startedAt: Date; lastSeenAt: Date },
  now: Date,
): boolean {
  if (!isStaffRole(role)) return false;
  return (
    now.getTime() - lastSeenAt.getTime() > STAFF_SESSION_IDLE_SECONDS * 1000 ||
    now.getTime() - startedAt.getTime() > STAFF_SESSION_MAX_AGE_SECONDS * 1000
  );
}

/** The rule in words, for the sign-in page a staff member whose session ended is sent to. */
export const STAFF_SESSION_RULE = `Staff sessions end after ${STAFF_SESSION_IDLE_SECONDS / 3600} hours without use, and ${
  STAFF_SESSION_MAX_AGE_SECONDS / 86_400
} days after signing in.`;
