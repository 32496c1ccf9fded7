/**
 * Where integration tests get their databases, as handed from a project's global setup to its
 * test files through Vitest's `provide`/`inject` (plain data: it crosses process boundaries).
 */
export type TestDatabaseSource =
  | {
      engine: 'pglite';
      /** `dumpDataDir()` tarballs: a database fresh from initdb, and one with every migration applied. */
      emptySnapshot: string;
      migratedSnapshot: string;
    }
  | {
      engine: 'postgres';
      /** The server's maintenance database, where databases are created and dropped. */
      adminUrl: string;
      migratedTemplate: string;
      /** Every database this run creates starts with it, so teardown can sweep up leftovers. */
      databasePrefix: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
