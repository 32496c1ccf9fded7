import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createPostgresStoreDatabase, type PostgresStoreDatabase } from '../support/postgres-store.ts';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { expect, test } from './fixtures.ts';

/**
 * `WEB_CONCURRENCY=2` on PostgreSQL: the store runs as two processes sharing its port, each a
 * whole instance with its own page cache; a process that dies is replaced while the other keeps
 * answering, and SIGTERM stops them all (src/server/serving/workers.ts).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** The processes `pid` started (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid ? [Number(entry)] : [];
      } catch {
        return []; // it ended while the list was read
      }
    });
}

/** A GET on a connection of its own (the primary hands each new connection to the next process). */
function getOnNewConnection(url: string): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { agent: false, headers: { cookie: 'age_verified=adult' } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, cache: response.headers['x-cache']?.toString() }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test.describe('a store of two processes on PostgreSQL', () => {
  test.skip(!serverUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server for tests)');
  test.describe.configure({ mode: 'serial' });

  let database: PostgresStoreDatabase;
  let store: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await createPostgresStoreDatabase(serverUrl!, 'processes');
    store = await startStoreServer({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2' });
    await waitUntilHealthy(store);
  });
  test.afterAll(async () => {
    await store?.stop();
    await database?.drop();
  });

  test('starts two processes, and each keeps its own copy of a page', async () => {
    await expect
      .poll(() => store.output(), { timeout: 30_000 })
      .toContain('Store ready (postgres database, 2 processes).');
    expect(childrenOf(store.process.pid!)).toHaveLength(2);
    // A new address each try, asked four times on new connections: each process renders it once
    // and answers from its own cache after (once both listen for changes, which lets them cache).
    let attempt = 0;
    await expect
      .poll(
        async () => {
          attempt += 1;
          const url = `${store.baseURL}/?priceMax=${100 + attempt}`;
          const answers = [];
          for (let index = 0; index < 4; index++) answers.push(await getOnNewConnection(url));
          expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
          return answers.map((answer) => answer.cache).sort();
        },
        { timeout: 30_000 },
      )
      .toEqual(['HIT', 'HIT', 'MISS', 'MISS']);
  });

  test('a process that dies is replaced while the other keeps answering', async () => {
    const [dying, staying] = childrenOf(store.process.pid!);
    process.kill(dying!, 'SIGKILL');
    await expect.poll(() => store.output(), { timeout: 10_000 }).toContain(`Store process ${dying} stopped`);
    // Until its replacement listens, the other process takes every connection.
    for (let index = 0; index < 6; index++) {
      expect((await getOnNewConnection(`${store.baseURL}/api/health`)).status).toBe(200);
    }
    await expect
      .poll(() => childrenOf(store.process.pid!).filter((pid) => pid !== staying), { timeout: 30_000 })
      .toEqual([expect.any(Number)]);
    const [replacement] = childrenOf(store.process.pid!).filter((pid) => pid !== staying);
    expect(replacement).not.toBe(dying);
    await expect
      .poll(async () => {
        const answers = [];
        for (let index = 0; index < 4; index++) {
          answers.push((await getOnNewConnection(`${store.baseURL}/api/health`)).status);
        }
        return answers;
      })
      .toEqual([200, 200, 200, 200]);
  });

  test('SIGTERM stops every process, and the store exits 0', async () => {
    const workers = childrenOf(store.process.pid!);
    expect(workers).toHaveLength(2);
    store.process.kill('SIGTERM');
    expect(await store.exited).toBe(0);
    expect(store.output()).toContain('SIGTERM: stopping the 2 store processes.');
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
