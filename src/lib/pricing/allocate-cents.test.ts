import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateCents } from './allocate-cents.ts';

describe('allocateCents', () => {
  it('splits in proportion and gives the odd cents to the largest remainders', () => {
    // 3 000 × (4 000, 3 500, 3 500, 2 000) / 13 000 = 923.08, 807.69, 807.69, 461.54.
    expect(allocateCents(3_000, [4_000, 3_500, 3_500, 2_000])).toEqual([923, 808, 808, 461]);
  });

  it('breaks a tie between equal remainders by position', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(2, [5, 5, 5])).toEqual([1, 1, 0]);
  });

  it('gives nothing to a zero weight, and allocates nothing over nothing', () => {
    expect(allocateCents(10, [0, 3, 0])).toEqual([0, 10, 0]);
    expect(allocateCents(0, [0, 0])).toEqual([0, 0]);
    expect(allocateCents(0, [])).toEqual([]);
  });

  it('refuses what cannot be split into whole cents', () => {
    expect(() => allocateCents(5, [0, 0])).toThrow(RangeError);
    expect(() => allocateCents(-1, [1])).toThrow(RangeError);
    expect(() => allocateCents(1.5, [1])).toThrow(RangeError);
    expect(() => allocateCents(1, [-1, 2])).toThrow(RangeError);
  });

  it('always sums to the total, and never gives a weight more than itself when the total fits', () => {
    const weights = fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 12 }).filter((list) => list.some(Boolean));
    fc.assert(
      fc.property(
        weights.chain((list) => fc.tuple(fc.constant(list), fc.nat(list.reduce((sum, weight) => sum + weight, 0)))),
        ([list, total]) => {
          const shares = allocateCents(total, list);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
          shares.forEach((share, position) => {
            expect(Number.isSafeInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(list[position]!);
          });
        },
      ),
    );
  });
});
