/**
 * The groups a buy-x-get-y or pack deal forms from the units it may take, and what each group's
 * units would pay. Units are grouped by tax class first: an excise-taxed product may not be sold
 * at one price with an untaxed one (MCL 333.27963(2)), and a free taxed unit paid for by merch
 * (or the reverse) would be the same bundle by another name. Within a class the most expensive
 * units come first: buy-x-get-y then discounts the cheapest units of each group, the usual rule,
 * and a pack takes the priciest units, where its price saves the shopper most.
 */
import type { Deal } from '../deals/deal.ts';
import { applyUnitDeal } from '../deals/deal-price.ts';
import { allocateCents } from './allocate-cents.ts';
import { compareText } from './cart-deals.ts';
import type { CartUnit, UnitPrice } from './cart-units.ts';

export interface DealGroup {
  deal: Deal;
  units: CartUnit[];
  /** What each unit pays in the group, in the order of `units`. */
  prices: UnitPrice[];
  /** How much less the group pays than its units would with their own best deals; may be ≤ 0. */
  gainCents: number;
}

/** What a unit costs before the deal: after its stackable unit deals when the deal stacks too. */
function basePrice(deal: Deal, unit: CartUnit): UnitPrice {
  if (deal.kind === 'buy_x_get_y' && deal.stackable) return unit.stacked;
  return { priceCents: unit.regularCents, savings: [] };
}

function byPriceDescending(deal: Deal) {
  return (a: CartUnit, b: CartUnit) =>
    basePrice(deal, b).priceCents - basePrice(deal, a).priceCents || compareText(a.key, b.key) || a.index - b.index;
}

/** The cheapest `getQuantity` units of the group lose `percentOff` percent; the others pay full. */
function buyGetPrices(deal: Deal, units: readonly CartUnit[]): UnitPrice[] {
  const firstDiscounted = units.length - (deal.getQuantity ?? 0);
  return units.map((unit, position) => {
    const base = basePrice(deal, unit);
    const priceCents =
      position >= firstDiscounted
        ? applyUnitDeal(base.priceCents, { kind: 'percent_off', percentOff: deal.percentOff, amountOffCents: null })
        : base.priceCents;
    return { priceCents, savings: [...base.savings, { deal, cents: base.priceCents - priceCents }] };
  });
}

/**
 * The pack price, spread over its units in proportion to their regular prices (largest
 * remainder), so each line's share of the saving is fair and in whole cents. Null when the pack
 * costs no less than its units.
 */
function packPrices(deal: Deal, units: readonly CartUnit[]): UnitPrice[] | null {
  const regular = units.map((unit) => unit.regularCents);
  const savingCents = regular.reduce((sum, cents) => sum + cents, 0) - (deal.bundlePriceCents ?? 0);
  if (savingCents <= 0) return null;
  const shares = allocateCents(savingCents, regular);
  return units.map((unit, position) => {
    const cents = shares[position] ?? 0;
    return { priceCents: unit.regularCents - cents, savings: [{ deal, cents }] };
  });
}

/** The full groups `deal` forms from `units` (the units it covers that no other cart deal holds). */
export function dealGroups(deal: Deal, units: readonly CartUnit[]): DealGroup[] {
  const size =
    deal.kind === 'buy_x_get_y' ? (deal.buyQuantity ?? 0) + (deal.getQuantity ?? 0) : (deal.bundleQuantity ?? 0);
  if (size < 1 || (deal.kind !== 'buy_x_get_y' && deal.kind !== 'bundle_price')) return [];
  const groups: DealGroup[] = [];
  for (const taxed of [true, false]) {
    const sorted = units.filter((unit) => unit.exciseTaxable === taxed).sort(byPriceDescending(deal));
    for (let start = 0; start + size <= sorted.length; start += size) {
      const members = sorted.slice(start, start + size);
      const prices = deal.kind === 'buy_x_get_y' ? buyGetPrices(deal, members) : packPrices(deal, members);
      if (!prices) continue;
      const ownCents = members.reduce((sum, unit) => sum + unit.own.priceCents, 0);
      const groupCents = prices.reduce((sum, price) => sum + price.priceCents, 0);
      groups.push({ deal, units: members, prices, gainCents: ownCents - groupCents });
    }
  }
  return groups;
}
