import type { StorePrices } from '#lib/catalog/product-editor.ts';
import type { SqlParams } from '../../db/sql-params.ts';

/**
 * A size as one store sells it (decision 64): the store's row of `store_variants` (pool `all`),
 * absent while the store has never stocked the size — no units, not carried, at the catalog's
 * prices. The default store's row and the catalog's `variants.stock` are kept equal by the
 * database, so reading the default store's row reads what the catalog's count said.
 */

/** The store a query is about: the store's id as a parameter, or the default store when none is named. */
export function storeOf(params: SqlParams, storeId: string | undefined): string {
  return storeId ? params.add(storeId, 'uuid') : '(select public.default_store_id())';
}

/** Joins the store's row of each size (alias `sv`) to the sizes (alias `v`). */
export const storeSizeJoin = (store: string) =>
  `left join store_variants sv on sv.variant_id = v.id and sv.store_id = ${store} and sv.pool = 'all'`;

/**
 * Joins the store's medical count of each size (alias `mv`), where the store keeps its medical
 * stock apart (decision 73); no row, so a null count, where it keeps one stock.
 */
export const medicalSizeJoin = (store: string) =>
  `left join store_variants mv on mv.variant_id = v.id and mv.store_id = ${store} and mv.pool = 'medical'`;

/** A size's medical count at the store (alias `mv`): null where the store keeps one stock. */
export const MEDICAL_STOCK = 'mv.stock as "medicalStock"';

/** The store's own prices of a size (alias `sv`), null where it follows the catalog's. */
export const STORE_OWN_PRICES = `sv.adult_use_price_cents as "storeAdultUsePriceCents",
  sv.medical_price_cents as "storeMedicalPriceCents"`;

/**
 * A size's figures at the store, named as the dashboard reads them: its units, whether it is for
 * sale there (on sale in the catalog and carried by the store), its prices (the store's own, else
 * the catalog's), and which of them are the store's own.
 */
export const STORE_SIZE_FIGURES = `coalesce(sv.stock, 0) as stock, v.active and coalesce(sv.carried, false) as active,
  coalesce(sv.adult_use_price_cents, v.adult_use_price_cents) as "adultUsePriceCents",
  coalesce(sv.medical_price_cents, v.medical_price_cents) as "medicalPriceCents", ${STORE_OWN_PRICES}`;

/**
 * The columns of `store_variants` behind each field a store may change of a size: a price typed
 * on its board sets its own, and its own prices may be returned to the catalog's (null).
 */
export const STORE_SIZE_COLUMNS: Record<string, string> = {
  stock: 'stock',
  active: 'carried',
  adultUsePriceCents: 'adult_use_price_cents',
  medicalPriceCents: 'medical_price_cents',
  storeAdultUsePriceCents: 'adult_use_price_cents',
  storeMedicalPriceCents: 'medical_price_cents',
};

/** The fields that are always the store's own: its prices, and its medical count. */
type StoreOwnFields = StorePrices & { medicalStock: number };
const STORE_OWN_FIELDS = ['storeAdultUsePriceCents', 'storeMedicalPriceCents', 'medicalStock'] as const;

/** An edit split into the store's own fields (its prices, its medical count) and everything else. */
export function splitStorePrices<T extends Partial<StoreOwnFields>>(
  edit: T,
): { own: Partial<StoreOwnFields>; rest: Omit<T, keyof StoreOwnFields> } {
  const own: Partial<StoreOwnFields> = {};
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(edit)) {
    if (value === undefined) continue;
    if ((STORE_OWN_FIELDS as readonly string[]).includes(field)) own[field as keyof StoreOwnFields] = value as never;
    else rest[field] = value;
  }
  return { own, rest: rest as Omit<T, keyof StoreOwnFields> };
}
