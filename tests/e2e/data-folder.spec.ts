import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { expect, test } from './fixtures.ts';

/**
 * One embedded store per data folder (decision 53): a second `npm run serve` on a folder another
 * process holds refuses to start and names that process; a store that was killed leaves a folder
 * the next start takes over; a folder that cannot be opened stops the server with the README's
 * restore step instead of a server that answers 500 to everything.
 */

/** Waits (up to 60 s) for a server that should refuse to start; returns its exit code. */
async function exitCodeOf(server: StoreServer): Promise<number | null> {
  const timer = setTimeout(() => server.process.kill('SIGKILL'), 60_000);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}

test.describe('one store per embedded data folder', () => {
  test.describe.configure({ mode: 'serial' });
  let dataDir: string;
  let first: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rr-shared-folder-'));
    first = await startStoreServer({ DATA_DIR: dataDir });
    await waitUntilHealthy(first, 200_000);
  });
  test.afterAll(async () => {
    await first?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a second store on the same folder refuses to start, naming the folder and the process; the first serves on', async () => {
    test.setTimeout(120_000);
    const second = await startStoreServer({ DATA_DIR: dataDir });
    const code = await exitCodeOf(second);
    const output = second.output();
    expect(code, output).not.toBe(0);
    expect(code, output).not.toBeNull();
    expect(output).toContain(
      `The embedded database in ${path.join(dataDir, 'db')} is in use by process ${first.process.pid}`,
    );
    expect(output).not.toContain('Store ready');

    expect((await fetch(`${first.baseURL}/api/health`)).status).toBe(200);
    const home = await fetch(`${first.baseURL}/`, { headers: { cookie: 'age_verified=adult' } });
    expect(home.status).toBe(200);
  });

  test('after the store is killed, the next start takes the folder over with its data', async () => {
    test.setTimeout(180_000);
    first.process.kill('SIGKILL');
    await first.exited;
    const next = await startStoreServer({ DATA_DIR: dataDir });
    try {
      await waitUntilHealthy(next, 150_000);
      await expect.poll(() => next.output()).toContain('Store ready (pglite database)');
      expect(next.output()).not.toContain('Seeded the demo store');
    } finally {
      await next.stop();
    }
    expect(await next.exited).toBe(0);
  });

  test('a folder that cannot be opened stops the server with the restore step', async () => {
    test.setTimeout(120_000);
    // What two stores on one folder used to leave behind: a write-ahead log that does not fit the data.
    const wal = path.join(dataDir, 'db', 'pg_wal');
    for (const segment of await readdir(wal)) {
      if (/^[0-9A-F]{24}$/.test(segment)) await rm(path.join(wal, segment));
    }
    const damaged = await startStoreServer({ DATA_DIR: dataDir });
    const code = await exitCodeOf(damaged);
    const output = damaged.output();
    expect(code, output).not.toBe(0);
    expect(code, output).not.toBeNull();
    expect(output).toContain(`The embedded database in ${path.join(dataDir, 'db')} cannot be opened`);
    expect(output).toContain('A damaged data folder');
    expect(output).not.toContain('Store ready');
  });
});
