import type { Deal } from '#lib/deals/deal.ts';
import type { Queryable } from '#server/db/index.ts';
import { listActiveDeals } from '#server/deals/index.ts';
import { loadOrderItems, type OrderItem } from '#server/cart/index.ts';
import { getStoreSettingsFor, type StoreSettings } from '#server/settings/index.ts';

/** A size as the history sells it: how it is sold on each menu (null where it is not), read as placement reads it. */
export interface HistoryItem {
  variantId: string;
  sku: string;
  /** The top-level category (the last of the ancestry), which the basket shares are by. */
  topCategory: string;
  adult: OrderItem | null;
  medical: OrderItem | null;
  /** What a captured checkout values a cart at (recordCheckoutContact uses the adult-use price). */
  adultUsePriceCents: number;
  stockNow: number;
}

/** Everything the history is generated from, read from the store as it is when it is seeded. */
export interface HistoryInputs {
  settings: StoreSettings;
  items: HistoryItem[];
  /** Every deal that had not ended by the first day of the history (the simulation judges each instant). */
  deals: Deal[];
  /** Order numbers and referral codes already in use, which generated ones must not repeat. */
  takenOrderNumbers: Set<string>;
  takenReferralCodes: Set<string>;
}

/**
 * Reads the catalog, settings and deals a store's history is priced with (`storeId`, null: the
 * default store). Only sizes the store sells now are sold in the history (its menu as it stands:
 * what it carries, at its own price where it has one), in SKU order so the same catalog gives the
 * same history whatever the row ids.
 */
export async function loadHistoryInputs(
  tx: Queryable,
  firstInstant: Date,
  storeId: string | null = null,
): Promise<HistoryInputs> {
  const settings = await getStoreSettingsFor(tx, storeId);
  const variants = await tx.query<{ id: string; sku: string; stock: number; adult_use_price_cents: number }>(
    `select v.id, v.sku, coalesce(sv.stock, 0) as stock,
            coalesce(sv.adult_use_price_cents, v.adult_use_price_cents) as adult_use_price_cents
       from variants v
       left join store_variants sv on sv.variant_id = v.id and sv.pool = 'all' and sv.store_id = $1
      order by v.sku`,
    [settings.store.id],
  );
  const ids = variants.map((variant) => variant.id);
  const adult = await loadOrderItems(tx, ids, 'adult', settings.store.id);
  const medical = await loadOrderItems(tx, ids, 'medical', settings.store.id);
  const items: HistoryItem[] = [];
  for (const variant of variants) {
    const onAdult = adult.get(variant.id);
    const onMedical = medical.get(variant.id);
    const any = onAdult ?? onMedical;
    if (!any || (!onAdult?.sellable && !onMedical?.sellable)) continue;
    items.push({
      variantId: variant.id,
      sku: variant.sku,
      topCategory: any.categorySlugs.at(-1) ?? 'other',
      adult: onAdult?.sellable ? onAdult : null,
      medical: onMedical?.sellable ? onMedical : null,
      adultUsePriceCents: variant.adult_use_price_cents,
      stockNow: variant.stock,
    });
  }
  const { ongoing, upcoming } = await listActiveDeals(tx, { now: firstInstant, timeZone: settings.timeZone });
  const numbers = await tx.query<{ number: string }>('select number from orders');
  const codes = await tx.query<{ referral_code: string }>(
    'select referral_code from profiles where referral_code is not null',
  );
  return {
    settings,
    items,
    deals: [...ongoing, ...upcoming],
    takenOrderNumbers: new Set(numbers.map((row) => row.number)),
    takenReferralCodes: new Set(codes.map((row) => row.referral_code)),
  };
}
