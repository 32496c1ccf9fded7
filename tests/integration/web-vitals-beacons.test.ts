import type { APIContext } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { POST } from '../../src/pages/api/[beacon].ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import type { Refusal } from '#server/http/refusal.ts';
import { receiveBeacons } from '#server/vitals/receive-beacons.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe(`web-vitals beacons on ${testEngine}`, () => {
  let db: Database;
  let address = 0;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('delete from web_vital_beacons');
    address++;
  });

  /** The endpoint as the server runs it: a real Request, the test database, one visitor address. */
  async function post(body: string) {
    const request = new Request('http://store.test/api/_web-vitals', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'User-Agent': IPHONE },
    });
    const context = {
      request,
      url: new URL(request.url),
      params: { beacon: '_web-vitals' },
      locals: { db },
      clientAddress: `203.0.113.${address}`,
    };
    return POST(context as unknown as APIContext);
  }

  const stored = () =>
    db.query<{
      name: string;
      value: number;
      rating: string;
      route: string;
      device: string;
      attribution: unknown;
    }>('select name, value, rating, route, device, attribution from web_vital_beacons order by name');

  it('stores a batch with its route, device and the rating of the spec thresholds; answers 204', async () => {
    const response = await post(
      JSON.stringify([
        {
          name: 'LCP',
          value: 2600,
          rating: 'good',
          path: '/products/huron-valley-growers-chemdawg?x=1',
          attribution: { target: 'main>img' },
        },
        {
          name: 'INP',
          value: 180,
          rating: 'good',
          path: '/products/huron-valley-growers-chemdawg',
          attribution: {
            interactionTarget: 'button#add',
            interactionType: 'pointer',
            inputDelay: 10,
            processingDuration: 120,
            presentationDelay: 50,
            loadState: 'complete',
            longestScript: {
              url: 'https://store.test/_astro/menu.js',
              invoker: 'BUTTON.onclick',
              subpart: 'processing-duration',
              duration: 90,
            },
          },
        },
      ]),
    );
    expect(response.status).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'INP',
      value: 180,
      rating: 'good',
      route: '/products/[slug]',
      device: 'mobile',
    });
    expect(rows[0]?.attribution).toMatchObject({ interactionTarget: 'button#add', longestScript: { duration: 90 } });
    // The browser said "good"; 2600 ms is over the 2500 ms limit, so the server stores its own rating.
    expect(rows[1]).toMatchObject({ name: 'LCP', rating: 'needs-improvement', route: '/products/[slug]' });
  });

  it('names each page by the route it matched, keeping no address, token or query of it', async () => {
    const token = 'b3JkZXItNDI.1893456000.Vx9qZk3l0w2bQe8m1mB3n4c5d6e7f8g9h0i1j2k3l4m';
    const beacon = (path: string, script?: string) => ({
      name: 'INP',
      value: 120,
      rating: 'good',
      path,
      attribution: script ? { longestScript: { url: script, duration: 40 } } : {},
    });
    const response = await post(
      JSON.stringify([
        beacon(`/reviews/write/${token}`, `http://store.test/reviews/write/${token}`),
        beacon(`/account/update-password?token=${token}`, `http://store.test/account/update-password?token=${token}`),
        beacon('/learn/jobs/application', 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ELIVE'),
        beacon('/learn/terpenes-over-potency', 'http://store.test/_astro/menu.B1x2.js?v=2'),
        beacon('/no/such/page/here'),
      ]),
    );
    expect(response.status).toBe(204);
    const rows = await db.query<{ route: string; script: string | null }>(
      `select route, attribution #>> '{longestScript,url}' as script from web_vital_beacons order by id`,
    );
    expect(rows).toEqual([
      { route: '/reviews/write/[...token]', script: 'http://store.test/reviews/write/[...token]' },
      { route: '/account/update-password', script: 'http://store.test/account/update-password' },
      { route: '/learn/jobs/application/[...token]', script: 'https://www.googletagmanager.com/gtm.js' },
      { route: '/learn/[slug]', script: 'http://store.test/_astro/menu.B1x2.js' },
      { route: 'other', script: null },
    ]);
  });

  it.each([
    ['not JSON', '{"name":'],
    ['an unknown metric', JSON.stringify({ name: 'FID', value: 1, rating: 'good', path: '/' })],
    ['a negative value', JSON.stringify({ name: 'LCP', value: -1, rating: 'good', path: '/' })],
    [
      'a path that is not a path',
      JSON.stringify({ name: 'LCP', value: 1, rating: 'good', path: 'https://evil.example/' }),
    ],
    [
      'unknown attribution fields',
      JSON.stringify({ name: 'LCP', value: 1, rating: 'good', path: '/', attribution: { cookie: 'x' } }),
    ],
    ['an empty batch', '[]'],
    [
      'a batch with one bad beacon',
      JSON.stringify([{ name: 'LCP', value: 1, rating: 'good', path: '/' }, { name: 'LCP' }]),
    ],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBeTruthy();
    expect(await stored()).toEqual([]);
  });

  it('refuses an oversized body with 413 and a batch of more than 20 with 400, storing nothing', async () => {
    const beacon = { name: 'LCP', value: 1, rating: 'good', path: '/' };
    const huge = await post(JSON.stringify({ ...beacon, attribution: { target: 'z'.repeat(20_000) } }));
    expect(huge.status).toBe(413);
    expect((await post(JSON.stringify(Array.from({ length: 21 }, () => beacon)))).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('rate-limits one visitor address and tells them when to retry', async () => {
    const beacon = { name: 'TTFB', value: 300, rating: 'good', path: '/', attribution: {} } as const;
    const receive = () =>
      receiveBeacons(db, [beacon], {
        clientAddress: `203.0.113.${address}`,
        userAgent: IPHONE,
        origin: 'http://store.test',
        perMinute: 5,
      });
    for (let i = 0; i < 5; i++) await receive();
    const limited = await receive().catch((refusal: unknown) => refusal as Refusal);
    expect(limited).toMatchObject({ status: 429 });
    expect(Number((limited as Refusal).headers['Retry-After'])).toBeGreaterThan(0);
    expect(await stored()).toHaveLength(5);
  });

  it('answers only at /api/_web-vitals', async () => {
    const request = new Request('http://store.test/api/_not-a-beacon', { method: 'POST', body: '{}' });
    const context = {
      request,
      url: new URL(request.url),
      params: { beacon: '_not-a-beacon' },
      locals: { db },
      clientAddress: '203.0.113.1',
    };
    expect((await POST(context as unknown as APIContext)).status).toBe(404);
  });
});

describe(`hitRateLimit on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('counts per key and window and starts again in the next window', async () => {
    const now = new Date('2026-11-21T12:00:10Z');
    const hit = (key: string, at = now) => hitRateLimit(db, key, { limit: 2, windowSeconds: 60, now: at });
    expect((await hit('a')).allowed).toBe(true);
    expect((await hit('a')).allowed).toBe(true);
    expect(await hit('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect((await hit('b')).allowed).toBe(true);
    expect((await hit('a', new Date('2026-11-21T12:01:00Z'))).allowed).toBe(true);
  });
});
