import type { LimitViolation } from '../limits/purchase-limits.ts';
import { formatCents } from '../money.ts';
import type { PriceChange } from './price-changes.ts';
import { inactiveCardMessage, overAllotmentMessage } from './registry-standing.ts';
import { staleStockMessage } from './stock-freshness.ts';

/** Why the server did not place an order: each is something the shopper can act on. */
export type OrderProblem =
  | { code: 'empty_cart' }
  | { code: 'unavailable'; items: string[] }
  | { code: 'sold_out'; items: { name: string; available: number }[] }
  | { code: 'limit'; violation: LimitViolation }
  | { code: 'slot_unavailable' }
  | { code: 'slot_full' }
  | { code: 'age'; minimumAge: number }
  | { code: 'birthdate'; message: string }
  | { code: 'medical_card_expired' }
  | { code: 'price_changed'; totalCents: number; changes: PriceChange[] }
  | { code: 'rewards'; message: string }
  /** The order's key came back with another cart or other details (422, not a conflict). */
  | { code: 'key_reused' }
  /** The store paused online ordering; `message` is what it tells shoppers meanwhile. */
  | { code: 'ordering_paused'; message: string }
  /** The store closed for good (its records are kept) or is no store: it takes no orders. */
  | { code: 'store_closed'; storeName: string | null }
  /** The registry (`sourceName`: Metrc, or the store's point of sale) shows the patient's card as not active. */
  | { code: 'registry_inactive'; sourceName: string; cardNumber: string }
  /** The order's flower equivalent is more than the registry says the patient may still buy today. */
  | { code: 'registry_allotment'; sourceName: string; orderMg: number; availableMg: number }
  /** The store's stock comes from its source and was last confirmed over 15 minutes ago (or never). */
  | { code: 'stock_stale'; storeName: string; minutes: number | 'never'; phone: string };

/** The field a problem belongs beside, or 'form' for the whole order. */
export function problemField(
  problem: OrderProblem,
): 'pickupSlotStart' | 'birthdate' | 'medicalCardNumber' | 'medicalCardExpiresOn' | 'redeemPoints' | 'form' {
  switch (problem.code) {
    case 'rewards':
      return 'redeemPoints';
    case 'slot_unavailable':
    case 'slot_full':
      return 'pickupSlotStart';
    case 'age':
    case 'birthdate':
      return 'birthdate';
    case 'medical_card_expired':
      return 'medicalCardExpiresOn';
    case 'registry_inactive':
      return 'medicalCardNumber';
    default:
      return 'form';
  }
}

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What the shopper reads when an order is refused, with what to do about it. */
export function orderProblemMessage(problem: OrderProblem): string {
  switch (problem.code) {
    case 'empty_cart':
      return 'Your cart is empty. Add something from the menu first.';
    case 'unavailable':
      return `${list(problem.items)} can no longer be ordered. Remove ${problem.items.length === 1 ? 'it' : 'them'} from your cart to continue.`;
    case 'sold_out':
      return `Sold out while you were shopping: ${problem.items
        .map((item) =>
          item.available === 0 ? `${item.name} (none left)` : `${item.name} (only ${item.available} left)`,
        )
        .join('; ')}. Change the quantity to continue.`;
    case 'limit':
      return problem.violation.message;
    case 'slot_unavailable':
      return 'That pickup time is no longer offered. Choose another.';
    case 'slot_full':
      return 'That pickup time just filled up. Choose another.';
    case 'age':
      return problem.minimumAge === 18
        ? 'Medical patients must be 18 or older to order.'
        : 'You must be 21 or older to order adult-use cannabis.';
    case 'medical_card_expired':
      return 'That medical card has expired. Order from the adult-use menu, or renew your card first.';
    case 'rewards':
    case 'birthdate':
      return problem.message;
    case 'key_reused':
      return 'This order was already placed with other details. Reload the checkout to place a new one.';
    case 'ordering_paused':
      return `Online ordering is paused: ${problem.message}`;
    case 'store_closed':
      return problem.storeName
        ? `Our ${problem.storeName} store has closed and takes no more orders. Order from one of our other stores.`
        : 'That store takes no orders. Order from one of our stores.';
    case 'registry_inactive':
      return inactiveCardMessage(problem.sourceName, problem.cardNumber);
    case 'registry_allotment':
      return overAllotmentMessage(problem.sourceName, problem.orderMg, problem.availableMg);
    case 'stock_stale':
      return staleStockMessage(problem.storeName, problem.minutes, problem.phone);
    case 'price_changed': {
      const lines = problem.changes.map(describeChange);
      const what =
        lines.length > 0
          ? `Prices changed since your total was shown: ${lines.join('; ')}.`
          : 'Prices changed since your total was shown.';
      return `${what} The new total is ${formatCents(problem.totalCents)}: check it and place the order again.`;
    }
  }
}

/** "Blue Dream · 3.5 g: $38.90 → $33.07 (Welcome 15% off now applies)". */
function describeChange(change: PriceChange): string {
  const price =
    change.beforeCents === null
      ? formatCents(change.afterCents)
      : `${formatCents(change.beforeCents)} → ${formatCents(change.afterCents)}`;
  const why = [
    ...change.dealsEnded.map((title) => `${title} ended`),
    ...change.dealsStarted.map((title) => `${title} now applies`),
  ];
  return `${change.item}: ${price}${why.length > 0 ? ` (${why.join(', ')})` : ''}`;
}
