import { describe, expect, it } from 'vitest';
import { Popularity } from './popularity.ts';

describe('Popularity', () => {
  it('counts each key apart: never less than its requests, and exactly them while keys are few', () => {
    const popularity = new Popularity(1_024);
    const requests = new Map<string, number>();
    for (let index = 0; index < 200; index += 1) {
      const key = `/category/flower?sort=price-asc&page=${index % 50}`;
      popularity.record(key);
      requests.set(key, (requests.get(key) ?? 0) + 1);
    }
    for (const [key, count] of requests) expect(popularity.estimate(key)).toBe(count);
    expect(popularity.estimate('/never-asked')).toBe(0);
  });

  it('overstates but never understates when far more keys than its width share the counters', () => {
    const popularity = new Popularity(64);
    for (let index = 0; index < 500; index += 1) popularity.record(`/products/${index}`);
    for (let request = 0; request < 7; request += 1) popularity.record('/products/popular');
    expect(popularity.estimate('/products/popular')).toBeGreaterThanOrEqual(7);
    for (let index = 0; index < 500; index += 10)
      expect(popularity.estimate(`/products/${index}`)).toBeGreaterThanOrEqual(1);
  });

  it('halves every count once ten requests per counter have been counted, so old popularity fades', () => {
    const popularity = new Popularity(64); // 64 counters a row: ages after 640 requests
    for (let request = 0; request < 40; request += 1) popularity.record('/old-favourite');
    for (let request = 0; request < 599; request += 1) popularity.record(`/one-off/${request % 3}`);
    expect(popularity.estimate('/old-favourite')).toBeGreaterThanOrEqual(40);
    popularity.record('/one-off/0'); // the 640th
    const aged = popularity.estimate('/old-favourite');
    expect(aged).toBeGreaterThanOrEqual(20);
    expect(aged).toBeLessThan(40);
  });

  it('saturates instead of wrapping around', () => {
    const popularity = new Popularity(4_096);
    for (let request = 0; request < 300; request += 1) popularity.record('/');
    expect(popularity.estimate('/')).toBe(255);
  });
});
