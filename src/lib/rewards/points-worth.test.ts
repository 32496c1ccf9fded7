import { describe, expect, it } from 'vitest';
import { pointsWorth } from './points-worth.ts';

const TIERS = [
  { points: 250, discountCents: 1500 },
  { points: 100, discountCents: 500 },
  { points: 500, discountCents: 3500 },
];

describe('pointsWorth', () => {
  it('names the largest reward a balance covers and the next one to reach', () => {
    expect(pointsWorth(250, TIERS)).toEqual({
      now: { points: 250, discountCents: 1500 },
      next: { points: 500, discountCents: 3500, pointsToGo: 250 },
    });
    expect(pointsWorth(260, TIERS).next?.pointsToGo).toBe(240);
  });

  it('has nothing to spend below the first reward, and nothing to reach past the last', () => {
    expect(pointsWorth(40, TIERS)).toEqual({ now: null, next: { points: 100, discountCents: 500, pointsToGo: 60 } });
    expect(pointsWorth(900, TIERS)).toEqual({ now: { points: 500, discountCents: 3500 }, next: null });
    expect(pointsWorth(0, [])).toEqual({ now: null, next: null });
  });

  it('counts the points to go from a balance the store adjusted below zero', () => {
    expect(pointsWorth(-20, TIERS)).toEqual({ now: null, next: { points: 100, discountCents: 500, pointsToGo: 120 } });
  });
});
