import type { SettingsInput } from '#lib/settings/store-settings-input.ts';
import type { StoreDetail } from '#lib/stores/store-admin.ts';
import type { StoreScope } from '#lib/stores/store-scope.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { loadStoreDetail, refuseClosedStore } from './store-directory.ts';

/** The store, locked for the change, as the scope may see it (404 otherwise). */
async function lockStore(tx: Queryable, scope: StoreScope, storeId: string): Promise<StoreDetail> {
  await tx.query('select 1 from stores where id = $1 for update', [storeId]);
  return loadStoreDetail(tx, scope, storeId);
}

/**
 * Pauses or resumes one store's online ordering, with the sentence its shoppers read meanwhile;
 * the other stores keep taking orders. Audited; the same state again writes nothing.
 */
export async function setStoreOrdering(
  db: Database,
  actor: AuditActor,
  scope: StoreScope,
  storeId: string,
  ordering: SettingsInput<'ordering'>,
): Promise<{ changed: boolean; store: StoreDetail }> {
  return db.transaction(async (tx) => {
    const store = await lockStore(tx, scope, storeId);
    refuseClosedStore(store);
    if (store.ordering.paused === ordering.paused && store.ordering.message === ordering.message) {
      return { changed: false, store };
    }
    await tx.query(
      'update stores set online_ordering_paused = $2, online_ordering_paused_message = $3, updated_at = now() where id = $1',
      [storeId, ordering.paused, ordering.message],
    );
    await recordAudit(tx, actor, {
      entityType: 'store',
      entityId: storeId,
      action: ordering.paused ? 'ordering_paused' : 'ordering_resumed',
      summary: ordering.paused
        ? `${store.name}: online ordering paused (“${ordering.message}”)`
        : `${store.name}: online ordering resumed`,
      before: store.ordering,
      after: ordering,
    });
    return { changed: true, store: await loadStoreDetail(tx, scope, storeId) };
  });
}

/**
 * Closes a store for good: it leaves the storefront and the switcher, and keeps its rows (records
 * are kept four years, R 420.203(2)(f)). Refused for the default store (the one orders without a
 * store belong to) and while it has orders not yet handed over or cancelled.
 */
export async function closeStore(db: Database, actor: AuditActor, storeId: string, now: Date): Promise<StoreDetail> {
  return db.transaction(async (tx) => {
    const scope: StoreScope = { allowed: 'all', store: null };
    const store = await lockStore(tx, scope, storeId);
    refuseClosedStore(store);
    if (store.isDefault) {
      throw new Refusal(409, `${store.name} is the default store: make another store the default before closing it.`);
    }
    const [open] = await tx.query<{ count: number }>(
      `select count(*)::int as count from orders where store_id = $1 and status in ('placed', 'accepted', 'ready')`,
      [storeId],
    );
    const count = Number(open?.count ?? 0);
    if (count > 0) {
      throw new Refusal(
        409,
        `${store.name} has ${count === 1 ? 'an open order' : `${count} open orders`}: hand ${count === 1 ? 'it' : 'them'} over or cancel ${count === 1 ? 'it' : 'them'} before closing the store.`,
      );
    }
    await tx.query('update stores set closed_at = $2, updated_at = now() where id = $1', [storeId, now]);
    await recordAudit(tx, actor, {
      entityType: 'store',
      entityId: storeId,
      action: 'closed',
      summary: `${store.name} closed for good`,
    });
    return loadStoreDetail(tx, scope, storeId);
  });
}

/**
 * Makes a store the default: the one the storefront's home page, orders without a store and the
 * organization's one-store settings columns describe from now on. A closed store cannot be.
 */
export async function makeDefaultStore(db: Database, actor: AuditActor, storeId: string): Promise<StoreDetail> {
  return db.transaction(async (tx) => {
    const scope: StoreScope = { allowed: 'all', store: null };
    const store = await lockStore(tx, scope, storeId);
    refuseClosedStore(store);
    if (store.isDefault) return store;
    const [former] = await tx.query<{ name: string }>(
      'update stores set is_default = false, updated_at = now() where is_default returning name',
    );
    await tx.query('update stores set is_default = true, updated_at = now() where id = $1', [storeId]);
    await recordAudit(tx, actor, {
      entityType: 'store',
      entityId: storeId,
      action: 'made_default',
      summary: `${store.name} is the default store${former ? ` (was ${former.name})` : ''}`,
    });
    return loadStoreDetail(tx, scope, storeId);
  });
}
