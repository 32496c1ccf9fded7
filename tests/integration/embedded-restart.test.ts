import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Queryable } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPglite } from '#server/db/pglite.ts';
import { SEED_CONTENT_PAGES } from '#demo-store/content/index.ts';
import { seedEmbeddedStoreOnce } from '#demo-store/first-start.ts';
import { testEngine } from '../support/test-database.ts';

// What `npm start` does to the embedded database, twice: the data folder survives a restart and
// the demo store is seeded only the first time.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-restart-'));
const mediaDir = path.join(dataDir, 'media');

afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function startEmbedded() {
  const db = await openPglite({ dataDir: path.join(dataDir, 'db') });
  const applied = await migrate(db, readMigrations());
  const seeded = await seedEmbeddedStoreOnce(db, mediaDir);
  return { db, applied, seeded };
}

async function countContentPages(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from content_pages where kind <> 'blocks'`,
  );
  return row?.count ?? 0;
}

async function countProducts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from products');
  return row?.count ?? 0;
}

// Embedded mode only exists on PGlite; the PostgreSQL run of the suite has nothing to add here.
describe.skipIf(testEngine !== 'pglite')('embedded start on a persistent data folder', () => {
  it('migrates and seeds on the first start only, and keeps what staff changed', async () => {
    const first = await startEmbedded();
    expect(first.applied.length).toBe(readMigrations().length);
    expect(first.seeded).toBe(true);
    const productCount = await countProducts(first.db);
    expect(productCount).toBeGreaterThanOrEqual(150);
    // A manager's change and a deletion must both survive the restart.
    await first.db.query(`update store_settings set tagline = 'Under new management'`);
    const [deleted] = await first.db.query<{ slug: string }>(
      'delete from products where id = (select id from products order by slug limit 1) returning slug',
    );
    await first.db.close();

    const second = await startEmbedded();
    expect(second.applied).toEqual([]);
    expect(second.seeded).toBe(false);
    expect(await countProducts(second.db)).toBe(productCount - 1);
    const [settings] = await second.db.query<{ tagline: string }>('select tagline from store_settings');
    expect(settings?.tagline).toBe('Under new management');
    expect(await second.db.query('select 1 from products where slug = $1', [deleted!.slug])).toEqual([]);
    await second.db.close();

    expect((await readdir(path.join(mediaDir, 'products'))).length).toBeGreaterThanOrEqual(productCount);
  }, 120_000);

  it('publishes the content pages once on a store seeded before they existed, and keeps what staff removed', async () => {
    // A store seeded by an earlier version: no pages, never given them.
    const earlier = await startEmbedded();
    expect(await countContentPages(earlier.db)).toBe(SEED_CONTENT_PAGES.length);
    await earlier.db.query(`delete from content_pages where kind <> 'blocks'`);
    await earlier.db.query('update store_settings set content_seeded_at = null');
    await earlier.db.close();

    const upgraded = await startEmbedded();
    expect(upgraded.seeded).toBe(false);
    expect(await countContentPages(upgraded.db)).toBe(SEED_CONTENT_PAGES.length);
    await upgraded.db.query(`delete from content_pages where path = $1`, [SEED_CONTENT_PAGES[0]!.path]);
    await upgraded.db.close();

    const later = await startEmbedded();
    expect(await countContentPages(later.db)).toBe(SEED_CONTENT_PAGES.length - 1);
    await later.db.close();
  }, 120_000);
});
