import type { Queryable } from '../../db/database.ts';
import type { AuthUser } from '../auth-provider.ts';

export interface StoredUser extends AuthUser {
  passwordHash: string | null;
  invitedAt: Date | null;
}

type UserRow = {
  id: string;
  email: string;
  email_confirmed_at: Date | null;
  encrypted_password: string | null;
  invited_at: Date | null;
};

const COLUMNS = 'id, email, email_confirmed_at, encrypted_password, invited_at';

function toUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.email_confirmed_at !== null,
    passwordHash: row.encrypted_password,
    invitedAt: row.invited_at,
  };
}

/** The live account with this (normalized) email, if any; deleted accounts are nobody's. */
export async function findUserByEmail(db: Queryable, email: string): Promise<StoredUser | null> {
  const [row] = await db.query<UserRow>(
    `select ${COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null`,
    [email],
  );
  return row ? toUser(row) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<StoredUser | null> {
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id]);
  return row ? toUser(row) : null;
}

/**
 * Inserts a user in Supabase's shape, or returns null when the email is taken (the unique index
 * decides, so two simultaneous sign-ups of one email make one account).
 */
export async function insertUser(
  db: Queryable,
  {
    email,
    passwordHash,
    fullName,
    invited = false,
    now = new Date(),
  }: { email: string; passwordHash: string | null; fullName: string; invited?: boolean; now?: Date },
): Promise<StoredUser | null> {
  const [row] = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, $2, $3, $4::text::jsonb, $5::text::jsonb, $6, $6)
     on conflict (email) do nothing
     returning ${COLUMNS}`,
    [
      email,
      passwordHash,
      invited ? now : null,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify({ full_name: fullName }),
      now,
    ],
  );
  return row ? toUser(row) : null;
}

export async function setUserPassword(
  db: Queryable,
  userId: string,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await db.query('update auth.users set encrypted_password = $2, updated_at = $3 where id = $1', [
    userId,
    passwordHash,
    now,
  ]);
}

export async function confirmUserEmail(db: Queryable, userId: string, now = new Date()): Promise<void> {
  await db.query(
    'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2 where id = $1',
    [userId, now],
  );
}

/** Moves the account to a confirmed new address; false when another account took it meanwhile. */
export async function changeUserEmail(
  db: Queryable,
  userId: string,
  email: string,
  now = new Date(),
): Promise<boolean> {
  const taken = await db.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [email, userId]);
  if (taken.length > 0) return false;
  await db.query('update auth.users set email = $2, email_confirmed_at = $3, updated_at = $3 where id = $1', [
    userId,
    email,
    now,
  ]);
  return true;
}

export async function recordSignIn(db: Queryable, userId: string, now = new Date()): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = $2 where id = $1', [userId, now]);
}
