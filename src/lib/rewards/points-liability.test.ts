import { describe, expect, it } from 'vitest';
import { liabilityCents, pointValue } from './points-liability.ts';

const TIERS = [
  { points: 250, discountCents: 1500 },
  { points: 100, discountCents: 500 },
  { points: 500, discountCents: 3500 },
];

describe('points liability', () => {
  it('values points at the smallest reward, whatever order the tiers are stored in', () => {
    const value = pointValue(TIERS);
    expect(value.tier).toEqual({ points: 100, discountCents: 500 });
    expect(value.bestCentsPerPoint).toBe(7);
    expect(liabilityCents(1234, value)).toBe(6170);
  });

  it('rounds to the nearest cent when a point is worth a fraction of one', () => {
    const value = pointValue([{ points: 300, discountCents: 1000 }]);
    expect(liabilityCents(100, value)).toBe(333);
    expect(liabilityCents(200, value)).toBe(667);
  });

  it('owes nothing when no reward is offered', () => {
    const value = pointValue([]);
    expect(value).toEqual({ tier: null, bestCentsPerPoint: 0 });
    expect(liabilityCents(5000, value)).toBe(0);
  });
});
