import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { recordBeacons } from '#server/vitals/record-beacons.ts';
import { loadVitalsReport } from '#server/vitals/vitals-report.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const NOW = new Date('2026-11-20T17:00:00Z');
const TIME_ZONE = 'America/Detroit';

describe(`web-vitals report on ${testEngine}`, () => {
  let db: Database;

  async function beacons(path: string, device: 'mobile' | 'desktop', name: 'LCP' | 'CLS', values: number[], at: Date) {
    const [before] = await db.query<{ last: number }>(
      'select coalesce(max(id), 0)::int as last from web_vital_beacons',
    );
    await recordBeacons(
      db,
      values.map((value) => ({ name, value, rating: 'good', path, attribution: {} })),
      { device, origin: 'https://shop.example.com' },
    );
    await db.query('update web_vital_beacons set received_at = $1 where id > $2', [at, before!.last]);
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    const yesterday = new Date(NOW.getTime() - 30 * 3_600_000);
    // Product pages on phones: 1000, 2000, 3000, 5000 ms → p75 3500 ms (needs improvement).
    await beacons('/products/blue-dream', 'mobile', 'LCP', [1000, 2000], yesterday);
    await beacons('/products/gelato', 'mobile', 'LCP', [3000, 5000], NOW);
    // The home page on computers: fast.
    await beacons('/', 'desktop', 'LCP', [800, 900], NOW);
    await beacons('/', 'desktop', 'CLS', [0.3], NOW);
    // Older than any period but 90 days.
    await beacons('/', 'desktop', 'LCP', [9000], new Date(NOW.getTime() - 40 * 86_400_000));
  });
  afterAll(() => db.close());

  it('gives each metric its p75 and the good / needs-improvement / poor split, by the spec thresholds', async () => {
    const report = await loadVitalsReport(db, { period: 7, route: null, device: null, timeZone: TIME_ZONE, now: NOW });
    const lcp = report.overall.find((metric) => metric.name === 'LCP')!;
    expect(lcp).toMatchObject({ samples: 6, good: 4, needsImprovement: 1, poor: 1 });
    // p75 of 800, 900, 1000, 2000, 3000, 5000 (linear interpolation) = 2750 ms.
    expect(lcp.p75).toBeCloseTo(2750);
    expect(lcp.rating).toBe('needs-improvement');
    expect(report.overall.find((metric) => metric.name === 'CLS')).toMatchObject({
      samples: 1,
      poor: 1,
      rating: 'poor',
    });
    expect(report.overall.find((metric) => metric.name === 'INP')).toMatchObject({
      samples: 0,
      p75: null,
      rating: null,
    });
  });

  it('splits by route pattern and by device', async () => {
    const report = await loadVitalsReport(db, { period: 7, route: null, device: null, timeZone: TIME_ZONE, now: NOW });
    expect(report.byRoute.map((group) => group.key)).toEqual(['/products/[slug]', '/']);
    const products = report.byRoute[0]!.metrics.find((metric) => metric.name === 'LCP')!;
    expect(products.p75).toBeCloseTo(3500);
    expect(report.byDevice.map((group) => group.key)).toEqual(['mobile', 'desktop']);
    expect(report.routes).toEqual(['/products/[slug]', '/']);
  });

  it('filters by route, device and period, and shows the daily trend', async () => {
    const phones = await loadVitalsReport(db, {
      period: 7,
      route: null,
      device: 'mobile',
      timeZone: TIME_ZONE,
      now: NOW,
    });
    expect(phones.overall.find((metric) => metric.name === 'LCP')!.samples).toBe(4);
    expect(phones.trend.map((point) => point.day)).toEqual(['2026-11-19', '2026-11-20']);
    expect(phones.trend[0]!.metrics).toEqual([{ name: 'LCP', p75: 1750, samples: 2 }]);

    const home = await loadVitalsReport(db, { period: 90, route: '/', device: null, timeZone: TIME_ZONE, now: NOW });
    expect(home.overall.find((metric) => metric.name === 'LCP')).toMatchObject({ samples: 3, poor: 1 });
    const today = await loadVitalsReport(db, { period: 1, route: null, device: null, timeZone: TIME_ZONE, now: NOW });
    expect(today.overall.find((metric) => metric.name === 'LCP')!.samples).toBe(4);
  });
});
