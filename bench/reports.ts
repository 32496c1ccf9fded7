// `npm run bench:reports`: every report of REPORT_LOADERS over a year of history with about a
// million order lines at two stores. The demo store's catalog is seeded into an in-memory PGlite database and,
// when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, into a scratch database
// there too; the demo history's generator makes the year once, at a larger scale (more customers,
// more orders a day, the same carts, prices and habits), and writes every row to both databases
// at once; half the orders and checkouts are then moved to a second store, on Central time; the
// rollups are built (timed) on each; then each loader runs over the last 30 days and over the last
// 12 months against the 12 before, for all stores and for the default store alone, and its p50/p95
// are printed per database. A loader that fails is reported in its row and the rest go on.
//   BENCH_REPORT_LINES=1000000 BENCH_REPORT_RUNS=20 npm run bench:reports
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readReportRange } from '#lib/reports/report-range.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPglite } from '#server/db/pglite.ts';
import { REPORT_LOADERS } from '#server/reports/admin/report-loaders.ts';
import { readReportStores } from '#server/reports/admin/report-stores.ts';
import { refreshReports } from '#server/reports/admin/rollup-builders.ts';
import { seedDemoHistory } from '#demo-store/history/index.ts';
import { seedDemoStore } from '#demo-store/index.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { percentile } from './load.ts';
import { withScratchPostgres } from './scratch-postgres.ts';

const LINES = Number(process.env.BENCH_REPORT_LINES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 20);
const WARMUP = 3;
/** Wednesday 25 November 2026, noon in Monroe: the history ends the night before. */
const NOW = new Date('2026-11-25T17:00:00Z');
const SEED_DAY = '2026-11-25';
/** The generator's carts hold about this many lines (measured on the demo history). */
const LINES_PER_ORDER = 2.2;
const ordersPerDay = Math.max(1, Math.round(LINES / LINES_PER_ORDER / 365));
// As many accounts per daily order as the demo store has (540 for 12 a day).
const SCALE = { ordersPerDay, customers: ordersPerDay * 45 };
const RANGES = [
  { label: 'last 30 days', search: 'range=last-30-days&compare=previous' },
  { label: 'last 12 months vs the 12 before', search: 'range=last-12-months&compare=previous' },
];
/** The stores a report sums: both, or the default store's half (the organization's reports read neither). */
const STORE_CHOICES = [
  { label: 'all stores', search: 'stores=all' },
  { label: 'one store', search: '' },
];

type Timing = { p50: number; p95: number } | { error: string };
const results = new Map<string, Map<string, Timing>>();
const figure = (value: number) => value.toLocaleString('en-US');

/** The demo catalog, with the same size ids in every database so one history fits them all. */
async function prepareStore(db: Database): Promise<void> {
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'rr-bench-reports-'));
  try {
    await migrate(db, readMigrations());
    await seedDemoStore(db, { mediaDir, demoAccounts: false, now: NOW });
  } finally {
    rmSync(mediaDir, { recursive: true, force: true });
  }
  await db.query(`update variants set id = md5('bench-reports:' || sku)::uuid`);
  // A store this busy has room for it: every order gets the slot its customer chose.
  await db.query('update store_settings set pickup_slot_capacity = 100000');
  // A second store in the Upper Peninsula, selling the same sizes.
  await db.query(
    `with central as (
       insert into stores (slug, name, city, municipality, timezone, position)
       values ('menominee', 'Menominee', 'Menominee', 'Menominee', 'America/Menominee', 1) returning id
     )
     insert into store_variants (store_id, variant_id, stock) select central.id, v.id, v.stock from central, variants v`,
  );
}

/** Half the orders and checkouts (by a hash of their number and key, the same in every database) are the second store's. */
async function splitBetweenStores(db: Database): Promise<void> {
  const central = `(select id from stores where slug = 'menominee')`;
  await db.query(`update orders set store_id = ${central} where hashtext(number) & 1 = 0`);
  await db.query(`update abandoned_checkouts set store_id = ${central} where hashtext(checkout_key) & 1 = 0`);
}

/** Runs every statement on each database at once and answers with the first one's rows. */
function everyDatabase(dbs: readonly Database[]): Queryable {
  return {
    async query(text, params) {
      const [rows] = await Promise.all(dbs.map((db) => db.query(text, params)));
      return rows as never;
    },
    async exec(script) {
      await Promise.all(dbs.map((db) => db.exec(script)));
    },
  };
}

async function writeHistory(engines: readonly { label: string; db: Database }[]): Promise<void> {
  for (const { db } of engines) await prepareStore(db);
  const started = performance.now();
  let reported = 0;
  const counts = await seedDemoHistory(
    everyDatabase(engines.map((engine) => engine.db)),
    { seedDay: SEED_DAY, scale: SCALE },
    (sofar) => {
      if (sofar.orderLines - reported < 200_000) return;
      reported = sofar.orderLines;
      console.info(
        `  ${figure(sofar.orderLines)} order lines after ${((performance.now() - started) / 1000).toFixed(0)} s…`,
      );
    },
  );
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `${engines.map((engine) => engine.label).join(' and ')}: ${figure(counts!.orders)} orders, ` +
      `${figure(counts!.orderLines)} order lines, ${figure(counts!.customers)} customer accounts, ` +
      `${figure(counts!.checkouts)} checkouts generated once and written in ${seconds.toFixed(0)} s.`,
  );
}

async function timeReports(label: string, db: Database): Promise<void> {
  await splitBetweenStores(db);
  let started = performance.now();
  await refreshReports(db);
  console.info(`${label}: rollups built from every order in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  started = performance.now();
  await refreshReports(db);
  console.info(`${label}: a refresh with nothing changed: ${(performance.now() - started).toFixed(1)} ms.`);

  const { timeZone } = await getStoreSettings(db);
  for (const [key, load] of Object.entries(REPORT_LOADERS).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [{ label: rangeLabel, search }, choice] of RANGES.flatMap((range) =>
      STORE_CHOICES.map((choice) => [range, choice] as const),
    )) {
      const query = new URLSearchParams(`${search}&${choice.search}`);
      const read = readReportRange(query, NOW, timeZone);
      if (!read.ok) throw new Error(`${search}: ${read.message}`);
      const stores = await readReportStores(db, { role: 'admin' }, query);
      const request = { db, range: read.range, search: query, now: NOW, stores };
      const row = `${key} | ${rangeLabel} | ${choice.label}`;
      if (!results.has(row)) results.set(row, new Map());
      try {
        for (let i = 0; i < WARMUP; i++) await load(request);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const before = performance.now();
          await load(request);
          times.push(performance.now() - before);
        }
        times.sort((a, b) => a - b);
        const timing = { p50: percentile(times, 50), p95: percentile(times, 95) };
        results.get(row)!.set(label, timing);
        console.info(`  ${label}: ${row}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`);
      } catch (error) {
        results.get(row)!.set(label, { error: error instanceof Error ? error.message : String(error) });
        console.info(`  ${label}: ${row}: failed`);
      }
    }
  }
}

function cell(timing: Timing | undefined): string {
  if (!timing) return '– | –';
  if ('error' in timing) return `failed: ${timing.error.replace(/\|/g, '/').slice(0, 80)} | –`;
  return `${timing.p50.toFixed(1)} | ${timing.p95.toFixed(1)}`;
}

async function run(engines: { label: string; db: Database }[]): Promise<void> {
  await writeHistory(engines);
  for (const { label, db } of engines) await timeReports(label, db);
  console.info('');
  if (results.size === 0) {
    console.info('No report is listed in REPORT_LOADERS (src/server/reports/admin/report-loaders.ts) yet.');
    return;
  }
  console.info(
    `| report | range | stores | ${engines.map((engine) => `${engine.label} p50 ms | p95 ms`).join(' | ')} |`,
  );
  console.info(`|---|---|---|${engines.map(() => '---:|---:').join('|')}|`);
  for (const [row, timings] of results) {
    console.info(`| ${row} | ${engines.map((engine) => cell(timings.get(engine.label))).join(' | ')} |`);
  }
}

console.info(
  `\nReports at ${figure(LINES)} order lines (${SCALE.ordersPerDay} orders a day for a year, ` +
    `${figure(SCALE.customers)} accounts); ${RUNS} runs per report and range after ${WARMUP} to warm up; ` +
    `Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}.\n`,
);
const pglite = await openPglite();
try {
  const embedded = { label: 'PGlite (in memory)', db: pglite };
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await withScratchPostgres(serverUrl, 'reports_bench', (db, host) =>
      run([embedded, { label: `PostgreSQL (${host})`, db }]),
    );
  } else {
    await run([embedded]);
  }
} finally {
  await pglite.close();
}
