// `npm run bench:mixed` (after `npm run build`): the built store on PostgreSQL under a storefront's
// mix of traffic, 25 connections each sending its next request as soon as the previous answer
// arrives: 55% menu pages with random filters, 20% product pages, 15% cart quotes (random carts of
// sizes in stock), 2% checkouts (real orders, each with its own idempotency key, by a shopper of
// their own: email, phone, and a connection from an address of their own) and 8% other public pages. It prints the overall requests per second and latency percentiles, then each kind's.
//
//   BENCH_DATABASE_URL=postgres://… npm run bench:mixed -- [--duration 60] [--connections 25]
//                                                         [--rounds 1] [--dist dist[,other/dist]]
//                                                         [--accept-encoding 'br, gzip'] [--workers 1[,2]]
//
// Each build in --dist (a baseline beside the current one, say) gets its own scratch database on
// that server (TEST_DATABASE_URL when BENCH_DATABASE_URL is unset), migrated and seeded with the
// demo store (no order history), with stock and pickup places raised so no order of the run is
// refused; all are started, then measured in turn for each round, so noise on this shared machine
// falls on every build alike. Each build is started the way `npm run serve` starts it (the
// `scripts/serve.mjs` beside it), page cache on as in production, once for each number of store
// processes in --workers (`WEB_CONCURRENCY`, 1 by default as in `npm run serve`). The clients ask as browsers do
// (`Accept-Encoding: br, gzip`); `--accept-encoding ''` asks for plain answers. Any answer that is
// not a 2xx is counted and fails the run.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MENU_SORTS } from '#lib/catalog/menu-query.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { ACTIVE_BATCH } from '#lib/catalog/sellable.ts';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { seedDemoStore } from '#demo-store/index.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { HttpConnection } from './http-client.ts';
import { percentile } from './load.ts';
import {
  cpuSeconds,
  freePort,
  startChild,
  stopChild,
  storeEntryOf,
  waitForHttp,
  waitForIdle,
  type Child,
} from './processes.ts';
import { withScratchPostgres } from './scratch-postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '25' },
    rounds: { type: 'string', default: '1' },
    dist: { type: 'string', default: 'dist' },
    'accept-encoding': { type: 'string', default: 'br, gzip' },
    workers: { type: 'string', default: '1' },
  },
});
const acceptEncoding = options['accept-encoding'];
const durationSeconds = Number(options.duration);
const rounds = Number(options.rounds);
const connections = Number(options.connections);
const builds = options.dist.split(',').map((dir) => path.resolve(root, dir));
const workerCounts = options.workers.split(',').map(Number);
/** Every build with every number of store processes. */
const targets = builds.flatMap((distDir) => workerCounts.map((workers) => ({ distDir, workers })));
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const WARMUP_SECONDS = 5;

const KINDS = ['menu', 'product', 'quote', 'checkout', 'other'] as const;
type Kind = (typeof KINDS)[number];
const SHARES: Record<Kind, number> = { menu: 0.55, product: 0.2, quote: 0.15, checkout: 0.02, other: 0.08 };
const OTHER_PAGES = [
  '/',
  '/dispensary-deals',
  '/learn',
  '/strain-library',
  '/quick-order',
  '/build-a-pack',
  '/reviews',
];
const STRAIN_TYPES = ['indica', 'sativa', 'hybrid', 'cbd'];
/** Sizes a shopper can order now on the adult-use menu (as loadOrderItems decides it). */
const ORDERABLE_SIZES = `from variants v join products p on p.id = v.product_id
  where v.active and v.stock > 0 and p.status = 'active' and not p.medical_only
    and (not p.is_cannabis or exists (select 1 from batches b where b.product_id = p.id and ${ACTIVE_BATCH}))`;

/** What the random requests are made of, read from the seeded store. */
interface Shop {
  categories: string[];
  brands: string[];
  products: string[];
  /** Sizes in stock on the adult-use menu. */
  sizes: string[];
  /** Those a checkout of two of them at once may always buy. */
  checkoutSizes: string[];
  slots: string[];
}

interface Request {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const maybe = (share: number) => Math.random() < share;

function randomKind(): Kind {
  let roll = Math.random();
  for (const kind of KINDS) {
    roll -= SHARES[kind];
    if (roll < 0) return kind;
  }
  return 'other';
}

function menuPath(shop: Shop): string {
  const params = new URLSearchParams();
  if (maybe(0.6)) params.set('type', pick(STRAIN_TYPES));
  if (maybe(0.4)) params.set('brand', pick(shop.brands));
  if (maybe(0.5)) params.set('sort', pick(MENU_SORTS));
  if (maybe(0.2)) params.set('priceMax', String(20 + Math.floor(Math.random() * 8) * 10));
  if (maybe(0.15)) params.set('deal', '1');
  if (maybe(0.1)) params.set('page', '2');
  const query = params.size > 0 ? `?${params}` : '';
  return maybe(0.7) ? `/category/${pick(shop.categories)}${query}` : `/${query || '?sort=price-asc'}`;
}

function randomLines(sizes: readonly string[], most: number, quantity: () => number) {
  const ids = new Set<string>();
  const count = 1 + Math.floor(Math.random() * most);
  while (ids.size < count) ids.add(pick(sizes));
  return [...ids].map((variantId) => ({ variantId, quantity: quantity() }));
}

function randomRequest(shop: Shop): Request {
  const kind = randomKind();
  switch (kind) {
    case 'menu':
      return { kind, method: 'GET', path: menuPath(shop) };
    case 'product':
      return { kind, method: 'GET', path: `/products/${pick(shop.products)}` };
    case 'quote':
      return {
        kind,
        method: 'POST',
        path: '/api/cart/quote',
        body: JSON.stringify({ mode: 'adult', lines: randomLines(shop.sizes, 4, () => (maybe(0.8) ? 1 : 2)) }),
      };
    case 'checkout':
      return {
        kind,
        method: 'POST',
        path: '/api/checkout',
        body: JSON.stringify({
          idempotencyKey: randomUUID().replaceAll('-', ''),
          mode: 'adult',
          name: 'Bench Guest',
          email: `bench-${randomUUID()}@example.test`,
          // A shopper of their own: one person's orders for a day share one visit's limit (decision 55).
          phone: `734${String(2_000_000 + Math.floor(Math.random() * 8_000_000))}`,
          birthdate: '1990-04-20',
          pickupSlotStart: pick(shop.slots),
          acknowledgeId: true,
          website: '',
          recaptchaToken: '',
          lines: randomLines(shop.checkoutSizes, 2, () => 1),
        }),
      };
    default:
      return { kind, method: 'GET', path: pick(OTHER_PAGES) };
  }
}

async function prepareShop(db: Database, mediaDir: string): Promise<Shop> {
  await migrate(db, readMigrations());
  await seedDemoStore(db, { mediaDir, demoAccounts: false, history: false });
  // Enough of everything that no order of the run is refused for stock or a full slot.
  await db.query('update variants set stock = stock + 1000000 where active and stock > 0');
  await db.query('update store_settings set pickup_slot_capacity = 1000000');
  const settings = await getStoreSettings(db);
  // Slots still offered when the run ends, so every checkout's slot is valid when it is placed.
  const latest = Date.now() + (WARMUP_SECONDS + durationSeconds + 20 * 60) * 1000;
  const slots = pickupSlots({
    hours: settings.hours,
    timeZone: settings.timeZone,
    slotMinutes: settings.pickupSlotMinutes,
    now: new Date(),
  })
    .map((slot) => slot.start)
    .filter((start) => Date.parse(start) > latest);
  const column = async (sql: string) => (await db.query<{ value: string }>(sql)).map((row) => row.value);
  return {
    categories: await column('select slug as value from categories'),
    brands: await column('select slug as value from brands'),
    products: await column(`select slug as value from products where status = 'active' and not medical_only`),
    sizes: await column(`select v.id as value ${ORDERABLE_SIZES}`),
    // Two of these stay under every adult-use limit (2.5 oz of flower, 15 g of concentrate).
    checkoutSizes: await column(`select v.id as value ${ORDERABLE_SIZES} and v.limit_amount <= 7000`),
    slots,
  };
}

interface Tally {
  latencies: number[];
  /** Answers the page cache gave (`X-Cache: HIT`). */
  hits: number;
  failures: number;
  firstFailure?: string;
}

let shoppers = 0;
/**
 * A loopback address of its own for each checkout (Linux routes all of 127.0.0.0/8 to the machine):
 * shoppers check out from their own addresses, and the checkout's limit per address (decision 56)
 * is not what a load generator at 20 checkouts a second would measure.
 */
function shopperAddress(): string {
  shoppers += 1;
  return `127.1.${Math.floor(shoppers / 250) % 250}.${(shoppers % 250) + 1}`;
}

/** Sends the mix with `connections` loops for `seconds`; each kind's latencies and failures. */
async function runMix(baseUrl: string, shop: Shop, seconds: number): Promise<Map<Kind, Tally>> {
  const tallies = new Map<Kind, Tally>(KINDS.map((kind) => [kind, { latencies: [], hits: 0, failures: 0 }]));
  const deadline = performance.now() + seconds * 1000;
  const headers = {
    cookie: 'age_verified=adult',
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  };
  const postHeaders = { ...headers, 'content-type': 'application/json', origin: baseUrl };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      // The load generator shares the machine with the store: its client reads answers without
      // copying them (bench/http-client.ts).
      const connection = new HttpConnection(baseUrl);
      while (performance.now() < deadline) {
        const request = randomRequest(shop);
        const tally = tallies.get(request.kind)!;
        const started = performance.now();
        // A checkout comes on a connection of its own from its shopper's address.
        const via =
          request.kind === 'checkout' ? new HttpConnection(baseUrl, { localAddress: shopperAddress() }) : connection;
        try {
          const { status, hit, bodyStart } = await via.send({
            method: request.method,
            path: request.path,
            headers: request.body ? postHeaders : headers,
            ...(request.body ? { body: request.body } : {}),
          });
          tally.latencies.push(performance.now() - started);
          if (hit) tally.hits += 1;
          if (status < 200 || status >= 300) {
            tally.failures += 1;
            tally.firstFailure ??= `${status} ${request.method} ${request.path}: ${bodyStart}`;
          }
        } catch (error) {
          tally.failures += 1;
          tally.firstFailure ??= `${request.method} ${request.path}: ${String(error)}`;
        } finally {
          if (via !== connection) via.close();
        }
      }
      connection.close();
    }),
  );
  return tallies;
}

/** The latency the issue's goal sets for the slowest percent (p99 at 25 connections). */
const SLOW_MS = 100;

/**
 * One line of the report. "Slower than 100 ms" counts this kind's answers over SLOW_MS as a share
 * of every answer of the run (`total`): the kinds' shares add up to what stands between p99 and it.
 */
function row(label: string, tallies: readonly Tally[], seconds: number, total: number): string {
  const sorted = tallies.flatMap((tally) => tally.latencies).sort((a, b) => a - b);
  const ms = (p: number) => (sorted.length === 0 ? '–' : percentile(sorted, p).toFixed(0));
  const slow = sorted.length - sorted.findLastIndex((latency) => latency <= SLOW_MS) - 1;
  const slowShare = total === 0 ? '–' : `${((100 * slow) / total).toFixed(2)}%`;
  const hits = tallies.reduce((sum, tally) => sum + tally.hits, 0);
  const failures = tallies.reduce((sum, tally) => sum + tally.failures, 0);
  const hitShare = sorted.length === 0 ? '–' : `${Math.round((100 * hits) / sorted.length)}%`;
  return `| ${label} | ${sorted.length} | ${(sorted.length / seconds).toFixed(0)} | ${ms(50)} | ${ms(95)} | ${ms(99)} | ${slowShare} | ${hitShare} | ${failures} |`;
}

/** A build to measure, started with this many store processes. */
interface Target {
  distDir: string;
  workers: number;
}

/** A built store running on its own freshly seeded scratch database. */
interface RunningBuild {
  label: string;
  baseUrl: string;
  shop: Shop;
  child: Child;
  tallies: Map<Kind, Tally>;
  cpuSeconds: number;
  /** CPU this process (the load generator) used while measuring this build. */
  generatorSeconds: number;
  loads: number[];
}

async function startBuild(
  { distDir, workers }: Target,
  url: string,
  db: Database,
  workDir: string,
): Promise<RunningBuild> {
  const shop = await prepareShop(db, path.join(workDir, 'media'));
  const port = await freePort();
  const entry = storeEntryOf(distDir);
  const child = startChild('store', [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: workDir,
      DATABASE_URL: url,
      WEB_CONCURRENCY: String(workers),
    },
    cwd: workDir,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/health`, child, 180_000);
  await runMix(baseUrl, shop, WARMUP_SECONDS);
  return {
    label: `${path.relative(root, distDir) || distDir}, ${workers} process${workers === 1 ? '' : 'es'}`,
    baseUrl,
    shop,
    child,
    tallies: new Map(KINDS.map((kind) => [kind, { latencies: [], hits: 0, failures: 0 }])),
    cpuSeconds: 0,
    generatorSeconds: 0,
    loads: [],
  };
}

/** One round on one build, added to what its earlier rounds measured. */
async function measureRound(build: RunningBuild): Promise<void> {
  await waitForIdle(build.child.process.pid);
  build.loads.push(os.loadavg()[0]!);
  const cpuBefore = cpuSeconds(build.child.process.pid);
  const generatorBefore = process.cpuUsage();
  const tallies = await runMix(build.baseUrl, build.shop, durationSeconds);
  build.cpuSeconds += (cpuSeconds(build.child.process.pid) ?? 0) - (cpuBefore ?? 0);
  const generator = process.cpuUsage(generatorBefore);
  build.generatorSeconds += (generator.user + generator.system) / 1e6;
  for (const [kind, tally] of tallies) {
    const kept = build.tallies.get(kind)!;
    kept.latencies.push(...tally.latencies);
    kept.hits += tally.hits;
    kept.failures += tally.failures;
    kept.firstFailure ??= tally.firstFailure;
  }
}

function report(build: RunningBuild): void {
  const seconds = durationSeconds * rounds;
  const all = [...build.tallies.values()];
  const failures = all.reduce((sum, tally) => sum + tally.failures, 0);
  const loads = build.loads.map((load) => load.toFixed(1)).join(', ');
  console.info(
    `\n${build.label}: load average ${loads} at the start of each round, store ${(build.cpuSeconds / seconds).toFixed(2)} cores, ` +
      `load generator ${(build.generatorSeconds / seconds).toFixed(2)} cores\n`,
  );
  console.info(
    `| requests | count | req/s | p50 (ms) | p95 (ms) | p99 (ms) | slower than ${SLOW_MS} ms | page cache hits | failures |`,
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const total = all.reduce((sum, tally) => sum + tally.latencies.length, 0);
  console.info(row('**all**', all, seconds, total));
  for (const [kind, tally] of build.tallies) console.info(row(kind, [tally], seconds, total));
  for (const [kind, tally] of build.tallies) {
    if (tally.firstFailure) console.error(`${kind}: ${tally.failures} failed, e.g. ${tally.firstFailure}`);
  }
  if (failures > 0) process.exitCode = 1;
}

/** Starts every build on its own scratch database, then measures them in turn, round after round. */
async function benchBuilds(pending: readonly Target[], running: RunningBuild[]): Promise<void> {
  const [target, ...rest] = pending;
  if (target === undefined) {
    for (let round = 0; round < rounds; round++) {
      for (const build of running) await measureRound(build);
    }
    for (const build of running) report(build);
    return;
  }
  await withScratchPostgres(
    serverUrl!,
    'mixed_bench',
    async (db, _host, url) => {
      const workDir = mkdtempSync(path.join(os.tmpdir(), 'rr-mixed-'));
      let build: RunningBuild | undefined;
      try {
        build = await startBuild(target, url, db, workDir);
        await benchBuilds(rest, [...running, build]);
      } finally {
        if (build) await stopChild(build.child);
        rmSync(workDir, { recursive: true, force: true });
      }
    },
    2,
  );
}

if (!serverUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server: a scratch database is made there.',
  );
  process.exit(1);
}
for (const distDir of builds) {
  if (!existsSync(path.join(distDir, 'server/entry.mjs'))) {
    console.error(`No built store in ${distDir}. Run \`npm run build\` first.`);
    process.exit(1);
  }
}
console.info(
  `Mixed traffic: ${connections} connections, ${rounds} round(s) of ${durationSeconds} s per build after ${WARMUP_SECONDS} s to warm up; ` +
    `${KINDS.map((kind) => `${kind} ${Math.round(SHARES[kind] * 100)}%`).join(', ')}; ` +
    `Accept-Encoding: ${acceptEncoding || '(none)'}; Node ${process.version}, ${os.availableParallelism()} CPUs.`,
);
await benchBuilds(targets, []);
