import { describe, expect, it } from 'vitest';
import { createPreloadQueue, PRELOAD_CONCURRENCY } from './preload-queue.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route preload queue (spec §9)', () => {
  it('keeps at most five loads pending and starts the rest as they finish', async () => {
    expect(PRELOAD_CONCURRENCY).toBe(5);
    const queue = createPreloadQueue();
    const loads = Array.from({ length: 8 }, () => deferred());
    const started: number[] = [];
    loads.forEach((load, index) =>
      queue.preload(`route-${index}`, () => {
        started.push(index);
        return load.promise;
      }),
    );
    expect(queue.pending).toBe(5);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    loads[0]!.resolve();
    await tick();
    expect(queue.pending).toBe(5);
    // The newest waiting route goes first.
    expect(started).toEqual([0, 1, 2, 3, 4, 7]);
    for (const load of loads) load.resolve();
    await tick();
    await tick();
    expect(queue.pending).toBe(0);
    expect([...started].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('loads a route once, but again after a failure', async () => {
    const queue = createPreloadQueue();
    let calls = 0;
    const failing = deferred();
    queue.preload('orders', () => {
      calls++;
      return failing.promise;
    });
    queue.preload('orders', () => {
      calls++;
      return Promise.resolve();
    });
    expect(calls).toBe(1);
    failing.reject(new Error('offline'));
    await tick();
    await tick();
    queue.preload('orders', () => {
      calls++;
      return Promise.resolve();
    });
    expect(calls).toBe(2);
  });
});
