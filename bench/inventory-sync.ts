// `npm run bench:inventory`: how fresh a Metrc store's menu is (decision 77). A store holding 5 000
// packages, each mapped to a size, syncs from a Metrc over real HTTP (the local fake the tests use,
// which pages by 20 as Metrc does). Changes happen at Metrc at random instants of each 20-second
// polling interval; a change's lag is from its instant to the end of the sync that brings it into
// the menu's read model (the interval's remainder plus the sync's own time, both real). Baselines
// from the same run: a sync of an empty window (the cost of a poll that finds nothing) and the
// nightly full reconcile of all 5 000. On PGlite, and on PostgreSQL too with BENCH_DATABASE_URL.
//   BENCH_PACKAGES=5000 BENCH_ROUNDS=30 BENCH_CHANGES=12 npm run bench:inventory
import { createMetrcSource } from '#server/inventory/metrc/metrc-source.ts';
import { syncStoreInventory } from '#server/inventory/index.ts';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPglite } from '#server/db/pglite.ts';
import { INVENTORY_SYNC_INTERVAL_MS } from '#server/jobs/background-jobs.ts';
import { startFakeMetrc } from '../tests/support/fake-metrc.ts';
import { insertTestStore } from '../tests/support/test-store.ts';
import { percentile } from './load.ts';
import { withScratchPostgres } from './scratch-postgres.ts';

const PACKAGES = Number(process.env.BENCH_PACKAGES ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 12);
const LICENCE = 'AU-R-000456';
const KEYS = { vendorKey: 'bench-vendor', userKey: 'bench-user' };
const START = new Date('2026-12-08T15:00:00Z');

/** A label Metrc would give: 1A4, a facility code, a running number. */
const labelOf = (index: number) => `1A40603000${String(index).padStart(14, '0')}`;

/** One category of products with ten 1 g-to-10 g sizes each, until there is a size for every package. */
async function prepareCatalog(db: Database): Promise<void> {
  await migrate(db, readMigrations());
  await insertTestStore(db);
  await db.query(`insert into categories (slug, name) values ('flower', 'Flower')`);
  const products = Math.ceil(PACKAGES / 10);
  await db.query(
    `insert into products (slug, name, category_id)
     select 'bench-' || n, 'Bench ' || n, (select id from categories where slug = 'flower')
       from generate_series(1, $1) as n`,
    [products],
  );
  await db.query(
    `insert into variants (product_id, sku, size_label, adult_use_price_cents, stock, weight_mg)
     select p.id, p.slug || '-' || g, g || ' g', 1000 * g, 0, 1000 * g
       from products p cross join generate_series(1, 10) as g
      where p.slug like 'bench-%'`,
  );
  await db.query(
    `update store_inventory_sources
        set kind = 'metrc', licence_number = $1, credentials_sealed = 'bench', credentials_state = 'ok'
      where store_id = public.default_store_id()`,
    [LICENCE],
  );
}

async function measure(db: Database, engine: string): Promise<void> {
  // The shelf as it stood an hour before the store connects.
  let now = new Date(START.getTime() - 3_600_000);
  const metrc = await startFakeMetrc({ licenceNumber: LICENCE, ...KEYS, now: () => now });
  try {
    for (let index = 0; index < PACKAGES; index += 1) {
      metrc.packages.add({
        label: labelOf(index),
        itemName: `Bench ${Math.floor(index / 10) + 1} ${(index % 10) + 1} g`,
        category: 'Buds',
        unitOfMeasure: 'Each',
        unitWeight: (index % 10) + 1,
        unitWeightUnitOfMeasureName: 'Grams',
        quantity: 40,
        labTestingState: 'TestPassed',
      });
    }
    const source = createMetrcSource({ baseUrl: metrc.url, ...KEYS, licenceNumber: LICENCE });
    const [{ id: storeId } = { id: '' }] = await db.query<{ id: string }>('select public.default_store_id() as id');

    const timed = async (at: Date, full: boolean) => {
      const started = performance.now();
      const outcome = await syncStoreInventory(db, source, storeId, { now: at, full });
      if (!outcome.synced) throw new Error(`The sync did not run: ${JSON.stringify(outcome)}`);
      return performance.now() - started;
    };

    now = new Date(START.getTime() + 1000);
    const firstFullMs = await timed(now, true);
    // Each package sells as the size of the same place in the catalog.
    await db.query(
      `update store_packages sp set variant_id = v.id
         from (select id, row_number() over (order by sku) - 1 as n from variants where sku like 'bench-%') v
        where sp.label = '1A40603000' || lpad(v.n::text, 14, '0')`,
    );
    now = new Date(now.getTime() + 1000);
    const reconcileMs = await timed(now, true);

    const emptyWindows: number[] = [];
    const syncs: number[] = [];
    const lags: number[] = [];
    let random = 7;
    const next = () => {
      random = (random * 48_271) % 2_147_483_647;
      return random / 2_147_483_647;
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const intervalStart = now.getTime();
      // An interval with nothing new: what each poll costs when the shelf did not move.
      if (round % 3 === 0) {
        now = new Date(intervalStart + INVENTORY_SYNC_INTERVAL_MS);
        emptyWindows.push(await timed(now, false));
        continue;
      }
      const offsets = Array.from({ length: CHANGES }, () => next() * (INVENTORY_SYNC_INTERVAL_MS - 1000)).sort(
        (a, b) => a - b,
      );
      for (const offset of offsets) {
        now = new Date(intervalStart + offset);
        const index = Math.floor(next() * PACKAGES);
        metrc.packages.setQuantity(labelOf(index), 1 + Math.floor(next() * 60));
      }
      now = new Date(intervalStart + INVENTORY_SYNC_INTERVAL_MS);
      const syncMs = await timed(now, false);
      syncs.push(syncMs);
      for (const offset of offsets) lags.push(INVENTORY_SYNC_INTERVAL_MS - offset + syncMs);
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const figure = (values: number[], p: number) => (percentile(sorted(values), p) / 1000).toFixed(2);
    const ms = (values: number[], p: number) => percentile(sorted(values), p).toFixed(0);
    console.info(`\n${engine}: ${PACKAGES} packages, a poll every ${INVENTORY_SYNC_INTERVAL_MS / 1000} s`);
    console.info(`  first full sync (all new):        ${firstFullMs.toFixed(0)} ms`);
    console.info(`  nightly full reconcile:           ${reconcileMs.toFixed(0)} ms`);
    console.info(`  poll finding nothing (baseline):  p50 ${ms(emptyWindows, 50)} ms, p95 ${ms(emptyWindows, 95)} ms`);
    console.info(`  poll bringing ${CHANGES} changes:       p50 ${ms(syncs, 50)} ms, p95 ${ms(syncs, 95)} ms`);
    console.info(
      `  change at Metrc → on the menu:    p50 ${figure(lags, 50)} s, p95 ${figure(lags, 95)} s (${lags.length} changes)`,
    );
  } finally {
    await metrc.stop();
  }
}

const pglite = await openPglite();
try {
  await prepareCatalog(pglite);
  await measure(pglite, 'PGlite');
} finally {
  await pglite.close();
}
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  await withScratchPostgres(serverUrl, 'bench_inventory', async (db) => {
    await prepareCatalog(db);
    await measure(db, 'PostgreSQL');
  });
}
