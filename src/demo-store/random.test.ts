import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, mulberry32, slugify } from './random.ts';

describe('seeded random source', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('gives different streams for different labels', () => {
    expect(hashSeed('flower')).not.toBe(hashSeed('vapes'));
    expect(createRandom('flower').next()).not.toBe(createRandom('vapes').next());
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const random = createRandom(7);
    const values = Array.from({ length: 500 }, () => random.int(3, 6));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(6);
  });

  it('samples distinct items', () => {
    const sample = createRandom(1).sample([1, 2, 3, 4, 5, 6, 7, 8], 5);
    expect(new Set(sample).size).toBe(5);
  });
});

describe('slugify', () => {
  it('makes lower-case kebab-case slugs', () => {
    expect(slugify("Charlotte's Web")).toBe('charlottes-web');
    expect(slugify('Straits & Co. Gorilla Glue #4')).toBe('straits-co-gorilla-glue-4');
    expect(slugify('Café Crème 1:1')).toBe('cafe-creme-1-1');
  });
});
