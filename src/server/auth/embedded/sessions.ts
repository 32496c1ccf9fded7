import type { Queryable } from '../../db/database.ts';
import { hashSecretToken, isSecretTokenShape, newSecretToken } from '../secret-token.ts';
import { SESSION_MAX_AGE_SECONDS } from '../session-cookie.ts';
import type { AuthUser } from '../auth-provider.ts';
import { SESSION_TOUCH_EVERY_MS } from '../staff-sessions.ts';
import { sessionLapsed } from '#lib/auth/staff-sessions.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';

/** Starts a session for `userId` and returns the token for its cookie. */
export async function createSession(
  db: Queryable,
  userId: string,
  { userAgent, ipAddress, now = new Date() }: { userAgent: string | null; ipAddress: string; now?: Date },
): Promise<string> {
  const token = newSecretToken();
  await db.query(
    `insert into auth_sessions (user_id, token_hash, created_at, last_seen_at, expires_at, user_agent, ip_address)
     values ($1, $2, $3, $3, $4, $5, $6)`,
    [
      userId,
      hashSecretToken(token),
      now,
      new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
      userAgent?.slice(0, 512) ?? null,
      ipAddress,
    ],
  );
  return token;
}

/**
 * The user a session token belongs to, when the session is unexpired and unrevoked and the
 * account is neither deleted, banned nor disabled; null otherwise. A staff session that has gone
 * unused too long or is too old (staff-sessions.ts) ends here, revoked. Keeps last-seen roughly
 * current.
 */
export async function findSessionUser(
  db: Queryable,
  token: string | undefined,
  now = new Date(),
): Promise<AuthUser | null> {
  if (!isSecretTokenShape(token)) return null;
  const [row] = await db.query<{
    session_id: string;
    created_at: Date;
    last_seen_at: Date;
    id: string;
    email: string;
    email_confirmed_at: Date | null;
    role: Role | null;
  }>(
    `select s.id as session_id, s.created_at, s.last_seen_at, u.id, u.email, u.email_confirmed_at, p.role
     from auth_sessions s
     join auth.users u on u.id = s.user_id
     left join profiles p on p.id = u.id
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2
       and u.deleted_at is null and (u.banned_until is null or u.banned_until <= $2) and p.disabled_at is null`,
    [hashSecretToken(token), now],
  );
  if (!row) return null;
  if (sessionLapsed(row.role, { startedAt: row.created_at, lastSeenAt: row.last_seen_at }, now)) {
    await db.query('update auth_sessions set revoked_at = $2 where id = $1', [row.session_id, now]);
    return null;
  }
  if (now.getTime() - row.last_seen_at.getTime() > SESSION_TOUCH_EVERY_MS) {
    await db.query('update auth_sessions set last_seen_at = $2 where id = $1', [row.session_id, now]);
  }
  return { id: row.id, email: row.email, emailConfirmed: row.email_confirmed_at !== null };
}

/** Revokes the session behind one token (signing out). */
export async function revokeSession(db: Queryable, token: string | undefined, now = new Date()): Promise<void> {
  if (!isSecretTokenShape(token)) return;
  await db.query('update auth_sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    hashSecretToken(token),
    now,
  ]);
}

/** Revokes every session of a user, except the one behind `keepToken` when given. */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  { keepToken, now = new Date() }: { keepToken?: string; now?: Date } = {},
): Promise<number> {
  const rows = await db.query(
    `update auth_sessions set revoked_at = $2
     where user_id = $1 and revoked_at is null and ($3::bytea is null or token_hash <> $3)
     returning id`,
    [userId, now, keepToken && isSecretTokenShape(keepToken) ? hashSecretToken(keepToken) : null],
  );
  return rows.length;
}
