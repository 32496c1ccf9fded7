import path from 'node:path';
import { dataChanges } from './cache/change-feed.ts';
import { machineClock, testClock, type ServerClock } from './clock.ts';
import { readRuntimeConfig, type RuntimeConfig } from './config/runtime-config.ts';
import type { Database } from './db/database.ts';
import { migrate, migrationsFromFiles } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { privateFileStoreFor } from './media/index.ts';
import { backgroundJobsFor, startBackgroundJobs, type BackgroundJobRunner } from './jobs/background-jobs.ts';
import { inventorySourceFactory, storeRegistries, storeSalesSources } from './inventory/index.ts';
import { publishRuntimeStop } from './serving/instance-lifecycle.ts';
import { startServerErrorReporting } from './monitoring/server-error-reporting.ts';
import { seedEmbeddedStoreOnce } from '#demo-store/first-start.ts';
import type { InventorySourceFor } from './orders/index.ts';

export interface Runtime {
  config: RuntimeConfig;
  db: Database;
  /** The time content scheduling reads: the machine's, or the end-to-end tests' (STORE_TEST_CLOCK). */
  clock: ServerClock;
  backgroundJobs: BackgroundJobRunner;
  /**
   * A store's system of record (Metrc, or its point of sale) as this instance reaches it, for the
   * registry check before a medical order (decision 80). Without INVENTORY_CREDENTIALS_KEY, or
   * for a store whose source this deployment cannot reach, there is none: such orders flow
   * unchecked ('unavailable') for the 72-hour review.
   */
  inventorySourceFor: InventorySourceFor;
}

// Bundled into the server build, so a deployed `dist/` carries its own migrations.
const bundledMigrations = migrationsFromFiles(
  Object.fromEntries(
    Object.entries(
      import.meta.glob<string>('/supabase/migrations/*.sql', { query: '?raw', import: 'default', eager: true }),
    ).map(([file, sql]) => [path.basename(file), sql]),
  ),
);

let started: Promise<Runtime> | undefined;

/**
 * The instance's configuration and database, started once per process. In embedded mode the
 * PGlite database in DATA_DIR is migrated and, on its very first start, seeded with the demo
 * store; against DATABASE_URL, migrations are a deliberate step (`npm run db:migrate`).
 */
export function getRuntime(): Promise<Runtime> {
  started ??= start();
  return started;
}

async function start(): Promise<Runtime> {
  const config = await readRuntimeConfig();
  await startServerErrorReporting(config);
  if (config.mode === 'postgres') {
    const db = openPostgres(config.databaseUrl!, { max: config.databasePoolSize });
    // Caches in this process hear every instance's changes through the database (pg_notify);
    // they stay off until it listens, which the start does not wait for.
    const watching = dataChanges.watch(db);
    return stoppable({ config, db, ...startJobs(db, config) }, watching);
  }
  const db = await openPglite({ dataDir: path.join(config.dataDir, 'db') });
  await migrate(db, bundledMigrations);
  await seedEmbeddedStoreOnce(db, config.mediaDir);
  const watching = dataChanges.watch(db);
  await watching;
  return stoppable({ config, db, ...startJobs(db, config) }, watching);
}

/** Publishes how the runtime stops, for a graceful shutdown: no new job rounds, no listening, the database closed. */
function stoppable(runtime: Runtime, watching: Promise<() => Promise<void>>): Runtime {
  publishRuntimeStop(async () => {
    await runtime.backgroundJobs.stop();
    await (
      await watching
    )();
    await runtime.db.close();
  });
  return runtime;
}

function startJobs(
  db: Database,
  config: RuntimeConfig,
): Pick<Runtime, 'clock' | 'backgroundJobs' | 'inventorySourceFor'> {
  const clock = config.testClock ? testClock() : machineClock();
  // Each store's source of stock, as this deployment reaches it (decision 77).
  const inventorySources = inventorySourceFactory(config.sourceEndpoints);
  return {
    clock,
    inventorySourceFor: storeRegistries(db, config.inventoryCredentialsKey, inventorySources),
    backgroundJobs: startBackgroundJobs({
      db,
      jobs: backgroundJobsFor(db, {
        mail: config.mail,
        sms: config.sms,
        privateFiles: privateFileStoreFor(config),
        inventory: { sourceFor: inventorySources, credentialsKey: config.inventoryCredentialsKey },
        salesSourceFor: storeSalesSources(db, config.inventoryCredentialsKey, inventorySources),
      }),
      clock,
    }),
  };
}
