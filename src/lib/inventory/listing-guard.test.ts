import { describe, expect, it } from 'vitest';
import { sizeUnits, UNLISTED_REASONS, unlistedReason, type GuardedPackage } from './listing-guard.ts';

const TODAY = '2026-12-08';
const LISTABLE: GuardedPackage = {
  category: 'Buds',
  unitOfMeasure: 'Each',
  unitWeightGrams: 3.5,
  quantity: 12,
  labState: 'TestPassed',
  onHold: false,
  expiresOn: '2027-01-31',
  variantId: '00000000-0000-4000-8000-000000000001',
  weightConfirmed: false,
  gone: false,
};

describe('the listing guard', () => {
  it('lists a mapped, tested, unexpired package holding units', () => {
    expect(unlistedReason(LISTABLE, TODAY)).toBeNull();
    expect(unlistedReason({ ...LISTABLE, labState: 'RetestPassed', expiresOn: TODAY }, TODAY)).toBeNull();
    expect(unlistedReason({ ...LISTABLE, expiresOn: null }, TODAY)).toBeNull();
  });

  it('gives each reason, the first that applies', () => {
    expect(unlistedReason({ ...LISTABLE, gone: true, onHold: true }, TODAY)).toBe('gone');
    expect(unlistedReason({ ...LISTABLE, onHold: true }, TODAY)).toBe('on-hold');
    expect(unlistedReason({ ...LISTABLE, labState: 'TestFailed' }, TODAY)).toBe('lab-failed');
    expect(unlistedReason({ ...LISTABLE, labState: 'RetestFailed' }, TODAY)).toBe('lab-failed');
    for (const state of ['NotSubmitted', 'SubmittedForTesting', 'TestingInProgress', '']) {
      expect(unlistedReason({ ...LISTABLE, labState: state }, TODAY)).toBe('lab-untested');
    }
    expect(unlistedReason({ ...LISTABLE, expiresOn: '2026-12-07' }, TODAY)).toBe('expired');
    expect(unlistedReason({ ...LISTABLE, variantId: null }, TODAY)).toBe('not-mapped');
    expect(unlistedReason({ ...LISTABLE, quantity: 0 }, TODAY)).toBe('no-stock');
  });

  it('holds a unit weight outside its category until staff confirm it', () => {
    const preRoll = { ...LISTABLE, category: 'Pre-Roll Flower', unitWeightGrams: 2.5 };
    expect(unlistedReason(preRoll, TODAY)).toBe('weight-unconfirmed');
    expect(unlistedReason({ ...preRoll, unitWeightGrams: 2 }, TODAY)).toBeNull();
    expect(unlistedReason({ ...preRoll, weightConfirmed: true }, TODAY)).toBeNull();
    expect(unlistedReason({ ...LISTABLE, unitWeightGrams: 28.4 }, TODAY)).toBe('weight-unconfirmed');
    expect(unlistedReason({ ...LISTABLE, category: 'Infused Edible', unitWeightGrams: 150 }, TODAY)).toBe(
      'weight-unconfirmed',
    );
    expect(unlistedReason({ ...LISTABLE, category: 'Accessories', unitWeightGrams: 500 }, TODAY)).toBeNull();
    expect(unlistedReason({ ...LISTABLE, unitOfMeasure: 'Grams', unitWeightGrams: 500 }, TODAY)).toBeNull();
  });

  it('has one sentence for every reason', () => {
    for (const sentence of Object.values(UNLISTED_REASONS)) expect(sentence).toMatch(/^[A-Z].+\.$/);
  });

  it('counts the units of a size a package holds', () => {
    expect(sizeUnits(12.9, 'Each', null)).toBe(12);
    expect(sizeUnits(28, 'Grams', 3_500)).toBe(8);
    expect(sizeUnits(1, 'Ounces', 3_500)).toBe(8);
    expect(sizeUnits(3_499, 'Milligrams', 3_500)).toBe(0);
    expect(sizeUnits(28, 'Grams', null)).toBe(0);
    expect(sizeUnits(-2, 'Each', null)).toBe(0);
  });
});
