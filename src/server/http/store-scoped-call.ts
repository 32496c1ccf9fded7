import type { APIContext } from 'astro';
import type { ScopeStore, StoreScope } from '#lib/stores/store-scope.ts';
import type { Queryable } from '../db/database.ts';
import { noStore, staffStoreScope, withStoreScope } from '../stores/index.ts';
import { staffOf } from './staff-caller.ts';

/**
 * The store scope of a dashboard call about a store's data, and the store it is about: the
 * guard's (decision 63). A handler called in-process without the guard (a test calling it) works
 * as before stores: every store, about the default one. Refuses a manager given no store.
 */
export async function storeScopeOf(
  context: Pick<APIContext, 'locals'>,
): Promise<{ scope: StoreScope; store: ScopeStore }> {
  const scope = staffOf(context).scope ?? (await staffStoreScope(context.locals.db, { role: 'admin' }, null));
  if (!scope.store) throw noStore();
  return { scope, store: scope.store };
}

/**
 * Runs a dashboard endpoint's work on the store the call is about, with the caller's stores
 * enforced by the database (`withStoreScope`: a manager's work as the store-scoped role).
 */
export async function inStoreScope<T>(
  context: Pick<APIContext, 'locals'>,
  work: (db: Queryable, store: ScopeStore) => Promise<T>,
): Promise<T> {
  const { scope, store } = await storeScopeOf(context);
  return withStoreScope(context.locals.db, scope, (db) => work(db, store));
}
