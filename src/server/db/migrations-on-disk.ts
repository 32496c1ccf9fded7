import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFromFiles, type Migration } from './migrate.ts';

/** Reads `supabase/migrations` from disk (for scripts and tests; the server bundles them). */
export function readMigrations(dir = path.resolve('supabase/migrations')): Migration[] {
  const files: Record<string, string> = {};
  for (const fileName of readdirSync(dir)) {
    if (fileName.endsWith('.sql')) files[fileName] = readFileSync(path.join(dir, fileName), 'utf8');
  }
  return migrationsFromFiles(files);
}
