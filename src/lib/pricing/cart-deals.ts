/**
 * Which deals count for a cart: running now on the store's clock, offered on the sale's menu, and
 * claimable by this customer. Deals whose terms could not price anything sensibly (a percentage
 * outside 1–100, a missing quantity) are left out rather than trusted: the database checks them,
 * but a wrong price is worse than a missing deal.
 */
import type { Deal } from '../deals/deal.ts';
import { dealOfferedOn } from '../deals/deal-match.ts';
import { dealRunsAt } from '../deals/deal-schedule.ts';
import type { CartPricingContext, CustomerFacts } from './cart-pricing-types.ts';

function isWhole(value: number | null, min: number): value is number {
  return value !== null && Number.isSafeInteger(value) && value >= min;
}

function isPercent(value: number | null): value is number {
  return isWhole(value, 1) && value <= 100;
}

function hasUsableTerms(deal: Deal): boolean {
  switch (deal.kind) {
    case 'percent_off':
      return isPercent(deal.percentOff);
    case 'amount_off':
      return isWhole(deal.amountOffCents, 1);
    case 'buy_x_get_y':
      return isWhole(deal.buyQuantity, 1) && isWhole(deal.getQuantity, 1) && isPercent(deal.percentOff);
    case 'bundle_price':
      return isWhole(deal.bundleQuantity, 1) && isWhole(deal.bundlePriceCents, 0);
  }
}

/** Whether the customer may claim the deal: first-visit and birthday deals are for those customers only. */
export function customerMayClaim(deal: Pick<Deal, 'eligibility'>, customer: CustomerFacts): boolean {
  switch (deal.eligibility) {
    case 'everyone':
      return true;
    case 'first_time':
      return customer.firstOrder;
    case 'birthday':
      return customer.birthdayThisMonth;
  }
}

/** The deals that count for this sale, in slug order so the order they were loaded in never matters. */
export function dealsInPlay(
  context: Pick<CartPricingContext, 'deals' | 'mode' | 'now' | 'timeZone' | 'customer'>,
): Deal[] {
  return context.deals
    .filter(
      (deal) =>
        hasUsableTerms(deal) &&
        dealOfferedOn(deal, context.mode) &&
        customerMayClaim(deal, context.customer) &&
        dealRunsAt(deal, context.now, context.timeZone),
    )
    .sort((a, b) => compareText(a.slug, b.slug));
}

/** Code-unit order: the same on every platform and locale, unlike localeCompare. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
