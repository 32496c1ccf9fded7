// `npm run db:seed`: loads the River Raisin demo store. Safe to repeat: rows that exist are kept.
// With DATABASE_URL: into that (already migrated) PostgreSQL database, without demo sign-ins,
// and with a year of demo order history only when asked: `npm run db:seed -- --history`.
// Without it: into the embedded database in DATA_DIR, migrating it first, with demo sign-ins and
// the order history (`--no-history` leaves it out). A store gets its history once.
// The demo is a chain of two stores, as the embedded store's first start seeds it: Monroe and
// Ypsilanti, with its own shelf and, in embedded mode, a manager of that store only.
// `--stores 1` seeds Monroe alone.
// Stop the store first in embedded mode: the embedded database has a single owner.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate, readMigrations, openPglite, openPostgres, type Database } from '#server/db/index.ts';
import { DEMO_ACCOUNTS, SECOND_STORE_MANAGER, seedDemoStore, type SeedReport } from '#demo-store/index.ts';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../supabase/migrations');
const { values: args } = parseArgs({
  options: { history: { type: 'boolean' }, stores: { type: 'string', default: '2' } },
  allowNegative: true,
});
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || '.data');
const mediaDir = path.join(dataDir, 'media');

class SeedSetupError extends Error {}

/** How many of the demo chain's stores to seed: 1 (Monroe) or 2 (Monroe and Ypsilanti). */
function storeCount(): 1 | 2 {
  if (args.stores === '1' || args.stores === '2') return Number(args.stores) as 1 | 2;
  throw new SeedSetupError(`--stores takes 1 or 2, not ${args.stores}.`);
}

function printReport(report: SeedReport): void {
  const added = Object.entries(report.inserted).filter(([, count]) => count > 0);
  if (added.length === 0 && !report.history) {
    console.info('The demo store was already seeded; nothing was added.');
  } else if (added.length > 0) {
    console.info('Added:');
    for (const [table, count] of added) console.info(`  ${table.padEnd(14)} ${count}`);
  }
  if (report.secondStore?.stores) {
    console.info(`Second store: Ypsilanti, ${report.secondStore.storeVariants} sizes on its shelf.`);
  }
  if (report.history) {
    const { orders, orderLines, customers } = report.history;
    console.info(`Order history: ${orders} orders (${orderLines} lines) over a year, ${customers} customer accounts.`);
  }
  console.info(`Image files written: ${report.imageFilesWritten} (in ${path.join(mediaDir, 'products')})`);
  console.info(`Done in ${(report.durationMs / 1000).toFixed(1)} s.`);
}

/** Refuses to seed a PostgreSQL database whose schema is missing or behind the migrations on disk. */
async function assertMigrated(db: Database): Promise<void> {
  const [table] = await db.query<{ name: string | null }>(
    "select to_regclass('supabase_migrations.schema_migrations')::text as name",
  );
  const applied = table?.name
    ? new Set(
        (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
          (r) => r.version,
        ),
      )
    : new Set<string>();
  const pending = readMigrations(MIGRATIONS_DIR).filter((migration) => !applied.has(migration.version));
  if (pending.length > 0) {
    throw new SeedSetupError(
      `The database is not migrated (${pending.length} migration(s) pending, e.g. ${pending[0]!.version}_${pending[0]!.name}). ` +
        'Run npm run db:migrate first.',
    );
  }
}

async function seedPostgres(rawUrl: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new SeedSetupError(
      'DATABASE_URL is not a valid URL: it must look like postgres://user:password@host:5432/db',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new SeedSetupError('DATABASE_URL is not a PostgreSQL URL: it must start with postgres:// or postgresql://');
  }
  console.info(`Seeding the demo store into ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}…`);
  const db = openPostgres(url.href, { max: 2 });
  try {
    await assertMigrated(db);
    printReport(
      await seedDemoStore(db, { mediaDir, demoAccounts: false, history: args.history ?? false, stores: storeCount() }),
    );
    console.info('Demo sign-ins are only created in embedded mode (without DATABASE_URL); none were made here.');
  } finally {
    await db.close();
  }
}

async function seedEmbedded(): Promise<void> {
  const dbDir = path.join(dataDir, 'db');
  console.info(`Seeding the demo store into the embedded database in ${dbDir}…`);
  const db = await openPglite({ dataDir: dbDir });
  try {
    const applied = await migrate(db, readMigrations(MIGRATIONS_DIR));
    if (applied.length > 0) console.info(`Applied ${applied.length} migration(s) first.`);
    const stores = storeCount();
    printReport(await seedDemoStore(db, { mediaDir, demoAccounts: true, history: args.history ?? true, stores }));
    console.info('Demo sign-ins:');
    for (const account of stores === 2 ? [...DEMO_ACCOUNTS, SECOND_STORE_MANAGER] : DEMO_ACCOUNTS) {
      console.info(`  ${account.role.padEnd(8)} ${account.email} / ${account.password}`);
    }
  } finally {
    await db.close();
  }
}

try {
  const url = process.env.DATABASE_URL?.trim();
  await (url ? seedPostgres(url) : seedEmbedded());
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SeedSetupError) {
    console.error(message);
  } else {
    console.error(`Seeding failed: ${message}`);
    console.error('Nothing was written to the database: the seed runs in one transaction.');
  }
  process.exitCode = 1;
}
