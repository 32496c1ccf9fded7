import type { StoreScope } from '#lib/stores/store-scope.ts';
import type { Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';

/**
 * Who changes the organization's catalog — its products, their sizes and the catalog's prices,
 * which every store sells from: an admin, or a manager of every open store (with one store, every
 * manager). A manager of some of the stores changes their stores' stock, prices and sizes carried.
 */
export async function mayEditCatalog(db: Queryable, scope: StoreScope): Promise<boolean> {
  if (scope.allowed === 'all') return true;
  const [other] = await db.query(
    'select 1 from stores where closed_at is null and not (id = any ($1::uuid[])) limit 1',
    [[...scope.allowed]],
  );
  return !other;
}

export const CATALOG_EDITORS_ONLY =
  'Only an admin or a manager of every store changes the catalog’s products. You can change your stores’ stock and prices on the menu board.';

/** Refuses (403) a change to the organization's catalog by a manager of only some of the stores. */
export async function requireCatalogEditor(db: Queryable, scope: StoreScope): Promise<void> {
  if (!(await mayEditCatalog(db, scope))) throw new Refusal(403, CATALOG_EDITORS_ONLY);
}

/**
 * Whether a store's stock, prices and availability, changed on its menu board or by an import,
 * are the catalog's sizes: at the default store (whose stock the catalog's sizes hold, decision 64)
 * for someone who may change the catalog, as with one store. Otherwise they are the store's own.
 */
export async function storeFiguresAreTheCatalogs(db: Queryable, scope: StoreScope): Promise<boolean> {
  return scope.store?.isDefault === true && (await mayEditCatalog(db, scope));
}
