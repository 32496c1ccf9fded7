import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openPostgres } from '#server/db/postgres.ts';
import type { Database } from '#server/db/database.ts';
import { createPostgresStoreDatabase, type PostgresStoreDatabase } from '../support/postgres-store.ts';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { expect, test } from './fixtures.ts';

/**
 * Managed PostgreSQL restarts (maintenance, failover). Stopped under load and started again, the
 * store stays up: 503 with Retry-After while the database is away (cached pages may still be
 * served), 200 after, and nothing it missed meanwhile survives in a cache. The cluster is the one
 * `.ci/run` prepares for this test alone (OUTAGE_DATABASE_URL, OUTAGE_PG_CTL).
 */
const serverUrl = process.env.OUTAGE_DATABASE_URL;
const pgCtl = process.env.OUTAGE_PG_CTL?.split(' ');
const run = promisify(execFile);

async function controlPostgres(...action: string[]): Promise<void> {
  const [command, ...args] = pgCtl!;
  await run(command!, [...args, ...action]);
}

const CLIENTS = 10;

test.describe('a database restart under load', () => {
  test.skip(!serverUrl || !pgCtl, 'needs OUTAGE_DATABASE_URL and OUTAGE_PG_CTL (.ci/run sets them)');

  let database: PostgresStoreDatabase;
  let db: Database;
  let store: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await createPostgresStoreDatabase(serverUrl!, 'outage');
    db = openPostgres(database.url, { max: 1 });
    store = await startStoreServer({ DATABASE_URL: database.url });
    await waitUntilHealthy(store);
  });
  test.afterAll(async () => {
    await controlPostgres('-w', 'start').catch(() => undefined);
    await store?.stop();
    await db?.close();
    await database?.drop();
  });

  test('answers 503 while PostgreSQL is down, 200 once it is back, with no stale stock', async () => {
    test.setTimeout(240_000);
    const [product] = await db.query<{ slug: string; variant_id: string }>(
      `select p.slug, min(v.id::text) as variant_id
         from products p join variants v on v.product_id = p.id and v.active
        where p.status = 'active' and p.is_cannabis and not p.medical_only
        group by p.id, p.slug
       having bool_and(v.stock > 5) and count(*) = 1
        order by p.slug desc limit 1`,
    );
    const productPage = `${store.baseURL}/products/${product!.slug}`;
    const pages = [productPage, `${store.baseURL}/`, `${store.baseURL}/api/health`];

    type Phase = 'before' | 'down' | 'after';
    let phase: Phase = 'before';
    const seen: Record<Phase, Map<string, number>> = { before: new Map(), down: new Map(), after: new Map() };
    const failures: string[] = [];
    // Each answer after the restart that was not a 200: when it was asked, after the store was healthy again.
    const lateRefusals: string[] = [];
    let healthyAt = 0;
    let loading = true;
    const client = async (index: number) => {
      for (let round = 0; loading; round++) {
        // Distinct menu filters keep most requests off the page cache, so they need the database.
        const url = round % 3 === 2 ? `${store.baseURL}/?searchTerm=k${index}x${round}` : pages[(index + round) % 3]!;
        const at: Phase = phase;
        const startedAt = Date.now();
        try {
          const response = await fetch(url, { headers: { cookie: 'age_verified=adult' } });
          await response.arrayBuffer();
          const key = `${response.status}${response.status === 503 && response.headers.get('retry-after') ? '+retry' : ''}`;
          seen[at].set(key, (seen[at].get(key) ?? 0) + 1);
          if (at === 'after' && response.status !== 200)
            lateRefusals.push(`${key} ${url} asked ${startedAt - healthyAt} ms after`);
        } catch (error) {
          failures.push(`${at} ${url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));

    await expect.poll(() => seen.before.get('200') ?? 0).toBeGreaterThan(20);
    await controlPostgres('-m', 'fast', 'stop');
    phase = 'down';
    await expect
      .poll(() => fetch(`${store.baseURL}/api/health`).then((response) => response.status), { timeout: 30_000 })
      .toBe(503);
    await expect.poll(() => seen.down.get('503+retry') ?? 0, { timeout: 30_000 }).toBeGreaterThan(10);

    await controlPostgres('-w', 'start');
    await waitUntilHealthy(store, 60_000);
    healthyAt = Date.now();
    phase = 'after';
    // Right after the restart, a change made while the store may not have re-subscribed yet: the
    // store listens again within a second or two of the database's return, and shows it.
    await db.query(`update variants set stock = 0 where id = $1`, [product!.variant_id]);
    await expect
      .poll(async () => (await fetch(productPage, { headers: { cookie: 'age_verified=adult' } })).text(), {
        timeout: 5_000,
      })
      .toContain('Sold out');
    await expect.poll(() => seen.after.get('200') ?? 0).toBeGreaterThan(20);
    loading = false;
    await Promise.all(clients);

    expect(store.process.exitCode, store.output()).toBeNull();
    expect(failures).toEqual([]);
    // Down: only 503s that say when to come back, or pages the cache still had.
    for (const status of seen.down.keys()) expect(['200', '503+retry']).toContain(status);
    expect(lateRefusals, store.output()).toEqual([]);
    expect([...seen.after.keys()]).toEqual(['200']);
  });
});
