import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const start = new Date('2026-11-28T15:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe(`rate limits on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('keeps a long window’s count when a short-window purpose sweeps its own old windows', async () => {
    const tracker = { limit: 3, windowSeconds: 600 };
    for (let i = 0; i < 3; i++) await hitRateLimit(db, 'order-tracker:203.0.113.9', { ...tracker, now: at(0) });
    // A beacon four minutes later opens a new one-minute window, which sweeps what has ended.
    await hitRateLimit(db, 'web-vitals:203.0.113.9', { limit: 60, windowSeconds: 60, now: at(240) });
    await hitRateLimit(db, 'web-vitals:203.0.113.9', { limit: 60, windowSeconds: 60, now: at(300) });
    const fourth = await hitRateLimit(db, 'order-tracker:203.0.113.9', { ...tracker, now: at(310) });
    expect(fourth.allowed).toBe(false);
    expect(fourth.retryAfterSeconds).toBe(290);
  });

  it('counts every one of many concurrent hits', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 30 }, () =>
        hitRateLimit(db, 'form:contact:203.0.113.10', { limit: 10, windowSeconds: 600, now: at(5) }),
      ),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it('sweeps counters whose time is up, and only those', async () => {
    await hitRateLimit(db, 'order-tracker:203.0.113.11', { limit: 5, windowSeconds: 600, now: at(0) });
    await hitRateLimit(db, 'web-vitals:203.0.113.12', { limit: 5, windowSeconds: 60, now: at(3600) });
    const left = await db.query<{ key: string }>(
      `select key from rate_limit_counters where key in ('order-tracker:203.0.113.11', 'web-vitals:203.0.113.12')`,
    );
    expect(left.map((row) => row.key)).toEqual(['web-vitals:203.0.113.12']);
  });
});
