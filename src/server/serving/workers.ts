import cluster, { type Worker } from 'node:cluster';

/**
 * Running the store as several processes on one machine (`WEB_CONCURRENCY`), so a server with
 * more than one core uses them all: one Node process renders on one core. Each worker is a whole
 * instance of the store — its own caches, its own listener for the database's change
 * notifications, its own background jobs — exactly like two instances on one database
 * (docs/decisions/0044-…md); the primary only hands connections out and supervises.
 *
 * The embedded database belongs to one process, so more than one worker needs PostgreSQL.
 */

/** The most workers accepted: far more than any machine this store runs on has cores. */
const MAX_WORKERS = 64;

/**
 * The number of store processes `WEB_CONCURRENCY` asks for: 1 when unset or empty. Throws a
 * message naming the variable for anything but a whole number from 1 to 64, and for more than one
 * process on the embedded database.
 */
export function workerCountOf(env: { WEB_CONCURRENCY?: string; DATABASE_URL?: string }): number {
  const value = env.WEB_CONCURRENCY?.trim() ?? '';
  if (value === '') return 1;
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > MAX_WORKERS) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of processes from 1 to ${MAX_WORKERS} (got "${value}").`);
  }
  if (count > 1 && !env.DATABASE_URL) {
    throw new Error(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process. ' +
        'Unset it, or connect the store to PostgreSQL.',
    );
  }
  return count;
}

/** Where the workers listen, as the cluster reports it. */
export interface ListeningAddress {
  address: string | null;
  port: number;
}

export interface WorkerSupervision {
  /**
   * Resolves to the address once every worker listens, or to null if one stopped before (it
   * printed why).
   */
  listening: Promise<ListeningAddress | null>;
  /**
   * Says every worker has answered (each read its configuration and opened the database on its
   * first request): from now on, a worker that stops is replaced.
   */
  started(): void;
}

/**
 * In the primary process: starts `count` workers (each runs this same script as a worker) and
 * keeps them running.
 * - A worker that stops before the store has started stops the store, with its exit code: a
 *   worker that cannot start (a malformed variable, a port in use) would fail again at once.
 * - A worker that stops later is replaced, and the others keep serving meanwhile.
 * - SIGTERM or SIGINT goes to every worker, each drains its requests (instance-lifecycle.ts), and
 *   the primary exits once all have stopped.
 */
export function superviseWorkers(
  count: number,
  { log = console.info, exit = process.exit }: { log?: (message: string) => void; exit?: (code: number) => void } = {},
): WorkerSupervision {
  const running = new Set<Worker>();
  let started = false;
  let stopping = false;
  let exitCode = 0;
  let listening = 0;
  let settle: (address: ListeningAddress | null) => void = () => {};
  const allListening = new Promise<ListeningAddress | null>((resolve) => (settle = resolve));

  const fork = () => running.add(cluster.fork());
  const stopAll = () => {
    stopping = true;
    for (const worker of running) worker.process.kill('SIGTERM');
    if (running.size === 0) exit(exitCode);
  };

  cluster.on('listening', (_worker: Worker, address: ListeningAddress) => {
    listening += 1;
    if (listening === count) settle(address);
  });
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    running.delete(worker);
    if (stopping) {
      if (running.size === 0) exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!started) {
      log(`A store process stopped while starting (${how}); stopping the others.`);
      exitCode = code || 1;
      settle(null);
      stopAll();
      return;
    }
    log(`Store process ${worker.process.pid} stopped (${how}); starting another.`);
    fork();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      log(`${signal}: stopping the ${running.size} store processes.`);
      stopAll();
    });
  }
  for (let index = 0; index < count; index++) fork();
  return {
    listening: allListening,
    started: () => {
      started = true;
    },
  };
}
