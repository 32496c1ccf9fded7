// `npm run bench:orders` (also the last part of `npm run bench`): how long `placeOrder` takes and
// how many orders a second one store database takes, with 1 and 8 placers at once. A small
// store (21 products with plenty of stock, open every day) is made in an in-memory PGlite
// database, migrated, and on PostgreSQL too when BENCH_DATABASE_URL names a server (a scratch
// database is created and dropped). Each order is two random sizes for a random pickup slot, by a
// guest of their own (email and phone) on the adult-use menu, as a day's shoppers are: one
// person's orders would queue at their lock and share one visit's limit (decision 55). The
// store's settings come as the checkout endpoint passes them from the store-wide cache; every
// order must be placed (a refusal stops the bench). Each
// database's table is followed by the statements one placement and one cart quote send, and how
// many times each waits for the database (statements sent together are one wait).
//   BENCH_ORDERS=300 BENCH_PLACERS=1,8 npm run bench:orders
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { quoteCart } from '#server/cart/index.ts';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPglite } from '#server/db/pglite.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { getStoreSettings, type StoreSettings } from '#server/settings/store-settings.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../tests/support/menu-fixtures.ts';
import { countingStatements } from '../tests/support/statement-count.ts';
import { insertTestStore } from '../tests/support/test-store.ts';
import { percentile } from './load.ts';
import { withScratchPostgres } from './scratch-postgres.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);
const PLACERS = (process.env.BENCH_PLACERS ?? '1,8').split(',').map(Number);
const WARMUP = 20;
const NOW = WEDNESDAY_AFTERNOON;
const HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '09:00', closes: '21:00' }));
const SLOTS = pickupSlots({ hours: HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW }).map((slot) => slot.start);

/** The bench store: 20 flower products and a hoodie, a million of each, slots that never fill. */
async function prepare(db: Database): Promise<string[]> {
  await migrate(db, readMigrations());
  await insertTestStore(db);
  await db.query('update store_settings set pickup_slot_minutes = 30, pickup_slot_capacity = 1000000, timezone = $1', [
    TIME_ZONE,
  ]);
  for (const { weekday, opens, closes } of HOURS) {
    await db.query('insert into store_hours (weekday, opens_at, closes_at) values ($1, $2, $3)', [
      weekday,
      opens,
      closes,
    ]);
  }
  await insertCategory(db, 'flower');
  await insertCategory(db, 'apparel');
  for (let i = 0; i < 20; i++) {
    await insertProduct(db, {
      slug: `bench-flower-${i}`,
      category: 'flower',
      image: false,
      variants: [
        { size: '3.5 g', price: 3000 + i * 100, stock: 1_000_000, limit: { category: 'flower', amount: 3544 } },
      ],
    });
  }
  await insertProduct(db, {
    slug: 'bench-hoodie',
    category: 'apparel',
    isCannabis: false,
    image: false,
    variants: [{ size: 'L', price: 4500, stock: 1_000_000 }],
  });
  const rows = await db.query<{ id: string }>('select id from variants order by sku');
  return rows.map((row) => row.id);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

let guests = 0;

function randomOrder(variants: readonly string[]): PlaceOrderInput {
  const first = pick(variants);
  let second = pick(variants);
  while (second === first) second = pick(variants);
  return {
    idempotencyKey: randomUUID(),
    customerId: null,
    mode: 'adult',
    contact: {
      name: 'Bench Guest',
      email: `bench${++guests}@example.test`,
      phone: `734${String(2_000_000 + guests).padStart(7, '0')}`,
      birthdate: '1990-04-20',
    },
    medicalCard: null,
    pickupSlotStart: pick(SLOTS),
    notes: '',
    lines: [
      { variantId: first, quantity: 1 },
      { variantId: second, quantity: 1 },
    ],
    consents: { email: false, sms: false },
    expectedTotalCents: null,
    now: NOW,
  };
}

/** Places `count` orders with `placers` loops at once; each order's time and the run's wall time. */
async function placeMany(
  db: Database,
  settings: StoreSettings,
  variants: readonly string[],
  count: number,
  placers: number,
) {
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: placers }, async () => {
      while (next < count) {
        next += 1;
        const before = performance.now();
        const outcome = await placeOrder(db, randomOrder(variants), { settings });
        latencies.push(performance.now() - before);
        if (!outcome.ok) throw new Error(`An order was refused: ${JSON.stringify(outcome.problem)}`);
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return {
    latencies: latencies.sort((a, b) => a - b),
    seconds: (performance.now() - started) / 1000,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/** The statements of one placement and of one guest's two-line cart quote, counted alone. */
async function countStatements(db: Database, settings: StoreSettings, variants: readonly string[]) {
  const placement = countingStatements(db);
  const order = randomOrder(variants);
  const outcome = await placeOrder(placement.db, order, { settings });
  if (!outcome.ok) throw new Error(`An order was refused: ${JSON.stringify(outcome.problem)}`);
  const quote = countingStatements(db);
  await quoteCart(quote.db, { mode: 'adult', lines: [...order.lines], redeemPoints: 0 }, null, NOW);
  return { placement: placement.tally, quote: quote.tally };
}

async function run(label: string, db: Database): Promise<string> {
  const variants = await prepare(db);
  const settings = await getStoreSettings(db);
  await placeMany(db, settings, variants, WARMUP, 1);
  for (const placers of PLACERS) {
    const { latencies, seconds, cpuMs } = await placeMany(db, settings, variants, ORDERS, placers);
    const ms = (p: number) => percentile(latencies, p).toFixed(1);
    console.info(
      `| ${label} | ${placers} | ${ORDERS} | ${(ORDERS / seconds).toFixed(0)} | ${ms(50)} | ${ms(95)} | ${latencies.at(-1)!.toFixed(1)} | ${(cpuMs / ORDERS).toFixed(1)} |`,
    );
  }
  const { placement, quote } = await countStatements(db, settings, variants);
  return (
    `${label}: a placement (guest, two sizes) sends ${placement.statements} statements in ${placement.waits} waits ` +
    `inside its transaction; a cart quote (guest, two sizes) ${quote.statements} in ${quote.waits}.`
  );
}

console.info(
  `\nplaceOrder: ${ORDERS} orders per row (two sizes each, random slot) after ${WARMUP} to warm up; Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}.\n`,
);
// The bench process's CPU per order: PGlite runs inside it; with PostgreSQL it is the Node side only.
console.info(
  '| database | placers at once | orders | orders/s | p50 (ms) | p95 (ms) | max (ms) | Node CPU per order (ms) |',
);
console.info('|---|---:|---:|---:|---:|---:|---:|---:|');
const counts: string[] = [];
const pglite = await openPglite();
try {
  counts.push(await run('PGlite (in memory)', pglite));
} finally {
  await pglite.close();
}
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  await withScratchPostgres(
    serverUrl,
    'orders_bench',
    async (db, host) => void counts.push(await run(`PostgreSQL (${host})`, db)),
    Math.max(...PLACERS),
  );
}
console.info(`\n${counts.join('\n')}`);
