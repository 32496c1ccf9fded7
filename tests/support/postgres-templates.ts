import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { databaseUrl } from './database-url.ts';
import './test-database-source.ts';

/**
 * Global setup of the `integration-postgres` project: creates one migrated template database on
 * the server named by TEST_DATABASE_URL. Test files clone it (`create database … template …`),
 * which takes milliseconds; teardown drops the template and anything a crashed worker left.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('The integration-postgres project needs TEST_DATABASE_URL');

  const databasePrefix = `rr_test_${randomBytes(4).toString('hex')}`;
  const migratedTemplate = `${databasePrefix}_template`;
  const admin = openPostgres(adminUrl, { max: 1 });
  try {
    await admin.exec(`create database ${migratedTemplate} template template0`);
  } catch (error) {
    await admin.close();
    throw new Error(`Cannot create a test database on TEST_DATABASE_URL (${redact(adminUrl)}): ${String(error)}`, {
      cause: error,
    });
  }
  const template = openPostgres(databaseUrl(adminUrl, migratedTemplate), { max: 1 });
  try {
    await migrate(template, readMigrations());
  } finally {
    // A template cannot be cloned while anyone is connected to it.
    await template.close();
  }

  project.provide('testDatabase', { engine: 'postgres', adminUrl, migratedTemplate, databasePrefix });
  return async () => {
    const leftovers = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${databasePrefix}%`,
    ]);
    for (const { datname } of leftovers) await admin.exec(`drop database if exists ${datname} with (force)`);
    await admin.close();
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
