import type { Deal } from '#lib/deals/deal.ts';
import type { Queryable } from '#server/db/index.ts';
import { listActiveDeals } from '#server/deals/index.ts';
import { loadOrderItems, type OrderItem } from '#server/cart/index.ts';
import { getStoreSettings, type StoreSettings } from '#server/settings/index.ts';

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
 * Reads the catalog, settings and deals the history is priced with. Only sizes sellable now are
 * sold in the history (the menu as it stands), in SKU order so the same catalog gives the same
 * history whatever the row ids.
 */
export async function loadHistoryInputs(tx: Queryable, firstInstant: Date): Promise<HistoryInputs> {
  const settings = await getStoreSettings(tx);
  const variants = await tx.query<{ id: string; sku: string; stock: number; adult_use_price_cents: number }>(
    'select id, sku, stock, adult_use_price_cents from variants order by sku',
  );
  const ids = variants.map((variant) => variant.id);
  const adult = await loadOrderItems(tx, ids, 'adult');
  const medical = await loadOrderItems(tx, ids, 'medical');
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
