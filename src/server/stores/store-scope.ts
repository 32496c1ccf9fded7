import { NO_STORE_MESSAGE, NO_STORE_REASON, type ScopeStore, type StoreScope } from '#lib/stores/store-scope.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';
import type { Database, Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';

/** The account a scope is made for: its role and, for a manager, the stores they were given. */
export interface ScopedStaff {
  role: Role;
  /** A manager's store ids (none when absent); an admin sees every store whatever this says. */
  stores?: readonly string[];
}

/** Every store, in the order the dashboard lists them. */
export async function listStores(db: Queryable): Promise<ScopeStore[]> {
  const rows = await db.query<{ id: string; slug: string; name: string; is_default: boolean }>(
    'select id, slug, name, is_default from stores order by is_default desc, position, name, id',
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, isDefault: row.is_default }));
}

/**
 * The scope of a dashboard request: what the caller may see, and the store the request is about
 * (`slug`, the dashboard's `?store=`; absent, the default store when the caller may see it, else
 * the manager's first store). A manager asking for a store that is not theirs is refused (403)
 * whether or not it exists, so the answer says nothing about other stores; an admin asking for a
 * store that does not exist gets a 404.
 */
export async function staffStoreScope(db: Queryable, staff: ScopedStaff, slug: string | null): Promise<StoreScope> {
  const stores = await listStores(db);
  const allowed = staff.role === 'admin' ? 'all' : (staff.stores ?? []);
  const visible = allowed === 'all' ? stores : stores.filter((store) => allowed.includes(store.id));
  if (slug !== null) {
    const store = visible.find((candidate) => candidate.slug === slug);
    if (store) return { allowed, store };
    if (allowed === 'all') throw new Refusal(404, `There is no store “${slug}”.`);
    throw visible.length === 0 ? noStore() : new Refusal(403, `You do not manage the store “${slug}”.`);
  }
  return { allowed, store: visible.find((store) => store.isDefault) ?? visible[0] ?? null };
}

/** The refusal of a store's data to a manager given no store yet. */
export function noStore(): Refusal {
  return new Refusal(403, NO_STORE_MESSAGE, undefined, { details: { reason: NO_STORE_REASON } });
}

/**
 * Runs `work` with the scope's stores enforced by the database. An admin's work runs as it always
 * has (the owner, every row); a manager's runs in one transaction as `rr_store_staff` with their
 * store ids in `rr.store_ids`, where the policies of every store-owned table
 * (20261208000700_store_scoped_rls.sql) show and change only those stores' rows, whatever the
 * SQL asks for. Both settings are the transaction's own and end with it, so nothing of the scope
 * outlives the call on a shared connection.
 */
export async function withStoreScope<T>(
  db: Database,
  scope: StoreScope,
  work: (db: Queryable) => Promise<T>,
): Promise<T> {
  if (scope.allowed === 'all') return work(db);
  const storeIds = scope.allowed.join(',');
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'rr_store_staff', true), set_config('rr.store_ids', $1, true)`, [
      storeIds,
    ]);
    return work(tx);
  });
}
