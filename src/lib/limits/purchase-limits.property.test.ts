import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAddition, checkPurchaseLimits, type LimitContext, type LimitedItem } from './purchase-limits.ts';
import { LIMIT_CATEGORIES } from '../vocabulary/catalog.ts';

const item: fc.Arbitrary<LimitedItem> = fc
  .record({
    limitCategory: fc.constantFrom(...LIMIT_CATEGORIES),
    limitAmount: fc.integer({ min: 1, max: 60_000 }),
    quantity: fc.integer({ min: 1, max: 12 }),
  })
  .map((drawn) => (drawn.limitCategory === 'none' ? { ...drawn, limitAmount: 0 } : drawn));

const context: fc.Arbitrary<LimitContext> = fc.record({
  mode: fc.constantFrom('adult' as const, 'medical' as const),
  settings: fc.record({
    adultUseMg: fc.integer({ min: 1, max: 100_000 }),
    adultUseConcentrateMg: fc.integer({ min: 1, max: 20_000 }),
    medicalDailyMg: fc.integer({ min: 1, max: 100_000 }),
    medicalMonthlyMg: fc.integer({ min: 1, max: 400_000 }),
    vapeLimitCategory: fc.constantFrom('concentrate' as const, 'gaseous' as const),
  }),
  medicalHistory: fc.record({ todayMg: fc.nat(80_000), thisMonthMg: fc.nat(300_000) }),
});

const cart = fc.array(item, { maxLength: 8 });

describe('purchase limits, for any cart', () => {
  it('never lowers any usage when an item is added', () => {
    fc.assert(
      fc.property(cart, item, context, (items, extra, sale) => {
        const before = checkPurchaseLimits(items, sale).usage;
        const after = checkPurchaseLimits([...items, extra], sale).usage;
        after.forEach((usage, index) => {
          expect(usage.usedMg).toBeGreaterThanOrEqual(before[index]!.usedMg);
          expect(usage.remainingMg).toBeLessThanOrEqual(before[index]!.remainingMg);
        });
      }),
    );
  });

  it('is ok exactly when there is no violation, and a violation exactly when a usage passes its limit', () => {
    fc.assert(
      fc.property(cart, context, (items, sale) => {
        const result = checkPurchaseLimits(items, sale);
        expect(result.ok).toBe(result.violations.length === 0);
        const over = result.usage.filter((usage) => usage.usedMg > usage.limitMg).map((usage) => usage.limit);
        expect(result.violations.map((violation) => violation.limit)).toEqual(over);
        for (const violation of result.violations) {
          expect(violation.alreadyUsedMg + violation.requestedMg).toBeGreaterThan(violation.limitMg);
          expect(violation.message).toMatch(/^This order passes .+ by .+\.$/);
        }
      }),
    );
  });

  it('does not depend on the order of the items', () => {
    const cartAndShuffle = cart.chain((items) =>
      fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length })),
    );
    fc.assert(
      fc.property(cartAndShuffle, context, ([items, shuffled], sale) => {
        expect(checkPurchaseLimits(shuffled, sale)).toEqual(checkPurchaseLimits(items, sale));
      }),
    );
  });

  it('counts a line of n units as n lines of one', () => {
    fc.assert(
      fc.property(cart, context, (items, sale) => {
        const split = items.flatMap((line) => Array.from({ length: line.quantity }, () => ({ ...line, quantity: 1 })));
        expect(checkPurchaseLimits(split, sale)).toEqual(checkPurchaseLimits(items, sale));
      }),
    );
  });

  it('refuses an addition only when it makes a limit fail that it adds to, and agrees with the whole-cart check', () => {
    fc.assert(
      fc.property(cart, item, context, (items, extra, sale) => {
        const cartOk = checkPurchaseLimits(items, sale).ok;
        const withExtra = checkPurchaseLimits([...items, extra], sale);
        const addition = checkAddition(items, extra, sale);
        if (addition.ok) {
          expect(addition.usage).toEqual(withExtra.usage);
          if (cartOk) expect(withExtra.ok).toBe(true);
        } else {
          expect(withExtra.ok).toBe(false);
          expect(addition.violation.requestedMg).toBeGreaterThan(0);
          expect(addition.usage).toEqual(checkPurchaseLimits(items, sale).usage);
          expect(addition.violation.message).toMatch(/^That would pass .+: .+ left( today| this month)?\.$/);
        }
      }),
    );
  });
});
