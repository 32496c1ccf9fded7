/**
 * The cart pricing engine, shared by the cart in the browser, checkout and order placement on the
 * server: deals, order discounts and Michigan taxes, in integer cents throughout.
 */
import { compareText, dealsInPlay } from './cart-deals.ts';
import { priceUnits } from './cart-deal-selection.ts';
import type { Deal } from '../deals/deal.ts';
import type {
  AppliedDiscount,
  CartLineInput,
  CartPricingContext,
  PricedCart,
  PricedCartLine,
} from './cart-pricing-types.ts';
import { cartUnits, type DealSaving, type UnitPrice } from './cart-units.ts';
import { applyOrderDiscounts } from './order-discounts.ts';
import { taxLine } from './taxes.ts';

export type {
  AppliedDiscount,
  CartLineInput,
  CartPricingContext,
  CustomerFacts,
  IdCheckedEligibility,
  OrderDiscount,
  PricedCart,
  PricedCartLine,
} from './cart-pricing-types.ts';

/** Bad input is a bug in the caller (the cart store or the order schema should have caught it). */
function assertLines(lines: readonly CartLineInput[]): void {
  const keys = new Set<string>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0) {
      throw new RangeError(`A unit price is whole cents ≥ 0, got ${line.unitPriceCents} for ${line.key}.`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`A quantity is a whole number ≥ 1, got ${line.quantity} for ${line.key}.`);
    }
    if (keys.has(line.key)) throw new RangeError(`The cart has two lines for ${line.key}; merge them first.`);
    keys.add(line.key);
  }
}

/** Sums savings per deal slug; the first saving seen names the deal. */
function totalsByDeal(savings: readonly DealSaving[]): { deal: Deal; cents: number }[] {
  const totals = new Map<string, { deal: Deal; cents: number }>();
  for (const { deal, cents } of savings) {
    const total = totals.get(deal.slug) ?? { deal, cents: 0 };
    total.cents += cents;
    totals.set(deal.slug, total);
  }
  return [...totals.values()].sort((a, b) => b.cents - a.cents || compareText(a.deal.slug, b.deal.slug));
}

/** A deal's saving on the order; first-visit and birthday deals say that the counter checks the ID for them. */
function appliedDeal({ deal, cents }: { deal: Deal; cents: number }): AppliedDiscount {
  const applied: AppliedDiscount = { slug: deal.slug, title: deal.title, savingsCents: cents };
  if (deal.eligibility !== 'everyone') applied.checkId = deal.eligibility;
  return applied;
}

/**
 * Prices a cart: subtotal, deals, order discounts, then Michigan taxes per line (taxLine: excise
 * on adult-use cannabis only, sales tax on price plus excise). Totals are the sums of the lines.
 *
 * Which deals count: those running now on the store's clock (`timeZone`), offered on `mode`'s
 * menu, covering the product, and claimable by the customer (first-visit deals on a first order,
 * birthday deals in the birthday month).
 *
 * How competing deals are settled, deterministically and never in the store's favour:
 * 1. Each unit's own price: the single percent-off or amount-off deal that saves it most, or all
 *    its stackable ones combined (percentages first) when that saves more — the rule of the shelf
 *    price (bestUnitDeals), with the customer's own deals added.
 * 2. Buy-x-get-y and pack deals compete in rounds for the units no such deal holds yet. Each forms
 *    its groups within a tax class, most expensive units first (buy-x-get-y: every buy + get units,
 *    the cheapest `get` of them `percentOff` off; pack: every `bundleQuantity` units for
 *    `bundlePriceCents`). A group counts only if it costs less than its units at their own prices
 *    from step 1. The deal whose counting groups save the most over step 1 takes their units (a tie
 *    goes to the smaller slug); rounds repeat until no deal saves anything more.
 * 3. Units left over keep their price from step 1.
 * A unit so holds one deal, or several only when all of them are stackable: its stackable unit
 * deals, then a stackable buy-x-get-y on the price they leave. A pack price is a price, not a
 * discount, so nothing stacks with it. The rounds are greedy: they settle the usual contests
 * (a deal against a deal for the same units) for the larger saving, not every conceivable
 * partition of a cart. Deals are taken in slug order and ties broken by line key, so neither the
 * order of the deals nor of the lines changes the totals.
 *
 * Discounts reach lines in whole cents: a pack's saving is spread over its units in proportion to
 * their prices, an order discount over the lines in proportion to their prices after deals, both
 * by largest remainder. Order discounts (rewards, referral) come after deals, pre-tax, each capped
 * at what the order still costs; `applied` reports what was really taken.
 *
 * Work grows with the number of units (a line of n is n units); callers bound quantities by stock.
 */
export function priceCart(lines: readonly CartLineInput[], context: CartPricingContext): PricedCart {
  assertLines(lines);
  const deals = dealsInPlay(context);
  const units = cartUnits(lines, deals);
  const cartDeals = deals.filter((deal) => deal.kind === 'buy_x_get_y' || deal.kind === 'bundle_price');
  const unitPrices = priceUnits(units, cartDeals);

  const perLine: UnitPrice[][] = lines.map(() => []);
  units.forEach((unit, position) => perLine[unit.line]!.push(unitPrices[position]!));
  const afterDeals = perLine.map((prices) => prices.reduce((sum, price) => sum + price.priceCents, 0));
  const orderDiscounts = applyOrderDiscounts(
    afterDeals,
    lines.map((line) => line.key),
    context.orderDiscounts ?? [],
  );

  const pricedLines = lines.map((line, position): PricedCartLine => {
    const subtotalCents = line.unitPriceCents * line.quantity;
    const priceCents = afterDeals[position]! - orderDiscounts.lineShares[position]!;
    const taxes = taxLine(priceCents, line.exciseTaxable, context.mode, context.rates);
    return {
      key: line.key,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      subtotalCents,
      discountCents: subtotalCents - priceCents,
      priceCents,
      exciseCents: taxes.exciseCents,
      salesTaxCents: taxes.salesTaxCents,
      totalCents: taxes.totalCents,
      deals: totalsByDeal(perLine[position]!.flatMap((price) => price.savings)).map(({ deal }) => ({
        slug: deal.slug,
        title: deal.title,
      })),
    };
  });

  const applied: AppliedDiscount[] = [
    ...totalsByDeal(unitPrices.flatMap((price) => price.savings))
      .filter((total) => total.cents > 0)
      .map(appliedDeal),
    ...orderDiscounts.applied,
  ];
  const sum = (field: 'subtotalCents' | 'discountCents' | 'exciseCents' | 'salesTaxCents' | 'totalCents') =>
    pricedLines.reduce((total, line) => total + line[field], 0);
  return {
    lines: pricedLines,
    subtotalCents: sum('subtotalCents'),
    discountCents: sum('discountCents'),
    exciseCents: sum('exciseCents'),
    salesTaxCents: sum('salesTaxCents'),
    totalCents: sum('totalCents'),
    applied,
  };
}
