import { ROLE_LABELS, type Role } from '#lib/vocabulary/accounts.ts';
import { revokeUserSessions } from '../../auth/embedded/sessions.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { listStores } from '../../stores/index.ts';
import { PENDING_INVITATION_SQL } from './user-directory.ts';

/**
 * Roles, access and a manager's stores, changed by an admin. Two rules keep the store from locking itself out: an
 * admin cannot demote or disable their own account, and the last active admin stays one; a
 * change they forbid is refused (409), as is one to an account that does not exist (404).
 */

/** Whether the change was made, or the account already was that way. */
export interface UserChange {
  changed: boolean;
}

type Target = { email: string; role: Role; disabled_at: Date | null };

/** The account, locked for the change. */
async function lockTarget(tx: Queryable, userId: string): Promise<Target> {
  const [row] = await tx.query<Target>(
    `select u.email, p.role, p.disabled_at
       from profiles p join auth.users u on u.id = p.id
      where p.id = $1 and u.deleted_at is null
      for update of p`,
    [userId],
  );
  if (!row) throw new Refusal(404, 'There is no such account.');
  return row;
}

/**
 * The admins who can sign in, locked. Every change here locks them first and in one order, so two
 * admins demoting or disabling each other at the same moment run one after the other, and the
 * second finds that only one admin is left.
 */
async function lockActiveAdmins(tx: Queryable): Promise<string[]> {
  const admins = await tx.query<{ id: string }>(
    `select p.id from profiles p join auth.users u on u.id = p.id
      where p.role = 'admin' and p.disabled_at is null and u.deleted_at is null and not (${PENDING_INVITATION_SQL})
      order by p.id
      for update of p`,
  );
  return admins.map((admin) => admin.id);
}

function refused(message: string): Refusal {
  return new Refusal(409, message);
}

/** Gives the account a new role and logs it. */
export async function changeUserRole(db: Database, actor: AuditActor, userId: string, role: Role): Promise<UserChange> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await lockTarget(tx, userId);
    if (target.role === role) return { changed: false };
    if (target.role === 'admin') {
      if (userId === actor.id) throw refused('You cannot remove your own admin role. Another admin can change it.');
      if (admins.includes(userId) && !admins.some((admin) => admin !== userId)) {
        throw refused(`${target.email} is the last active admin. Make another account an admin first.`);
      }
    }
    await tx.query('update profiles set role = $2, updated_at = now() where id = $1', [userId, role]);
    await recordAudit(tx, actor, {
      entityType: 'user',
      entityId: userId,
      action: 'role_changed',
      summary: `Role changed from ${ROLE_LABELS[target.role]} to ${ROLE_LABELS[role]}`,
      before: { role: target.role },
      after: { role },
    });
    return { changed: true };
  });
}

/**
 * Disables or enables the account and logs it. A disabled account is signed out everywhere at
 * once: its embedded sessions are revoked here, and every request checks the profile
 * (signed-in-account.ts), which also ends sessions another provider keeps.
 */
export async function setUserDisabled(
  db: Database,
  actor: AuditActor,
  userId: string,
  disabled: boolean,
): Promise<UserChange> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await lockTarget(tx, userId);
    if (!!target.disabled_at === disabled) return { changed: false };
    if (disabled) {
      if (userId === actor.id) throw refused('You cannot disable your own account. Another admin can.');
      if (admins.includes(userId) && !admins.some((admin) => admin !== userId)) {
        throw refused(`${target.email} is the last active admin. Make another account an admin first.`);
      }
    }
    await tx.query('update profiles set disabled_at = $2, updated_at = now() where id = $1', [
      userId,
      disabled ? new Date() : null,
    ]);
    const sessionsEnded = disabled ? await revokeUserSessions(tx, userId) : 0;
    await recordAudit(tx, actor, {
      entityType: 'user',
      entityId: userId,
      action: disabled ? 'disabled' : 'enabled',
      summary: disabled
        ? `Account disabled; ${sessionsEnded === 1 ? '1 session' : `${sessionsEnded} sessions`} ended`
        : 'Account enabled',
      before: { disabled: !disabled },
      after: { disabled },
    });
    return { changed: true };
  });
}

/**
 * Gives a manager exactly these stores, the only ones whose data they see and change in the
 * dashboard, and logs the change. An admin sees every store and a customer none, so only a
 * manager is given stores (409 otherwise); a store that does not exist is refused (400).
 */
export async function setManagerStores(
  db: Database,
  actor: AuditActor,
  userId: string,
  storeIds: readonly string[],
): Promise<UserChange> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if (target.role !== 'manager') {
      throw refused(
        target.role === 'admin'
          ? `${target.email} is an admin and sees every store: only managers are given stores.`
          : `${target.email} is a customer. Make the account a manager first, then give it stores.`,
      );
    }
    const stores = await listStores(tx);
    const wanted = stores.filter((store) => storeIds.includes(store.id));
    if (wanted.length !== new Set(storeIds).size) throw new Refusal(400, 'Choose stores from the list.', 'storeIds');
    const held = await tx.query<{ store_id: string }>(
      'select store_id from staff_store_assignments where user_id = $1 order by store_id',
      [userId],
    );
    const before = stores.filter((store) => held.some((row) => row.store_id === store.id));
    if (before.length === wanted.length && before.every((store) => wanted.includes(store))) return { changed: false };
    const ids = wanted.map((store) => store.id);
    await tx.query('delete from staff_store_assignments where user_id = $1 and store_id <> all($2::uuid[])', [
      userId,
      ids,
    ]);
    await tx.query(
      `insert into staff_store_assignments (user_id, store_id, granted_by)
       select $1, store_id, $3 from unnest($2::uuid[]) as wanted (store_id)
       on conflict do nothing`,
      [userId, ids, actor.id],
    );
    const names = (list: typeof stores) => list.map((store) => store.name).join(', ') || 'no store';
    await recordAudit(tx, actor, {
      entityType: 'user',
      entityId: userId,
      action: 'stores_changed',
      summary: `Stores changed from ${names(before)} to ${names(wanted)}`,
      before: { stores: before.map((store) => store.slug) },
      after: { stores: wanted.map((store) => store.slug) },
    });
    return { changed: true };
  });
}
