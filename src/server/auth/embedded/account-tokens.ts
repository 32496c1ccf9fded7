import type { Queryable } from '../../db/database.ts';
import { hashSecretToken, isSecretTokenShape, newSecretToken } from '../secret-token.ts';

export type AccountTokenPurpose = 'confirm_email' | 'reset_password' | 'change_email' | 'invite';

/** How long each emailed link works. A reset link is short-lived: whoever holds it owns the account. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  confirm_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
};

export interface ConsumedAccountToken {
  userId: string;
  purpose: AccountTokenPurpose;
  newEmail: string | null;
}

/**
 * Issues a single-use link token. Earlier unused tokens of the same purpose for the same user
 * stop working: only the newest email's link opens anything.
 */
export async function issueAccountToken(
  db: Queryable,
  userId: string,
  purpose: AccountTokenPurpose,
  { newEmail = null, now = new Date() }: { newEmail?: string | null; now?: Date } = {},
): Promise<string> {
  await cancelAccountTokens(db, userId, purpose, now);
  const token = newSecretToken();
  await db.query(
    `insert into account_tokens (user_id, purpose, token_hash, new_email, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      userId,
      purpose,
      hashSecretToken(token),
      newEmail,
      now,
      new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
    ],
  );
  return token;
}

/** Ends every unused link of one purpose (a new password cancels an email change asked for before it). */
export async function cancelAccountTokens(
  db: Queryable,
  userId: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<void> {
  await db.query('update account_tokens set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null', [
    userId,
    purpose,
    now,
  ]);
}

/**
 * Uses a token once: marks it used and returns what it was for, or null when it is unknown,
 * already used, expired or issued for another purpose. The guarded update makes two
 * simultaneous uses of one link succeed at most once.
 */
export async function consumeAccountToken(
  db: Queryable,
  token: unknown,
  purposes: readonly AccountTokenPurpose[],
  now = new Date(),
): Promise<ConsumedAccountToken | null> {
  if (!isSecretTokenShape(token)) return null;
  const [row] = await db.query<{ user_id: string; purpose: AccountTokenPurpose; new_email: string | null }>(
    `update account_tokens set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2 and purpose = any($3::text[])
     returning user_id, purpose, new_email`,
    [hashSecretToken(token), now, purposes],
  );
  return row ? { userId: row.user_id, purpose: row.purpose, newEmail: row.new_email } : null;
}

/** What a token is for, without using it (to show the right form before the password is typed). */
export async function peekAccountToken(
  db: Queryable,
  token: unknown,
  now = new Date(),
): Promise<AccountTokenPurpose | null> {
  if (!isSecretTokenShape(token)) return null;
  const [row] = await db.query<{ purpose: AccountTokenPurpose }>(
    'select purpose from account_tokens where token_hash = $1 and used_at is null and expires_at > $2',
    [hashSecretToken(token), now],
  );
  return row?.purpose ?? null;
}
