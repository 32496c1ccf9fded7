/**
 * What the limit meter shows (cart drawer and product page): how much of each Michigan limit the
 * cart uses. Adult-use: the 2.5 oz per visit and its 15 g concentrate share. Medical: the daily
 * limit, counting this cart only — the browser does not know the patient's earlier orders, which
 * checkout adds (and the monthly limit is never the tighter one for a single cart).
 *
 * Each reading speaks its limit's own unit, as Michigan's rule does: ounces for the flower limits
 * ("2.5 oz", to a hundredth, so an eighth shows as 0.12 oz rather than nothing), grams for the
 * concentrate share ("15 g"), in the words and in the meter's accessible value alike.
 */
import { gramsText, ouncesText, type AmountRounding } from '../limits/limit-amount-format.ts';
import { checkPurchaseLimits, type LimitName, type PurchaseLimitSettings } from '../limits/purchase-limits.ts';
import type { CartLine, CartMode } from './cart-line.ts';

export interface LimitMeterReading {
  limit: LimitName;
  usedMg: number;
  limitMg: number;
  /** "0.12 oz of 2.5 oz used · 2.37 oz left." */
  text: string;
}

/** The limits the meter shows for a menu, in the order it shows them. */
export function meterLimits(mode: CartMode): LimitName[] {
  return mode === 'adult' ? ['adult_visit', 'adult_concentrate'] : ['medical_daily'];
}

/**
 * An amount in `limit`'s unit: grams to a tenth for the concentrate share, ounces to a hundredth
 * otherwise; room left is rounded `down`, never promising room that is not there.
 */
export function limitAmountText(limit: LimitName, mg: number, rounding: AmountRounding = 'nearest'): string {
  return limit === 'adult_concentrate' ? `${gramsText(mg, rounding)} g` : `${ouncesText(mg, rounding, 2)} oz`;
}

function readingText(limit: LimitName, usedMg: number, limitMg: number): string {
  const size = limitAmountText(limit, limitMg);
  if (usedMg === 0) return `Nothing in your cart counts toward the ${size} yet.`;
  const used = limitAmountText(limit, usedMg);
  if (usedMg > limitMg) return `${used} of ${size}: over the limit by ${limitAmountText(limit, usedMg - limitMg)}.`;
  return `${used} of ${size} used · ${limitAmountText(limit, limitMg - usedMg, 'down')} left.`;
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
