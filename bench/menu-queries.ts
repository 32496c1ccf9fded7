// `npm run bench:queries`: the menu's queries on a synthetic catalog of 100 000 variants.
// Generates the catalog in an in-memory PGlite database (and on PostgreSQL too when
// BENCH_DATABASE_URL names a server: a scratch database is created and dropped), adds deals like
// the demo store's, then runs each representative menu query 200 times after a warm-up and
// prints p50/p95/max of the whole searchMenu call and of each statement in it, followed by the
// plan of every statement, flagging sequential scans of products or menu_products. Calls go
// through the process's menu cache (src/server/catalog/menu/cache.ts) with its facet index read, as in
// a store that has served a menu since its last catalog change; then the first call after a
// change is timed on its own.
//   BENCH_VARIANTS=10000 BENCH_RUNS=50 npm run bench:queries   (a quicker look)
// With BENCH_STORES=2 a second store (another time zone, most sizes carried, its own stock and a
// few own prices) is added first: the default store's calls are timed as before, then the second
// store's (its overlay over the one catalog index), the first call after a stock change there, and
// the memory its overlay holds.
import { parseMenuQuery, type MenuMode } from '#lib/catalog/menu-query.ts';
import { DataChangeFeed } from '#server/cache/change-feed.ts';
import { INDEX_LOAD_SQL } from '#server/catalog/menu/facet-index.ts';
import { MenuCache, searchMenu, type SearchMenuOptions } from '#server/catalog/index.ts';
import { readSearchRanking } from '#server/catalog/menu/search-ranking.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPglite } from '#server/db/pglite.ts';
import { generateSyntheticCatalog } from '../scripts/synthetic-catalog.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { percentile } from './load.ts';
import { withScratchPostgres } from './scratch-postgres.ts';

const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = Math.max(5, Math.round(RUNS / 10));
/** A Wednesday afternoon in Monroe, so the weekday deal runs. */
const NOW = new Date('2026-11-25T19:00:00Z');
const RATES = { exciseBps: 1000, salesBps: 600 };
const TIME_ZONE = 'America/Detroit';
const STORES = Number(process.env.BENCH_STORES ?? 1);
/** The second store's zone: still Wednesday afternoon there. */
const SECOND_TIME_ZONE = 'America/Chicago';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The heap in use once garbage is collected. */
function heapUsed(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

interface Case {
  name: string;
  url: string;
  mode?: MenuMode;
}

/** Filled in with real brand and category slugs of the generated catalog. */
function cases(brand: string, big: string, bigger: string): Case[] {
  return [
    { name: 'home', url: '' },
    { name: 'home, medical menu', url: '', mode: 'medical' },
    { name: 'category (flower)', url: 'category=flower' },
    { name: 'subcategory (gummies)', url: 'category=gummies' },
    { name: 'brand page', url: `brand=${brand}` },
    { name: 'search with a typo', url: 'searchTerm=blue+dreem' },
    { name: 'search, partial word', url: 'searchTerm=gumm' },
    { name: 'search, store word', url: 'searchTerm=carts' },
    { name: 'multi-filter', url: `brand=${big}&brand=${bigger}&type=indica&type=hybrid&thcMin=18&thcMax=30` },
    { name: 'effect + weight', url: 'category=flower&effect=relaxed&weight=3500' },
    { name: 'price sort', url: 'sort=price-asc' },
    { name: 'price sort, on deal', url: 'sort=price-desc&deal=1' },
    { name: 'page 40', url: 'page=40' },
    { name: 'in stock, potency sort', url: 'category=concentrates&inStock=1&sort=potency' },
  ];
}

/** Deals like the demo store's: a brand discount, a flower bundle, a weekday category sale, a patients' discount. */
async function addDeals(db: Queryable, brand: string): Promise<void> {
  await db.exec(`
    insert into deals (slug, title, kind, amount_off_cents, scope, position)
      values ('bench-brand-five-off', '$5 off a brand', 'amount_off', 500, 'brands', 0);
    insert into deal_targets (deal_id, brand_id)
      select d.id, b.id from deals d, brands b where d.slug = 'bench-brand-five-off' and b.slug = '${brand}';
    insert into deals (slug, title, kind, bundle_quantity, bundle_price_cents, scope, position)
      values ('bench-four-eighths', 'Any 4 eighths for $100', 'bundle_price', 4, 10000, 'categories', 1);
    insert into deal_targets (deal_id, category_id)
      select d.id, c.id from deals d, categories c where d.slug = 'bench-four-eighths' and c.slug = 'flower';
    insert into deals (slug, title, kind, percent_off, scope, days_of_week, position)
      values ('bench-wax-wednesday', 'Wax Wednesday', 'percent_off', 20, 'categories', '{3}', 2);
    insert into deal_targets (deal_id, category_id)
      select d.id, c.id from deals d, categories c where d.slug = 'bench-wax-wednesday' and c.slug = 'concentrates';
    insert into deals (slug, title, kind, percent_off, scope, audience, position)
      values ('bench-patients-ten', 'Patients save 10%', 'percent_off', 10, 'all', 'medical', 3);
  `);
}

/**
 * A second store, as a chain's second location would be: nearly every size carried (one in 13
 * not), its own stock (one size in 5 sold out), one size in 11 at its own price.
 */
async function addSecondStore(db: Queryable): Promise<string> {
  const [store] = await db.query<{ id: string }>(
    `insert into stores (slug, name, timezone) values ('bench-second', 'Second', $1) returning id`,
    [SECOND_TIME_ZONE],
  );
  await db.query(
    `insert into store_variants (store_id, variant_id, stock, adult_use_price_cents, carried)
     select $1, v.id, case when abs(hashtext(v.sku)) % 5 = 0 then 0 else v.stock + 2 end,
            case when abs(hashtext(v.sku)) % 11 = 0 then greatest(v.adult_use_price_cents - 100, 0) end,
            abs(hashtext(v.sku)) % 13 <> 0
       from variants v`,
    [store!.id],
  );
  return store!.id;
}

function statementKind(text: string): string {
  if (text.includes('as cards')) return 'cards';
  if (text.includes('as ids')) return 'search ranking';
  return 'other';
}

/**
 * The first query after a catalog change: a price change of one product reaches the cache as a
 * notification naming it, and the next query reads that product's row again, then sorts and
 * counts afresh (and a search reads its matches again).
 */
async function timeChange(
  db: Database,
  feed: DataChangeFeed,
  cache: MenuCache,
  brand: string,
  url: string,
  name: string,
  store?: string,
): Promise<void> {
  const [variant] = await db.query<{ id: string }>(
    `select v.id from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      where b.slug = $1 and v.active order by v.id limit 1`,
    [brand],
  );
  // At the second store, a sale that sells its size out and a delivery that brings it back.
  const write = (i: number) =>
    store
      ? db.query(`update store_variants set stock = $3 where variant_id = $1 and store_id = $2 and pool = 'all'`, [
          variant!.id,
          store,
          i % 2 ? 4 : 0,
        ])
      : db.query('update variants set adult_use_price_cents = adult_use_price_cents + $2 where id = $1', [
          variant!.id,
          i % 2 ? -1 : 1,
        ]);
  const query = parseMenuQuery(new URLSearchParams(url));
  const totals: number[] = [];
  for (let i = 0; i < 20; i++) {
    const heard = new Promise<void>((resolve) => {
      const stop = feed.subscribe((channel) => {
        if (channel === 'catalog_changed') {
          stop();
          resolve();
        }
      });
    });
    await write(i);
    await heard;
    const started = performance.now();
    await searchMenu(db, query, {
      mode: 'adult',
      now: NOW,
      rates: RATES,
      ...(store ? { storeId: store, timeZone: SECOND_TIME_ZONE } : { timeZone: TIME_ZONE }),
      cache,
    });
    totals.push(performance.now() - started);
  }
  totals.sort((a, b) => a - b);
  console.info(
    `${`${name} after a change`.padEnd(26)} ${percentile(totals, 50).toFixed(2).padStart(7)} ${percentile(totals, 95).toFixed(2).padStart(7)} ${totals.at(-1)!.toFixed(2).padStart(7)}   (${store ? 'a size sold out or back at the store' : 'a price change of one product'} just heard)`,
  );
}

async function run(label: string, db: Database): Promise<void> {
  console.info(`\n## ${label}: generating ${VARIANTS.toLocaleString('en-US')} variants…`);
  await migrate(db, readMigrations());
  const report = await generateSyntheticCatalog(db, { variants: VARIANTS, seed: 1, now: NOW });
  console.info(
    `${report.products} products, ${report.variants} variants, ${report.batches} batches in ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  // A typical brand (the median by product count) has the brand page and the brand discount; the
  // two biggest take part in the multi-filter query.
  const brands = await db.query<{ slug: string; products: number }>(
    `select brand_slug as slug, count(*)::int as products from menu_products where listed group by 1 order by 2 desc, 1`,
  );
  const typical = brands[Math.floor(brands.length / 2)]!;
  console.info(
    `typical brand: ${typical.slug} (${typical.products} products); biggest: ${brands[0]!.slug} (${brands[0]!.products})`,
  );
  await addDeals(db, typical.slug);
  const secondStore = STORES > 1 ? await addSecondStore(db) : null;
  // PGlite has no autovacuum: statistics and the visibility map are made here, as autovacuum would.
  await db.exec('vacuum analyze');

  const feed = new DataChangeFeed();
  const stopWatching = await feed.watch(db);
  const cache = new MenuCache(db, feed);
  const heapBefore = heapUsed();
  const started = performance.now();
  const index = await cache.facetIndex();
  console.info(
    `menu cache: facet index of ${index.products.size} products read in ${(performance.now() - started).toFixed(0)} ms, ${((heapUsed() - heapBefore) / 1e6).toFixed(1)} MB`,
  );
  const indexLoadPlan = (await db.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${INDEX_LOAD_SQL}`))
    .map((row) => row['QUERY PLAN'])
    .join('\n');

  let timings: { kind: string; ms: number; text: string; values: readonly unknown[] }[] = [];
  const timed: Queryable = {
    exec: (script) => db.exec(script),
    async query(text, values) {
      const started = performance.now();
      const rows = await db.query(text, values);
      timings.push({ kind: statementKind(text), ms: performance.now() - started, text, values: values ?? [] });
      return rows as never;
    },
  };

  const plans: string[] = [];
  let seqScans = 0;
  const explain = async (name: string, kind: string, text: string, values: readonly unknown[]) => {
    const plan = (await db.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${text}`, values))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    const flagged = /Seq Scan on (menu_products|products)\b/.test(plan);
    if (flagged) seqScans++;
    plans.push(`### ${name}: ${kind}${flagged ? '   <-- SEQUENTIAL SCAN' : ''}\n${plan}`);
  };
  const timeCases = async (title: string, store: Pick<SearchMenuOptions, 'storeId' | 'timeZone'>) => {
    console.info(
      `\n${title.padEnd(26)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}   statements (p50 / p95 ms)`,
    );
    for (const { name, url, mode = 'adult' } of cases(typical.slug, brands[1]!.slug, brands[0]!.slug)) {
      const query = parseMenuQuery(new URLSearchParams(url));
      const options = { mode, now: NOW, rates: RATES, cache, ...store };
      for (let i = 0; i < WARMUP; i++) await searchMenu(timed, query, options);
      const totals: number[] = [];
      let result;
      for (let i = 0; i < RUNS; i++) {
        timings = [];
        const started = performance.now();
        result = await searchMenu(timed, query, options);
        totals.push(performance.now() - started);
      }
      totals.sort((a, b) => a - b);
      // The statements of a call, each timed again alone.
      const statements: string[] = [];
      for (const timing of timings) {
        const alone: number[] = [];
        for (let i = 0; i < Math.min(RUNS, 50); i++) {
          const started = performance.now();
          await db.query(timing.text, timing.values);
          alone.push(performance.now() - started);
        }
        alone.sort((a, b) => a - b);
        statements.push(`${timing.kind} ${percentile(alone, 50).toFixed(1)}/${percentile(alone, 95).toFixed(1)}`);
      }
      console.info(
        `${name.padEnd(26)} ${percentile(totals, 50).toFixed(2).padStart(7)} ${percentile(totals, 95).toFixed(2).padStart(7)} ${totals.at(-1)!.toFixed(2).padStart(7)}   ${statements.join(', ')}  [${result!.total} products]`,
      );
      if (!store.storeId) for (const timing of timings) await explain(name, timing.kind, timing.text, timing.values);
    }
  };
  await timeCases(secondStore ? 'default store' : 'query', { timeZone: TIME_ZONE });
  await timeChange(db, feed, cache, typical.slug, `brand=${typical.slug}`, 'brand page');
  await timeChange(db, feed, cache, typical.slug, '', 'home');
  await timeChange(db, feed, cache, typical.slug, 'searchTerm=blue+dreem', 'search');
  if (secondStore) {
    const second = { storeId: secondStore, timeZone: SECOND_TIME_ZONE };
    const heapBeforeStore = heapUsed();
    const overlayStarted = performance.now();
    await cache.storeView(secondStore);
    const overlayMs = performance.now() - overlayStarted;
    const overlayBytes = heapUsed() - heapBeforeStore;
    await timeCases('second store', second);
    const keptBytes = heapUsed() - heapBeforeStore;
    console.info(
      `\nsecond store's overlay: read and laid over the index in ${overlayMs.toFixed(0)} ms; ${(overlayBytes / 1e6).toFixed(1)} MB (${(overlayBytes / index.products.size).toFixed(0)} bytes a product), ${(keptBytes / 1e6).toFixed(1)} MB with its kept orders, counts and card rows after every case`,
    );
    await timeChange(db, feed, cache, typical.slug, '', 'second store home', secondStore);
    await timeChange(db, feed, cache, typical.slug, `brand=${typical.slug}`, 'second store brand', secondStore);
  }
  // A search term's ranked matches, read once per term until the catalog changes.
  const ranking: { text: string; values: readonly unknown[] }[] = [];
  const recorded: Queryable = {
    exec: (script) => db.exec(script),
    query(text, values) {
      ranking.push({ text, values: values ?? [] });
      return db.query(text, values);
    },
  };
  for (const term of ['blue dreem', 'gumm', 'carts']) {
    ranking.length = 0;
    await readSearchRanking(recorded, term);
    for (const statement of ranking)
      await explain(`search "${term}"`, 'search ranking (once per term)', statement.text, statement.values);
  }
  await stopWatching();
  console.info(`\nPlans (${label}):\n\n${plans.join('\n\n')}`);
  console.info(
    `\n### Facet index, read once per process and after a change too large to name its products\n${indexLoadPlan}`,
  );
  console.info(
    seqScans === 0
      ? `\nNo sequential scan of products or menu_products in the menu's calls (${label}).`
      : `\n${seqScans} statement(s) read products or menu_products sequentially (${label}): see the flagged plans.`,
  );
}

const pglite = await openPglite();
try {
  await run('PGlite (in memory)', pglite);
} finally {
  await pglite.close();
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) await withScratchPostgres(serverUrl, 'menu_bench', (db, host) => run(`PostgreSQL (${host})`, db));
