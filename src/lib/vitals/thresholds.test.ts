import { describe, expect, it } from 'vitest';
import { rateMetric } from './thresholds.ts';

describe('rateMetric (spec §9 limits)', () => {
  it.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3000, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['LCP', 2500, 'good'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4000.1, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s of %d is %s', (name, value, rating) => {
    expect(rateMetric(name, value)).toBe(rating);
  });
});
