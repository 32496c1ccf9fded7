// `npm run catalog:generate -- --variants 100000 --data-dir /tmp/x`: adds a synthetic catalog
// (synthetic-catalog.ts) to a database, for benchmarks and trying the menu at scale.
// Without DATABASE_URL: the embedded database in {data dir}/db (migrated first), as the store's
// own DATA_DIR keeps it; stop the store first, the embedded database has a single owner.
// With DATABASE_URL: that (already migrated) PostgreSQL database.
//   --variants N   how many variants (default 10000; products follow at about four each)
//   --seed N       the random seed (default 1): the same seed gives the same catalog
//   --data-dir D   the data folder (default $DATA_DIR, else .data)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate, readMigrations, openPglite, openPostgres, type Database } from '#server/db/index.ts';
import { generateSyntheticCatalog } from './synthetic-catalog.ts';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../supabase/migrations');

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`--${name} must be a positive whole number, not "${value}"`);
  return number;
}

async function main(): Promise<number> {
  let options;
  try {
    const { values } = parseArgs({
      options: { variants: { type: 'string' }, seed: { type: 'string' }, 'data-dir': { type: 'string' } },
    });
    options = {
      variants: positiveInteger('variants', values.variants, 10_000),
      seed: positiveInteger('seed', values.seed, 1),
      dataDir: path.resolve(values['data-dir'] ?? (process.env.DATA_DIR?.trim() || '.data')),
    };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }

  const url = process.env.DATABASE_URL?.trim();
  let db: Database;
  if (url) {
    db = openPostgres(url, { max: 2 });
    console.info(`Generating ${options.variants} variants into ${new URL(url).host}${new URL(url).pathname}…`);
  } else {
    const dbDir = path.join(options.dataDir, 'db');
    db = await openPglite({ dataDir: dbDir });
    const applied = await migrate(db, readMigrations(MIGRATIONS_DIR));
    console.info(
      `Generating ${options.variants} variants into ${dbDir}${applied.length ? ` (migrated ${applied.length} first)` : ''}…`,
    );
  }
  try {
    const report = await generateSyntheticCatalog(db, { variants: options.variants, seed: options.seed });
    for (const [table, count] of Object.entries(report)) {
      if (table !== 'durationMs') console.info(`  ${table.padEnd(14)} ${count}`);
    }
    console.info(`Done in ${(report.durationMs / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    console.error(`Generating failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Nothing was written: the catalog is written in one transaction.');
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
