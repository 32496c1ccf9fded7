import { sessionLapsed, STAFF_SESSION_MAX_AGE_SECONDS } from '#lib/auth/staff-sessions.ts';
import { isStaffRole } from '#lib/staff/route-access.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';
import type { Queryable } from '../db/database.ts';

/** A session's last-seen time is written at most this often: a page view should not always write. */
export const SESSION_TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * For a Supabase Auth session (known by its access token's `session_id`): whether it belongs to
 * staff and has ended. The store notes when it first and last saw each staff session
 * (`staff_session_activity`): first seen is the sign-in, which the store itself makes.
 */
export async function supabaseSessionLapsed(
  db: Queryable,
  { sessionId, userId, now }: { sessionId: string; userId: string; now: Date },
): Promise<boolean> {
  const [row] = await db.query<{ role: Role | null; started_at: Date | null; last_seen_at: Date | null }>(
    `select p.role, a.started_at, a.last_seen_at
       from profiles p left join staff_session_activity a on a.session_id = $2 and a.user_id = p.id
      where p.id = $1`,
    [userId, sessionId],
  );
  if (!isStaffRole(row?.role)) return false;
  if (!row.started_at || !row.last_seen_at) {
    await db.query(
      `insert into staff_session_activity (session_id, user_id, started_at, last_seen_at) values ($1, $2, $3, $3)
       on conflict (session_id) do nothing`,
      [sessionId, userId, now],
    );
    // Sessions that ended long ago are worth nothing; a new one sweeps them.
    await db.query('delete from staff_session_activity where last_seen_at < $1', [
      new Date(now.getTime() - STAFF_SESSION_MAX_AGE_SECONDS * 1000),
    ]);
    return false;
  }
  const times = { startedAt: row.started_at, lastSeenAt: row.last_seen_at };
  if (sessionLapsed(row.role, times, now)) {
    await db.query('delete from staff_session_activity where session_id = $1', [sessionId]);
    return true;
  }
  if (now.getTime() - row.last_seen_at.getTime() > SESSION_TOUCH_EVERY_MS) {
    await db.query('update staff_session_activity set last_seen_at = $2 where session_id = $1', [sessionId, now]);
  }
  return false;
}
