/**
 * What the limit meter shows (cart drawer and product page): how much of each Michigan limit the
 * cart uses. Adult-use: the 2.5 oz per visit and its 15 g concentrate share. Medical: the daily
 * limit, counting this cart only — the browser does not know the patient's earlier orders, which
 * checkout adds (and the monthly limit is never the tighter one for a single cart).
 */
import { gramsText, isOunceOrMore, ouncesText } from '../limits/limit-amount-format.ts';
import {
  checkPurchaseLimits,
  formatLimitAmount,
  type LimitName,
  type PurchaseLimitSettings,
} from '../limits/purchase-limits.ts';
import type { CartLine, CartMode } from './cart-line.ts';

export interface LimitMeterReading {
  limit: LimitName;
  usedMg: number;
  limitMg: number;
  /** "0.9 oz (24.5 g) of 2.5 oz · 1.6 oz left" */
  text: string;
}

/** The limits the meter shows for a menu, in the order it shows them. */
export function meterLimits(mode: CartMode): LimitName[] {
  return mode === 'adult' ? ['adult_visit', 'adult_concentrate'] : ['medical_daily'];
}

/** An amount to a tenth, rounded `down` for room left (never promising room that is not there). */
function amountText(mg: number, rounding: 'nearest' | 'down', gramsOnly: boolean): string {
  if (gramsOnly || !isOunceOrMore(mg)) return `${gramsText(mg, rounding)} g`;
  return `${ouncesText(mg, rounding)} oz`;
}

function readingText(limit: LimitName, usedMg: number, limitMg: number): string {
  const gramsOnly = limit === 'adult_concentrate';
  const size = gramsOnly ? `${gramsText(limitMg, 'nearest')} g` : formatLimitAmount(limitMg);
  if (usedMg === 0) return `Nothing in your cart counts toward the ${size} yet.`;
  const used = amountText(usedMg, 'nearest', gramsOnly);
  if (usedMg > limitMg)
    return `${used} of ${size}: over the limit by ${amountText(usedMg - limitMg, 'nearest', gramsOnly)}.`;
  return `${used} of ${size} used · ${amountText(limitMg - usedMg, 'down', gramsOnly)} left.`;
}

/** The meter's readings for the cart on `mode`'s menu under the store's limits. */
export function cartLimitReadings(
  cart: readonly CartLine[],
  mode: CartMode,
  settings: PurchaseLimitSettings,
): LimitMeterReading[] {
  const shown = meterLimits(mode);
  const { usage } = checkPurchaseLimits(
    cart.map((line) => ({ limitCategory: line.limitCategory, limitAmount: line.limitAmount, quantity: line.quantity })),
    { mode, settings },
  );
  return usage
    .filter((use) => shown.includes(use.limit))
    .map((use) => ({
      limit: use.limit,
      usedMg: use.usedMg,
      limitMg: use.limitMg,
      text: readingText(use.limit, use.usedMg, use.limitMg),
    }));
}
