import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openEmptyTestDatabase, testEngine } from '../support/test-database.ts';

/** The migration that names stored beacons by their route (decision 50). */
const FOLDING = '20261206010000';
const TOKEN = 'b3JkZXItNDI.1893456000.Vx9qZk3l0w2bQe8m1mB3n4c5d6e7f8g9h0i1j2k3l4m';

/** Beacons as the store kept them before: the path of the page, and its route by the old hand-kept list. */
const BEFORE: { path: string; route: string; script?: string; folded: string }[] = [
  { path: `/reviews/write/${TOKEN}`, route: `/reviews/write/${TOKEN}`, folded: '/reviews/write/[...token]' },
  {
    path: `/newsletter/confirm/${TOKEN}`,
    route: `/newsletter/confirm/${TOKEN}`,
    folded: '/newsletter/confirm/[...token]',
  },
  {
    path: `/newsletter/preferences/${TOKEN}`,
    route: `/newsletter/preferences/${TOKEN}`,
    folded: '/newsletter/preferences/[...token]',
  },
  { path: `/unsubscribe/${TOKEN}`, route: `/unsubscribe/${TOKEN}`, folded: '/unsubscribe/[...token]' },
  { path: `/content-preview/${TOKEN}`, route: `/content-preview/${TOKEN}`, folded: '/content-preview/[...token]' },
  // The old list folded any /learn/jobs/{x}, a job application's link too.
  {
    path: `/learn/jobs/application/${TOKEN}`,
    route: '/learn/jobs/[slug]',
    folded: '/learn/jobs/application/[...token]',
  },
  { path: `/media-access/kit/${TOKEN}`, route: `/media-access/kit/${TOKEN}`, folded: '/media-access/kit/[...token]' },
  // A page whose link carries its token in the query: the path never held it, an inline script's address did.
  {
    path: '/feedback/first-purchase',
    route: '/feedback/first-purchase',
    script: `https://shop.example.com/feedback/first-purchase?token=${TOKEN}`,
    folded: '/feedback/first-purchase',
  },
  {
    path: `/reviews/write/${TOKEN}`,
    route: `/reviews/write/${TOKEN}`,
    script: `https://shop.example.com/reviews/write/${TOKEN}#form`,
    folded: '/reviews/write/[...token]',
  },
  // Routes the old list did not know, by their address.
  { path: '/learn/cannabinoids', route: '/learn/cannabinoids', folded: '/learn/[slug]' },
  { path: '/terms-of-use/', route: '/terms-of-use', folded: '/[page]' },
  { path: '/products/blue-dream', route: '/products/[slug]', folded: '/products/[slug]' },
  { path: '/river-raisin-wear', route: '/[merch]-wear', folded: '/[merch]-wear' },
  { path: '/account/orders', route: '/account/orders', folded: '/account/orders' },
  { path: '/', route: '/', folded: '/' },
  { path: '/wp-admin/setup-config.php', route: '/wp-admin/setup-config.php', folded: 'other' },
  {
    path: '/products/blue-dream',
    route: '/products/[slug]',
    script: 'https://shop.example.com/_astro/menu-island.B1x2.js?v=3',
    folded: '/products/[slug]',
  },
];

describe(`stored web vitals folded to routes on ${testEngine}`, () => {
  let db: Database;
  let folded: { route: string; script: string | null }[];

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    const migrations = readMigrations();
    await migrate(
      db,
      migrations.filter((migration) => migration.version < FOLDING),
    );
    for (const [index, beacon] of BEFORE.entries()) {
      await db.query(
        `insert into web_vital_beacons (name, value, rating, route, path, device, attribution)
         values ('LCP', $1, 'good', $2, $3, 'mobile', $4)`,
        [
          1000 + index,
          beacon.route,
          beacon.path,
          beacon.script ? { longestScript: { url: beacon.script, duration: 80 } } : {},
        ],
      );
    }
    expect(await migrate(db, migrations)).toContain(FOLDING);
    folded = await db.query<{ route: string; script: string | null }>(
      `select route, attribution #>> '{longestScript,url}' as script from web_vital_beacons order by value`,
    );
  });
  afterAll(() => db.close());

  it('names every stored beacon by the route its page matched, "other" when none', () => {
    expect(folded.map((row) => row.route)).toEqual(BEFORE.map((beacon) => beacon.folded));
  });

  it('keeps no token and no page address anywhere in the table', async () => {
    const rows = await db.query<{ row: string }>('select to_jsonb(b)::text as row from web_vital_beacons b');
    expect(rows.filter(({ row }) => row.includes(TOKEN))).toEqual([]);
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'web_vital_beacons'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('path');
  });

  it('keeps script addresses without their query, and an inline script by its page’s route', () => {
    expect(folded.map((row) => row.script).filter((script) => script !== null)).toEqual([
      'https://shop.example.com/feedback/first-purchase',
      'https://shop.example.com/reviews/write/[...token]',
      'https://shop.example.com/_astro/menu-island.B1x2.js',
    ]);
  });
});
