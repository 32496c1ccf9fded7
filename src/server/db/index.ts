/**
 * The database, the entry the tools (`npm run db:migrate`, `db:seed`, `catalog:generate`) and the
 * demo store use: the one interface both engines answer, opening either, and the migrations.
 */
export { queryOne, type Database, type Queryable } from './database.ts';
export { openPglite } from './pglite.ts';
export { openPostgres } from './postgres.ts';
export { migrate } from './migrate.ts';
export { readMigrations } from './migrations-on-disk.ts';
