import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { routeFiles } from './src/integrations/route-files.ts';

/**
 * Three projects:
 * - `unit`: tests beside the code, no database.
 * - `integration`: `tests/integration` on the embedded PGlite database, always.
 * - `integration-postgres`: the same files on real PostgreSQL, only when `TEST_DATABASE_URL` is
 *   set (CI sets it), because PGlite has one connection and cannot show everything Postgres does.
 * `npm run test:integration` selects `integration*`, so it runs both when both exist.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

/** The integration suite, on the database its global setup prepares (see tests/support/test-database.ts). */
function integration(name: string, globalSetup: string): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include: ['tests/integration/**/*.test.ts'],
      environment: 'node',
      globalSetup: [globalSetup],
      // Seeding the demo store (150+ products and their images) takes seconds, not milliseconds.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

export default defineConfig({
  // The server's route table is made from the list of route files (src/server/routing/page-routes.ts).
  plugins: [routeFiles()],
  test: {
    // A worker per core, not Vitest's one fewer: integration files spend much of their time waiting
    // on a database, and on a 2-core machine one worker left the other core idle (8.4 → 5.6 min).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'dashboard-app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      integration('integration', 'tests/support/pglite-snapshots.ts'),
      ...(postgresUrl ? [integration('integration-postgres', 'tests/support/postgres-templates.ts')] : []),
    ],
  },
});
