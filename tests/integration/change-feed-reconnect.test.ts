import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataChangeFeed, type ChangeChannel } from '#server/cache/change-feed.ts';
import type { Database } from '#server/db/database.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * When the connection that listens for change notifications is lost (a restart, a failover, a
 * pooler dropping it), whatever was announced meanwhile is lost too: on PostgreSQL the feed must
 * empty the caches again when the driver re-subscribes, and hear changes after it.
 */
describe.runIf(testEngine === 'postgres')('change notifications after a lost connection on PostgreSQL', () => {
  let db: Database;
  let stop: () => Promise<void>;
  const heard: [ChangeChannel, string][] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
    const feed = new DataChangeFeed();
    feed.subscribe((channel, payload) => heard.push([channel, payload]));
    stop = await feed.watch(db);
  });
  afterAll(async () => {
    await stop?.();
    await db?.close();
  });

  it('empties the caches when it listens again, then hears the next change', async () => {
    expect(heard).toEqual([['store_changed', 'listening']]);
    heard.length = 0;
    const [{ ended }] = (await db.query<{ ended: number }>(
      `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
        where pid <> pg_backend_pid() and datname = current_database() and query ilike 'listen %'`,
    )) as [{ ended: number }];
    expect(ended).toBeGreaterThan(0);
    await expect.poll(() => heard.some(([, payload]) => payload === 'listening'), { timeout: 10_000 }).toBe(true);
    await db.query(`select pg_notify('catalog_changed', 'after the reconnect')`);
    await expect
      .poll(() =>
        heard.some(([channel, payload]) => channel === 'catalog_changed' && payload === 'after the reconnect'),
      )
      .toBe(true);
  });
});
