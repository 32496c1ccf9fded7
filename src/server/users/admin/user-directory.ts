import type { UsersQuery } from '#lib/users/users-input.ts';
import {
  USERS_PAGE_SIZE,
  type UserDetail,
  type UserList,
  type UserStatus,
  type UserSummary,
} from '#lib/users/users.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';
import { listAudit } from '../../dashboard/audit-log.ts';
import type { Queryable } from '../../db/database.ts';
import { found } from '../../http/refusal.ts';
import { emailsTo } from '../../mail/index.ts';
import { listStores } from '../../stores/index.ts';

/**
 * Accounts as the dashboard's users pages list them: every live account with a profile (its
 * role and access), staff first. Identity comes from `auth.users`, which both auth providers
 * keep in the app's database.
 */

type UserRow = {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  disabled_at: Date | null;
  invited_at: Date | null;
  email_confirmed_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
};

const USER_COLUMNS = `p.id, u.email, p.full_name, p.role, p.disabled_at, u.invited_at, u.email_confirmed_at, p.created_at, u.last_sign_in_at`;

/** Invited and never set up: opening the invitation confirms the address, with either provider. */
export const PENDING_INVITATION_SQL = 'u.invited_at is not null and u.email_confirmed_at is null';

function statusOf(row: UserRow): UserStatus {
  if (row.disabled_at) return 'disabled';
  return row.invited_at && !row.email_confirmed_at ? 'invited' : 'active';
}

function toSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    status: statusOf(row),
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  };
}

/** `%` and `_` typed in a search are letters, not wildcards. */
function containsPattern(typed: string): string {
  return `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of accounts matching a name or email search and a role; staff first, then by name. */
export async function listUsers(db: Queryable, { q, role, page }: UsersQuery): Promise<UserList> {
  const filters = `u.deleted_at is null
    and ($1::text is null or p.role = $1)
    and ($2::text is null or p.full_name ilike $2 or u.email ilike $2)`;
  const params = [role === 'all' ? null : role, q ? containsPattern(q) : null];
  const [counted] = await db.query<{ total: number }>(
    `select count(*)::int as total from profiles p join auth.users u on u.id = p.id where ${filters}`,
    params,
  );
  const total = counted?.total ?? 0;
  const rows = await db.query<UserRow>(
    `select ${USER_COLUMNS}
       from profiles p join auth.users u on u.id = p.id
      where ${filters}
      order by case p.role when 'admin' then 0 when 'manager' then 1 else 2 end,
               lower(nullif(p.full_name, '')) nulls last, lower(u.email), p.id
      limit $3 offset $4`,
    [...params, USERS_PAGE_SIZE, (page - 1) * USERS_PAGE_SIZE],
  );
  return { users: rows.map(toSummary), total, page, pageCount: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)) };
}

/** One account (null when there is none), its stores, its audit log and the newest emails sent to it. */
export async function getUserDetail(db: Queryable, id: string): Promise<UserDetail | null> {
  const [row] = await db.query<UserRow & { phone: string | null }>(
    `select ${USER_COLUMNS}, p.phone from profiles p join auth.users u on u.id = p.id where p.id = $1 and u.deleted_at is null`,
    [id],
  );
  if (!row) return null;
  const [audit, emails, stores, assigned] = await Promise.all([
    listAudit(db, [{ entityType: 'user', entityId: id }]),
    emailsTo(db, row.email, 20),
    listStores(db),
    db.query<{ store_id: string }>('select unnest(public.managed_store_ids($1)) as store_id', [id]),
  ]);
  return {
    user: { ...toSummary(row), phone: row.phone, disabledAt: row.disabled_at?.toISOString() ?? null },
    stores: stores.map((store) => ({
      id: store.id,
      slug: store.slug,
      name: store.name,
      assigned: row.role === 'manager' && assigned.some((held) => held.store_id === store.id),
    })),
    audit,
    emails: emails.map((email) => ({
      id: email.id,
      subject: email.subject,
      template: email.template,
      text: email.text,
      html: email.html,
      createdAt: email.createdAt.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
    })),
  };
}

/** The account's page as the endpoints answer it (opened, or after a change); 404 when there is none. */
export async function requireUserDetail(db: Queryable, id: string): Promise<UserDetail> {
  return found(await getUserDetail(db, id), 'There is no such account.');
}
