import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { testEngine } from '../support/test-database.ts';

/**
 * The driver writes statements once the current task and its promise continuations are done, not
 * after the event loop's poll phase (scripts/patch-postgres-driver.mjs, mend 5; decision 49), and
 * statements sent together still go out in one write.
 */
describe.runIf(testEngine === 'postgres')('when the driver writes statements, on PostgreSQL', () => {
  let db: Database;
  let port: number;
  const twoStatements = () => Promise.all([db.query('select $1::int as n', [1]), db.query('select $1::int as n', [2])]);

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.engine !== 'postgres') throw new Error('Not a PostgreSQL test run');
    port = Number(new URL(source.adminUrl).port || 5432);
    db = openPostgres(source.adminUrl, { max: 1 });
    // Connected, and the statement prepared: what follows writes only the statements themselves.
    await twoStatements();
  });
  afterAll(() => db?.close());

  it('writes them before callbacks set for after the poll phase run, both in one write', async () => {
    const order: string[] = [];
    const write = net.Socket.prototype.write;
    net.Socket.prototype.write = function (this: net.Socket, ...args: Parameters<typeof write>) {
      if (this.remotePort === port) order.push('write');
      return write.apply(this, args);
    } as typeof write;
    try {
      setImmediate(() => order.push('after the poll phase'));
      expect(await twoStatements()).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    } finally {
      net.Socket.prototype.write = write;
    }
    expect(order).toEqual(['write', 'after the poll phase']);
  });
});
