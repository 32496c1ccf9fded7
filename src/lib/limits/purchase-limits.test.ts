import { describe, expect, it } from 'vitest';
import { checkAddition, checkPurchaseLimits, type LimitContext, type LimitedItem } from './purchase-limits.ts';

const settings = {
  adultUseMg: 70_870,
  adultUseConcentrateMg: 15_000,
  medicalDailyMg: 70_870,
  medicalMonthlyMg: 283_495,
  vapeLimitCategory: 'concentrate' as const,
};
const adult: LimitContext = { mode: 'adult', settings };
const gaseousVapes: LimitContext = { mode: 'adult', settings: { ...settings, vapeLimitCategory: 'gaseous' } };

const flower = (limitAmount: number, quantity = 1): LimitedItem => ({ limitCategory: 'flower', limitAmount, quantity });
const concentrate = (limitAmount: number, quantity = 1): LimitedItem => ({
  limitCategory: 'concentrate',
  limitAmount,
  quantity,
});
const vape = (quantity: number): LimitedItem => ({ limitCategory: 'vape', limitAmount: 1_000, quantity });
const tee = (quantity: number): LimitedItem => ({ limitCategory: 'none', limitAmount: 0, quantity, name: 'Tee' });

describe('checkPurchaseLimits, adult-use', () => {
  it('allows flower up to exactly 2.5 oz (70 870 mg) and reports the usage of both limits', () => {
    expect(checkPurchaseLimits([flower(3_500, 20), flower(870)], adult)).toEqual({
      ok: true,
      usage: [
        { limit: 'adult_visit', limitMg: 70_870, usedMg: 70_870, remainingMg: 0 },
        { limit: 'adult_concentrate', limitMg: 15_000, usedMg: 0, remainingMg: 15_000 },
      ],
      violations: [],
    });
  });

  it('refuses one milligram over 2.5 oz, saying by how much', () => {
    const result = checkPurchaseLimits([flower(3_500, 20), flower(871)], adult);
    expect(result.ok).toBe(false);
    expect(result.violations).toEqual([
      {
        limit: 'adult_visit',
        limitMg: 70_870,
        alreadyUsedMg: 0,
        requestedMg: 70_871,
        remainingMg: 70_870,
        message: 'This order passes the adult-use limit of 2.5 oz per visit by 0.1 g.',
      },
    ]);
  });

  it('holds concentrate to 15 g even with flower room left, and counts it toward 2.5 oz too', () => {
    const atLimit = checkPurchaseLimits([concentrate(1_000, 15), flower(3_500)], adult);
    expect(atLimit.ok).toBe(true);
    expect(atLimit.usage[0]?.usedMg).toBe(18_500);
    const over = checkPurchaseLimits([concentrate(500, 31), flower(3_500)], adult);
    expect(over.violations.map((violation) => [violation.limit, violation.message])).toEqual([
      ['adult_concentrate', 'This order passes the 15 g concentrate limit by 0.5 g.'],
    ]);
  });

  it('counts vape cartridges as concentrate when the store says so', () => {
    expect(checkPurchaseLimits([vape(15)], adult).ok).toBe(true);
    expect(checkPurchaseLimits([vape(16)], adult).violations.map((violation) => violation.limit)).toEqual([
      'adult_concentrate',
    ]);
  });

  it('counts vape cartridges as gaseous (1 g → 4 050 mg) otherwise, outside the concentrate limit', () => {
    // 17 × 4 050 = 68 850 mg ≤ 70 870; 18 × 4 050 = 72 900 mg > 70 870.
    const seventeen = checkPurchaseLimits([vape(17)], gaseousVapes);
    expect(seventeen.ok).toBe(true);
    expect(seventeen.usage.map((usage) => usage.usedMg)).toEqual([68_850, 0]);
    const eighteen = checkPurchaseLimits([vape(18)], gaseousVapes);
    expect(eighteen.violations.map((violation) => violation.message)).toEqual([
      'This order passes the adult-use limit of 2.5 oz per visit by 0.1 oz (2.1 g).',
    ]);
  });

  it('counts infused solids and liquids by their equivalents: 22 × 50 g gummies = 22 × 3 125 = 68 750 mg', () => {
    const gummies: LimitedItem = { limitCategory: 'infused_solid', limitAmount: 50_000, quantity: 22 };
    // A 100 mL drink is 2 663 mg: 68 750 + 2 663 = 71 413 mg, over 70 870.
    const drink: LimitedItem = { limitCategory: 'infused_liquid', limitAmount: 100_000, quantity: 1 };
    expect(checkPurchaseLimits([gummies], adult).usage[0]?.usedMg).toBe(68_750);
    expect(checkPurchaseLimits([gummies, drink], adult).usage[0]?.usedMg).toBe(71_413);
    expect(checkPurchaseLimits([gummies, drink], adult).ok).toBe(false);
  });

  it('counts the other orders of the visit, and says they are handed over with this one', () => {
    // 1.5 oz of other orders for the same day's pickup, 3 g of concentrate among them.
    const visit: LimitContext = { ...adult, adultVisit: { flowerMg: 42_524, concentrateMg: 3_000 } };
    expect(checkPurchaseLimits([flower(3_500, 8)], visit).ok).toBe(true);
    const over = checkPurchaseLimits([flower(3_500, 9)], visit);
    expect(over.violations.map((violation) => [violation.alreadyUsedMg, violation.message])).toEqual([
      [
        42_524,
        'This order passes the adult-use limit of 2.5 oz per visit by 0.1 oz (3.2 g): your other orders for ' +
          'pickup that day are handed over in the same visit, leaving room for 1 oz (28.3 g).',
      ],
    ]);
    const concentrateOver = checkPurchaseLimits([concentrate(1_000, 13)], visit);
    expect(concentrateOver.violations.map((violation) => violation.message)).toEqual([
      'This order passes the 15 g concentrate limit by 1 g: your other orders for pickup that day are handed ' +
        'over in the same visit, leaving room for 12 g.',
    ]);
    const full: LimitContext = { ...adult, adultVisit: { flowerMg: 70_870, concentrateMg: 0 } };
    expect(checkPurchaseLimits([flower(1_000)], full).violations[0]?.message).toMatch(/leaving no room\.$/);
    expect(checkPurchaseLimits([tee(1)], full).ok).toBe(true);
  });

  it('never limits merch, however many', () => {
    expect(checkPurchaseLimits([tee(1_000)], adult)).toMatchObject({ ok: true, violations: [] });
    expect(checkPurchaseLimits([], adult).ok).toBe(true);
  });

  it('treats zero, negative and fractional quantities as programming errors', () => {
    expect(() => checkPurchaseLimits([flower(3_500, 0)], adult)).toThrow(RangeError);
    expect(() => checkPurchaseLimits([flower(3_500, -1)], adult)).toThrow(RangeError);
    expect(() => checkPurchaseLimits([flower(3_500, 1.5)], adult)).toThrow(RangeError);
    expect(() => checkAddition([], tee(0), adult)).toThrow(RangeError);
  });
});

describe('checkPurchaseLimits, medical', () => {
  const patient = (todayMg: number, thisMonthMg: number): LimitContext => ({
    mode: 'medical',
    settings,
    medicalHistory: { todayMg, thisMonthMg },
  });

  it('counts earlier orders today toward 2.5 oz a day', () => {
    expect(checkPurchaseLimits([flower(10_870)], patient(60_000, 60_000)).ok).toBe(true);
    const over = checkPurchaseLimits([flower(10_871)], patient(60_000, 60_000));
    expect(over.violations).toEqual([
      {
        limit: 'medical_daily',
        limitMg: 70_870,
        alreadyUsedMg: 60_000,
        requestedMg: 10_871,
        remainingMg: 10_870,
        message: 'This order passes your medical limit of 2.5 oz a day by 0.1 g: 0.4 oz (10.8 g) left today.',
      },
    ]);
  });

  it('counts earlier orders this month toward 10 oz a month', () => {
    const result = checkPurchaseLimits([flower(28_000)], patient(0, 260_000));
    expect(result.usage).toEqual([
      { limit: 'medical_daily', limitMg: 70_870, usedMg: 28_000, remainingMg: 42_870 },
      { limit: 'medical_monthly', limitMg: 283_495, usedMg: 288_000, remainingMg: 0 },
    ]);
    // Over by 4 505 mg (0.16 oz, 4.505 g rounded up); 23 495 mg left (0.83 oz, 23.495 g rounded down).
    expect(result.violations.map((violation) => violation.message)).toEqual([
      'This order passes your medical limit of 10 oz a month by 0.2 oz (4.6 g): 0.8 oz (23.4 g) left this month.',
    ]);
  });

  it('has no concentrate share for patients', () => {
    expect(checkPurchaseLimits([concentrate(1_000, 20)], patient(0, 0)).ok).toBe(true);
  });

  it('reads a missing history as none, and refuses a negative one', () => {
    expect(checkPurchaseLimits([flower(70_870)], { mode: 'medical', settings }).ok).toBe(true);
    expect(() => checkPurchaseLimits([], patient(-1, 0))).toThrow(RangeError);
  });
});

describe('checkAddition', () => {
  it('says how much flower room is left, in ounces and grams (rounded down)', () => {
    // 17 × 3 500 = 59 500 mg in the cart; 70 870 − 59 500 = 11 370 mg = 0.401 oz left.
    const result = checkAddition([flower(3_500, 17)], flower(28_350), adult);
    expect(result).toEqual({
      ok: false,
      violation: {
        limit: 'adult_visit',
        limitMg: 70_870,
        alreadyUsedMg: 59_500,
        requestedMg: 28_350,
        remainingMg: 11_370,
        message: 'That would pass the adult-use limit of 2.5 oz per visit: 0.4 oz (11.3 g) left.',
      },
      usage: [
        { limit: 'adult_visit', limitMg: 70_870, usedMg: 59_500, remainingMg: 11_370 },
        { limit: 'adult_concentrate', limitMg: 15_000, usedMg: 0, remainingMg: 15_000 },
      ],
    });
  });

  it('never rounds the room left up: 870 mg left reads 0.8 g', () => {
    const result = checkAddition([flower(3_500, 20)], flower(3_500), adult);
    expect(result.ok === false && result.violation.message).toBe(
      'That would pass the adult-use limit of 2.5 oz per visit: 0.8 g left.',
    );
  });

  it('names the concentrate limit when that is what stops the addition', () => {
    const result = checkAddition([concentrate(500, 23), flower(3_500, 2)], concentrate(1_000, 4), adult);
    expect(result.ok === false && result.violation).toMatchObject({
      limit: 'adult_concentrate',
      alreadyUsedMg: 11_500,
      requestedMg: 4_000,
      remainingMg: 3_500,
      message: 'That would pass the 15 g concentrate limit: 3.5 g left.',
    });
  });

  it('reports the limit with the least room when several refuse', () => {
    // 56 000 flower + 14 000 concentrate: 870 mg left of 2.5 oz, 1 000 mg of the 15 g.
    const result = checkAddition([flower(3_500, 16), concentrate(1_000, 14)], concentrate(1_000, 2), adult);
    expect(result.ok === false && [result.violation.limit, result.violation.remainingMg]).toEqual(['adult_visit', 870]);
  });

  it('returns the usage with the addition when it fits', () => {
    expect(checkAddition([flower(3_500)], concentrate(1_000), adult)).toEqual({
      ok: true,
      usage: [
        { limit: 'adult_visit', limitMg: 70_870, usedMg: 4_500, remainingMg: 66_370 },
        { limit: 'adult_concentrate', limitMg: 15_000, usedMg: 1_000, remainingMg: 14_000 },
      ],
    });
  });

  it('tells a patient the room left today and this month', () => {
    const patient: LimitContext = {
      mode: 'medical',
      settings,
      medicalHistory: { todayMg: 70_870, thisMonthMg: 70_870 },
    };
    const full = checkAddition([], flower(1), patient);
    expect(full.ok === false && full.violation.message).toBe(
      'That would pass your medical limit of 2.5 oz a day: nothing left today.',
    );
    const month: LimitContext = { mode: 'medical', settings, medicalHistory: { todayMg: 0, thisMonthMg: 255_145 } };
    // 283 495 − 255 145 = 28 350 mg left this month: 1 oz.
    const ounce = checkAddition([], flower(28_351), month);
    expect(ounce.ok === false && ounce.violation.message).toBe(
      'That would pass your medical limit of 10 oz a month: 1 oz (28.3 g) left this month.',
    );
    // With 8 × 3 500 mg in the cart, 350 mg is left: too little to read in ounces.
    const crumbs = checkAddition([flower(3_500, 8)], flower(3_500), month);
    expect(crumbs.ok === false && crumbs.violation.message).toBe(
      'That would pass your medical limit of 10 oz a month: 0.3 g left this month.',
    );
  });

  it('always lets merch in, even beside a cart over a limit', () => {
    expect(checkAddition([flower(80_000)], tee(3), adult).ok).toBe(true);
    expect(checkAddition([flower(80_000)], flower(1), adult).ok).toBe(false);
  });
});
