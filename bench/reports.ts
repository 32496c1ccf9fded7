// `npm run bench:reports`: every report of REPORT_LOADERS over a year of history with about a
// million order lines. The demo store's catalog is seeded into an in-memory PGlite database and,
// when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, into a scratch database
// there too; the demo history's generator writes the year at a larger scale (more customers, more
// orders a day, the same carts, prices and habits); the rollups are built once (timed); then each
// loader runs over the last 30 days and over the last 12 months against the 12 before, and its
// p50/p95 are printed per database. A loader that fails is reported in its row and the rest go on.
//   BENCH_REPORT_LINES=1000000 BENCH_REPORT_RUNS=20 npm run bench:reports
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readReportRange } from '#lib/reporting/report-range.ts';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPglite } from '#server/db/pglite.ts';
import { REPORT_LOADERS } from '#server/reporting/report-loaders.ts';
import { refreshReports } from '#server/reporting/rollup-builders.ts';
import { seedDemoHistory } from '#server/seed/history/index.ts';
import { seedDemoStore } from '#server/seed/index.ts';
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
// As many accounts per daily order as the demo store has (900 for 20 a day).
const SCALE = { ordersPerDay, customers: ordersPerDay * 45 };
const RANGES = [
  { label: 'last 30 days', search: 'range=last-30-days&compare=previous' },
  { label: 'last 12 months vs the 12 before', search: 'range=last-12-months&compare=previous' },
];

type Timing = { p50: number; p95: number } | { error: string };
const results = new Map<string, Map<string, Timing>>();

async function prepare(label: string, db: Database): Promise<void> {
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'rr-bench-reports-'));
  try {
    await migrate(db, readMigrations());
    await seedDemoStore(db, { mediaDir, demoAccounts: false, now: NOW });
  } finally {
    rmSync(mediaDir, { recursive: true, force: true });
  }
  // A store this busy has room for it: every order gets the slot its customer chose.
  await db.query('update store_settings set pickup_slot_capacity = 100000');
  const started = performance.now();
  const counts = await seedDemoHistory(db, { seedDay: SEED_DAY, scale: SCALE });
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `${label}: ${counts!.orders.toLocaleString('en-US')} orders, ${counts!.orderLines.toLocaleString('en-US')} order lines, ` +
      `${counts!.customers.toLocaleString('en-US')} customer accounts, ${counts!.checkouts.toLocaleString('en-US')} checkouts ` +
      `generated and written in ${seconds.toFixed(0)} s (${Math.round(counts!.orderLines / seconds).toLocaleString('en-US')} lines/s).`,
  );
}

async function run(label: string, db: Database): Promise<void> {
  await prepare(label, db);
  let started = performance.now();
  await refreshReports(db);
  console.info(`${label}: rollups built from every order in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  started = performance.now();
  await refreshReports(db);
  console.info(`${label}: a refresh with nothing changed: ${(performance.now() - started).toFixed(1)} ms.`);

  const { timeZone } = await getStoreSettings(db);
  for (const [key, load] of Object.entries(REPORT_LOADERS).sort(([a], [b]) => a.localeCompare(b))) {
    for (const { label: rangeLabel, search } of RANGES) {
      const query = new URLSearchParams(search);
      const read = readReportRange(query, NOW, timeZone);
      if (!read.ok) throw new Error(`${search}: ${read.message}`);
      const request = { db, range: read.range, search: query, now: NOW };
      const row = `${key} | ${rangeLabel}`;
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
        results.get(row)!.set(label, { p50: percentile(times, 50), p95: percentile(times, 95) });
      } catch (error) {
        results.get(row)!.set(label, { error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
}

function cell(timing: Timing | undefined): string {
  if (!timing) return '– | –';
  if ('error' in timing) return `failed: ${timing.error.replace(/\|/g, '/').slice(0, 80)} | –`;
  return `${timing.p50.toFixed(1)} | ${timing.p95.toFixed(1)}`;
}

console.info(
  `\nReports at ${LINES.toLocaleString('en-US')} order lines (${SCALE.ordersPerDay} orders a day for a year, ` +
    `${SCALE.customers.toLocaleString('en-US')} accounts); ${RUNS} runs per report and range after ${WARMUP} to warm up; ` +
    `Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}.\n`,
);
const engines: string[] = [];
const pglite = await openPglite();
try {
  engines.push('PGlite (in memory)');
  await run(engines[0]!, pglite);
} finally {
  await pglite.close();
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  await withScratchPostgres(serverUrl, 'reports_bench', async (db, host) => {
    engines.push(`PostgreSQL (${host})`);
    await run(engines.at(-1)!, db);
  });
}

console.info('');
if (results.size === 0) {
  console.info('No report is listed in REPORT_LOADERS (src/server/reporting/report-loaders.ts) yet.');
} else {
  console.info(`| report | range | ${engines.map((engine) => `${engine} p50 ms | p95 ms`).join(' | ')} |`);
  console.info(`|---|---|${engines.map(() => '---:|---:').join('|')}|`);
  for (const [row, timings] of results) {
    console.info(`| ${row} | ${engines.map((engine) => cell(timings.get(engine))).join(' | ')} |`);
  }
}
