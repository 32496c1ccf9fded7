/**
 * Which units buy-x-get-y and pack deals take, when they compete with each other and with the
 * units' own percent-off and amount-off deals. See priceCart for the rule in words.
 */
import type { Deal } from '../deals/deal.ts';
import { dealAppliesTo } from '../deals/deal-match.ts';
import { dealGroups, type DealGroup } from './cart-deal-groups.ts';
import type { CartUnit, UnitPrice } from './cart-units.ts';

interface Offer {
  groups: DealGroup[];
  gainCents: number;
}

/** What `deal` would add over the units' own deals: its groups that beat them, and by how much. */
function offerOf(deal: Deal, free: readonly CartUnit[]): Offer {
  const covered = free.filter((unit) => dealAppliesTo(deal, unit.product));
  const groups = dealGroups(deal, covered).filter((group) => group.gainCents > 0);
  return { groups, gainCents: groups.reduce((sum, group) => sum + group.gainCents, 0) };
}

/**
 * The price of every unit (in the order of `units`). Rounds: each cart deal offers its groups
 * from the units no cart deal holds yet; the offer that saves the most over the units' own deals
 * wins (`cartDeals` come in slug order and only a strictly larger gain displaces an earlier one,
 * so a tie goes to the smaller slug) and takes its units. Rounds go on until no offer gains
 * anything; each round takes at least one unit, so they end. Units no group took keep their own price.
 */
export function priceUnits(units: readonly CartUnit[], cartDeals: readonly Deal[]): UnitPrice[] {
  const taken = new Map<CartUnit, UnitPrice>();
  for (;;) {
    const free = units.filter((unit) => !taken.has(unit));
    let best: Offer | null = null;
    for (const deal of cartDeals) {
      const offer = offerOf(deal, free);
      if (offer.gainCents > (best?.gainCents ?? 0)) best = offer;
    }
    if (!best) break;
    for (const group of best.groups) {
      group.units.forEach((unit, position) => taken.set(unit, group.prices[position]!));
    }
  }
  return units.map((unit) => taken.get(unit) ?? unit.own);
}
