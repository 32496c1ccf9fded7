/**
 * A cart as single units: a line of three is three units, because buy-x-get-y and pack deals
 * price units, not lines (one unit of a line may be the free one). Each unit knows its own best
 * price from percent-off and amount-off deals, the price after all its stackable ones (what a
 * stackable buy-x-get-y discounts further), and the deals that took what off.
 */
import type { Deal } from '../deals/deal.ts';
import { dealAppliesTo, type DealProduct } from '../deals/deal-match.ts';
import { applyUnitDeal, bestUnitDeals, stackOrder } from '../deals/deal-price.ts';
import type { CartLineInput } from './cart-pricing-types.ts';

/** What one deal took off one unit; 0 for a unit a deal holds without discounting (a "buy" unit). */
export interface DealSaving {
  deal: Deal;
  cents: number;
}

/** What a unit pays, and the deals that took the difference off, in the order they applied. */
export interface UnitPrice {
  priceCents: number;
  savings: DealSaving[];
}

export interface CartUnit {
  /** The position of the unit's line in the cart. */
  line: number;
  key: string;
  /** 0 … quantity − 1 within its line. */
  index: number;
  product: DealProduct;
  regularCents: number;
  exciseTaxable: boolean;
  /** The unit's best price from its own percent-off and amount-off deals. */
  own: UnitPrice;
  /** The price after every stackable unit deal that covers it, percentages first. */
  stacked: UnitPrice;
}

/** `regularCents` after `deals` in the order given. */
export function afterUnitDeals(regularCents: number, deals: readonly Deal[]): UnitPrice {
  let priceCents = regularCents;
  const savings = deals.map((deal) => {
    const next = applyUnitDeal(priceCents, deal);
    const saving = { deal, cents: priceCents - next };
    priceCents = next;
    return saving;
  });
  return { priceCents, savings };
}

function productOf(line: CartLineInput): DealProduct {
  // A line that does not say its size (undefined) is not held to a deal's size; the server's lines always say.
  const product: DealProduct = { slug: line.productSlug, brandSlug: line.brandSlug, categorySlugs: line.categorySlugs };
  if (line.weightMg !== undefined) product.weightMg = line.weightMg;
  return product;
}

/** Every unit of every line, line by line; `deals` are the deals in play. */
export function cartUnits(lines: readonly CartLineInput[], deals: readonly Deal[]): CartUnit[] {
  return lines.flatMap((line, position) => {
    const product = productOf(line);
    const covering = deals.filter(
      (deal) => (deal.kind === 'percent_off' || deal.kind === 'amount_off') && dealAppliesTo(deal, product),
    );
    // Units of a line are alike, so they share their prices (never mutated).
    const own = afterUnitDeals(line.unitPriceCents, bestUnitDeals(line.unitPriceCents, covering));
    const stacked = afterUnitDeals(line.unitPriceCents, stackOrder(covering.filter((deal) => deal.stackable)));
    return Array.from({ length: line.quantity }, (_, index) => ({
      line: position,
      key: line.key,
      index,
      product,
      regularCents: line.unitPriceCents,
      exciseTaxable: line.exciseTaxable,
      own,
      stacked,
    }));
  });
}
