/**
 * The Michigan purchase-limit engine (docs: michigan.md, R 420.506), shared by the cart in the
 * browser, checkout and the server's order placement.
 *
 * - Adult-use, per visit: the flower-equivalent total ≤ `adultUseMg` (2.5 oz), and the
 *   concentrate in it (vapes too when they count as concentrate) ≤ `adultUseConcentrateMg` (15 g).
 *   Concentrate counts 1:1 toward the total as well. A visit is what one person picks up at once:
 *   the order, plus their other open orders for the same day's pickup (decision 55).
 * - Medical: this cart plus the patient's earlier orders today ≤ `medicalDailyMg` (2.5 oz), and
 *   plus the earlier orders this month ≤ `medicalMonthlyMg` (10 oz). Michigan sets no concentrate
 *   share for patients.
 *
 * Each unit's flower equivalent is rounded up to the milligram (flower-equivalent.ts), then
 * multiplied by the quantity, so a line of n units counts exactly as n lines of one.
 */
import { assertLimitAmount, concentrateMg, flowerEquivalentMg } from './flower-equivalent.ts';
import { additionMessage, orderMessage } from './limit-messages.ts';
import type {
  AdultVisitHistory,
  LimitContext,
  LimitedItem,
  LimitName,
  LimitUsage,
  LimitViolation,
  MedicalHistory,
} from './purchase-limit-types.ts';

export { concentrateMg, flowerEquivalentMg } from './flower-equivalent.ts';
export { formatLimitAmount } from './limit-amount-format.ts';
export type { PurchaseLimitSettings } from './limit-settings.ts';
export type { AdultVisitHistory, LimitContext, LimitedItem, LimitName, LimitUsage, LimitViolation, MedicalHistory };

/** One limit: its size, what earlier orders used of it, and what one item adds to it. */
interface LimitRule {
  limit: LimitName;
  limitMg: number;
  historyMg: number;
  perItemMg: (item: LimitedItem) => number;
}

export type PurchaseLimitCheck = { ok: boolean; usage: LimitUsage[]; violations: LimitViolation[] };
export type AdditionCheck =
  { ok: true; usage: LimitUsage[] } | { ok: false; violation: LimitViolation; usage: LimitUsage[] };

function assertWholeMg(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole milligrams ≥ 0, got ${value}.`);
}

/** Zero, negative or fractional quantities are bugs in the caller, not shopper errors. */
function assertItem(item: LimitedItem): void {
  if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
    throw new RangeError(
      `A quantity is a whole number ≥ 1, got ${item.quantity}${item.name ? ` for ${item.name}` : ''}.`,
    );
  }
  assertLimitAmount(item.limitAmount);
}

/** The limits that apply to the sale, in the order they are reported. */
function rulesFor(context: LimitContext): LimitRule[] {
  const { settings } = context;
  assertWholeMg(settings.adultUseMg, 'The adult-use limit');
  assertWholeMg(settings.adultUseConcentrateMg, 'The concentrate limit');
  assertWholeMg(settings.medicalDailyMg, 'The medical daily limit');
  assertWholeMg(settings.medicalMonthlyMg, 'The medical monthly limit');
  const vape = settings.vapeLimitCategory;
  const total = (item: LimitedItem) => flowerEquivalentMg(item, vape) * item.quantity;
  if (context.mode === 'adult') {
    const visit: AdultVisitHistory = context.adultVisit ?? { flowerMg: 0, concentrateMg: 0 };
    assertWholeMg(visit.flowerMg, 'The visit’s other orders');
    assertWholeMg(visit.concentrateMg, 'The concentrate of the visit’s other orders');
    return [
      { limit: 'adult_visit', limitMg: settings.adultUseMg, historyMg: visit.flowerMg, perItemMg: total },
      {
        limit: 'adult_concentrate',
        limitMg: settings.adultUseConcentrateMg,
        historyMg: visit.concentrateMg,
        perItemMg: (item) => concentrateMg(item, vape) * item.quantity,
      },
    ];
  }
  const history: MedicalHistory = context.medicalHistory ?? { todayMg: 0, thisMonthMg: 0 };
  assertWholeMg(history.todayMg, 'Medical history today');
  assertWholeMg(history.thisMonthMg, 'Medical history this month');
  return [
    { limit: 'medical_daily', limitMg: settings.medicalDailyMg, historyMg: history.todayMg, perItemMg: total },
    { limit: 'medical_monthly', limitMg: settings.medicalMonthlyMg, historyMg: history.thisMonthMg, perItemMg: total },
  ];
}

function sumMg(items: readonly LimitedItem[], rule: LimitRule): number {
  return items.reduce((sum, item) => sum + rule.perItemMg(item), 0);
}

function usageOf(rule: LimitRule, usedMg: number): LimitUsage {
  return { limit: rule.limit, limitMg: rule.limitMg, usedMg, remainingMg: Math.max(0, rule.limitMg - usedMg) };
}

/**
 * Checks a whole order (the cart at checkout, or the order being placed) against every limit of
 * the sale. `ok` is true exactly when `violations` is empty; `usage` lists every limit, counting
 * the person's earlier orders (a patient's day and month, an adult's visit).
 */
export function checkPurchaseLimits(items: readonly LimitedItem[], context: LimitContext): PurchaseLimitCheck {
  items.forEach(assertItem);
  const usage: LimitUsage[] = [];
  const violations: LimitViolation[] = [];
  for (const rule of rulesFor(context)) {
    const requestedMg = sumMg(items, rule);
    const usedMg = rule.historyMg + requestedMg;
    usage.push(usageOf(rule, usedMg));
    if (usedMg > rule.limitMg) {
      violations.push({
        limit: rule.limit,
        limitMg: rule.limitMg,
        alreadyUsedMg: rule.historyMg,
        requestedMg,
        remainingMg: Math.max(0, rule.limitMg - rule.historyMg),
        message: orderMessage(rule.limit, rule.limitMg, rule.historyMg, requestedMg),
      });
    }
  }
  return { ok: violations.length === 0, usage, violations };
}

/**
 * Whether `adding` (the units about to go into the cart) fits beside `cart`. It is refused only by
 * a limit it adds to, so merch always fits, even beside a cart already over a limit. When several
 * limits refuse it, the one with the least room left is reported (the first listed on a tie).
 * `usage` is the cart with the addition when it fits, and the cart as it stays when it does not.
 */
export function checkAddition(cart: readonly LimitedItem[], adding: LimitedItem, context: LimitContext): AdditionCheck {
  cart.forEach(assertItem);
  assertItem(adding);
  const before: LimitUsage[] = [];
  const after: LimitUsage[] = [];
  let refusal: LimitViolation | null = null;
  for (const rule of rulesFor(context)) {
    const alreadyUsedMg = rule.historyMg + sumMg(cart, rule);
    const requestedMg = rule.perItemMg(adding);
    before.push(usageOf(rule, alreadyUsedMg));
    after.push(usageOf(rule, alreadyUsedMg + requestedMg));
    const remainingMg = Math.max(0, rule.limitMg - alreadyUsedMg);
    if (
      requestedMg > 0 &&
      alreadyUsedMg + requestedMg > rule.limitMg &&
      (!refusal || remainingMg < refusal.remainingMg)
    ) {
      const message = additionMessage(rule.limit, rule.limitMg, remainingMg);
      refusal = { limit: rule.limit, limitMg: rule.limitMg, alreadyUsedMg, requestedMg, remainingMg, message };
    }
  }
  return refusal ? { ok: false, violation: refusal, usage: before } : { ok: true, usage: after };
}
