import type { Queryable } from '../db/database.ts';
import { getStoreSettingsFor, type StoreSettings } from '../settings/index.ts';

/** Where the storefront's reads of the stores come from (the request's locals). */
export interface StoreReads {
  /** The default store's settings. */
  defaultStore: () => Promise<StoreSettings>;
  /** Every open store's. */
  openStores: () => Promise<StoreSettings[]>;
}

/**
 * The store a checkout is at, named by its slug (the page's `?store=`, the requests' `store`):
 * none named, the default store; an open store, its settings as the storefront reads them; a store
 * closed for good, its settings from the database (it places nothing, and its checkout says so);
 * any other slug, null.
 */
export async function checkoutStore(
  db: Queryable,
  slug: string | null | undefined,
  reads: StoreReads,
): Promise<StoreSettings | null> {
  if (!slug) return reads.defaultStore();
  const open = (await reads.openStores()).find((store) => store.store.slug === slug);
  if (open) return open;
  const [closed] = await db.query<{ id: string }>('select id from stores where slug = $1 and closed_at is not null', [
    slug,
  ]);
  return closed ? getStoreSettingsFor(db, closed.id) : null;
}
