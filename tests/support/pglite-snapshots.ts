import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPglite } from '#server/db/pglite.ts';
import './test-database-source.ts';

/**
 * Global setup of the `integration` project: runs initdb and the migrations once, and saves the
 * database before and after as tarballs. Each test file loads its own copy in a fraction of the
 * time a fresh PGlite takes to initialise.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rr-pglite-'));
  const emptySnapshot = path.join(dir, 'empty.tar');
  const migratedSnapshot = path.join(dir, 'migrated.tar');

  const db = await openPglite();
  // openPglite hands back the wrapper that also exposes the PGlite instance.
  const { pglite } = db as Database & { pglite: PGlite };
  await writeFile(emptySnapshot, await snapshot(pglite));
  await migrate(db, readMigrations());
  await writeFile(migratedSnapshot, await snapshot(pglite));
  await db.close();

  project.provide('testDatabase', { engine: 'pglite', emptySnapshot, migratedSnapshot });
  return () => rm(dir, { recursive: true, force: true });
}

async function snapshot(pglite: PGlite): Promise<Uint8Array> {
  // Uncompressed: loading skips gunzip, and the file only lives for one run.
  const tarball = await pglite.dumpDataDir('none');
  return new Uint8Array(await tarball.arrayBuffer());
}
