import type { Deal } from '#lib/deals/deal.ts';
import { concentrateMg, flowerEquivalentMg } from '#lib/limits/purchase-limits.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { AppliedDiscount, CustomerFacts, OrderDiscount } from '#lib/pricing/cart-pricing.ts';
import { priceItemsWithDeals } from '#server/cart/index.ts';
import type { StoreSettings } from '#server/settings/index.ts';
import type { BasketLine } from './history-baskets.ts';
import type { HistoryOrderLine } from './history-types.ts';

/** An order's money as placement would have written it at the instant it was placed. */
export interface PricedHistoryOrder {
  lines: HistoryOrderLine[];
  subtotalCents: number;
  discountCents: number;
  exciseCents: number;
  salesTaxCents: number;
  totalCents: number;
  /** The savings that saved something, by name (orders.discounts). */
  discounts: AppliedDiscount[];
  rewardsDiscountCents: number;
  referralDiscountCents: number;
  flowerEquivalentMg: number;
  /** The share of it that counts toward the adult-use concentrate limit. */
  concentrateMg: number;
  /** Pre-tax cannabis spend, which points are earned on at pickup. */
  cannabisCents: number;
}

/**
 * Prices a cart the way order placement does (priceItemsWithDeals: deals, rewards and referral
 * credit, Michigan taxes per line), with the deals of the order's own instant, and turns the
 * result into the order's columns and lines. Lines are in variant-id order, as placement merges them.
 */
export function priceHistoryOrder(
  basket: readonly BasketLine[],
  context: {
    mode: MenuMode;
    deals: readonly Deal[];
    now: Date;
    settings: StoreSettings;
    customer: CustomerFacts;
    orderDiscounts: readonly OrderDiscount[];
  },
): PricedHistoryOrder {
  const ordered = [...basket].sort((a, b) => a.item.variantId.localeCompare(b.item.variantId));
  const priced = priceItemsWithDeals(ordered, context.deals, context);
  const lines = ordered.map(({ item, quantity }, index): HistoryOrderLine => {
    const line = priced.lines[index]!;
    return {
      variantId: item.variantId,
      productSlug: item.productSlug,
      productName: item.productName,
      sizeLabel: item.sizeLabel,
      quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      priceCents: line.priceCents,
      exciseCents: line.exciseCents,
      salesTaxCents: line.salesTaxCents,
      totalCents: line.totalCents,
      exciseTaxable: item.exciseTaxable,
      limitCategory: item.limitCategory,
      limitAmount: item.limitAmount,
      deals: line.deals,
    };
  });
  const saved = (kind: string) => priced.applied.find((entry) => entry.slug === kind)?.savingsCents ?? 0;
  return {
    lines,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    exciseCents: priced.exciseCents,
    salesTaxCents: priced.salesTaxCents,
    totalCents: priced.totalCents,
    discounts: priced.applied.filter((saving) => saving.savingsCents > 0),
    rewardsDiscountCents: saved('rewards'),
    referralDiscountCents: saved('referral'),
    flowerEquivalentMg: ordered.reduce(
      (sum, { item, quantity }) => sum + flowerEquivalentMg(item, context.settings.limits.vapeLimitCategory) * quantity,
      0,
    ),
    concentrateMg: ordered.reduce(
      (sum, { item, quantity }) => sum + concentrateMg(item, context.settings.limits.vapeLimitCategory) * quantity,
      0,
    ),
    cannabisCents: lines.reduce((sum, line) => sum + (line.exciseTaxable ? line.priceCents : 0), 0),
  };
}
