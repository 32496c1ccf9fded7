import { describe, expect, it } from 'vitest';
import { potencyOf, toNumber } from './potency.ts';

const none = { thcPercent: null, cbdPercent: null, thcMg: null, cbdMg: null };

describe('potencyOf', () => {
  it('prints percent potency without trailing zeros', () => {
    expect(potencyOf('percent', { ...none, thcPercent: 24.1, cbdPercent: 0.1 }, null)).toMatchObject({
      thc: 24.1,
      cbd: 0.1,
      label: 'THC 24.1% · CBD 0.1%',
      servingLabel: null,
    });
    expect(potencyOf('percent', { ...none, thcPercent: 20, cbdPercent: 0 }, null)?.label).toBe('THC 20% · CBD 0%');
  });

  it('leaves out a cannabinoid the lab did not report', () => {
    expect(potencyOf('percent', { ...none, thcPercent: 81.45 }, null)?.label).toBe('THC 81.45%');
    expect(potencyOf('mg', { ...none, cbdMg: 500 }, null)?.label).toBe('CBD 500 mg');
  });

  it('prints milligrams per package and per serving for infused goods', () => {
    const gummies = potencyOf('mg', { ...none, thcMg: 100, cbdMg: 50, thcPercent: 0.5 }, 10);
    expect(gummies).toMatchObject({
      unit: 'mg',
      thc: 100,
      thcPerServing: 10,
      cbdPerServing: 5,
      label: 'THC 100 mg · CBD 50 mg',
      servingLabel: '10 mg THC and 5 mg CBD per serving · 10 servings',
    });
  });

  it('rounds per-serving amounts to two decimals and handles a single serving', () => {
    expect(potencyOf('mg', { ...none, thcMg: 100 }, 3)?.servingLabel).toBe('33.33 mg THC per serving · 3 servings');
    expect(potencyOf('mg', { ...none, thcMg: 10 }, 1)?.servingLabel).toBe('10 mg THC per serving · 1 serving');
  });

  it('leaves a zero cannabinoid out of the per-serving line but not out of the package label', () => {
    const potency = potencyOf('mg', { ...none, thcMg: 95.6, cbdMg: 0 }, 10);
    expect(potency?.label).toBe('THC 95.6 mg · CBD 0 mg');
    expect(potency?.servingLabel).toBe('9.56 mg THC per serving · 10 servings');
  });

  it('has no per-serving line without servings or for percent products', () => {
    expect(potencyOf('mg', { ...none, thcMg: 100 }, null)?.servingLabel).toBeNull();
    expect(potencyOf('percent', { ...none, thcPercent: 20 }, 10)?.servingLabel).toBeNull();
  });

  it('is null when the batch reports nothing in the product unit', () => {
    expect(potencyOf('percent', { ...none, thcMg: 100 }, null)).toBeNull();
    expect(potencyOf('mg', none, 10)).toBeNull();
  });
});

describe('toNumber', () => {
  it('reads Postgres numeric strings', () => {
    expect(toNumber('24.10')).toBe(24.1);
    expect(toNumber(3)).toBe(3);
    expect(toNumber(null)).toBeNull();
    expect(toNumber(undefined)).toBeNull();
    expect(toNumber('not a number')).toBeNull();
  });
});
