// `npm run bench:memory` (after `npm run build`): the peak memory (VmHWM, the most resident memory
// the process ever held) of the built store's process on an empty data folder, from the start to
// "Store ready" (migrations, the demo seed, its year of history and its pictures), then of a second
// start on the same folder, before and after a few dozen page views. Prints each run, then the
// medians, with the time to "Store ready". Linux only (it reads /proc/<pid>/status).
//
//   npm run bench:memory -- [--runs 3] [--dist dist] [--node-option=--liftoff-only]
//
// --node-option passes a Node/V8 option to the store's process (repeatable), to compare settings.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './load.ts';
import { freePort, startChild, stopChild, storeEntryOf, type Child } from './processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist' },
    'node-option': { type: 'string', multiple: true, default: [] },
  },
});
const runs = Number(options.runs);
const entry = storeEntryOf(path.resolve(root, options.dist));
/** Pages a first visitor and a shopper open: enough queries for the database's hot code to be optimised. */
const PAGES = ['/', '/category/flower', '/category/flower?type=hybrid&sort=price-asc', '/deals', '/search?q=blue'];
const READY_TIMEOUT_MS = 300_000;

interface Run {
  firstPeakMb: number;
  firstReadySeconds: number;
  secondPeakMb: number;
  afterPagesPeakMb: number;
}

/** VmHWM of a running process, in MB. */
function peakMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error(`No VmHWM in /proc/${pid}/status`);
  return Math.round(Number(match[1]) / 1024);
}

async function startStore(dataDir: string, port: number): Promise<{ store: Child; readySeconds: number }> {
  const started = performance.now();
  const store = startChild('store', [...options['node-option'], entry], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
  });
  await store.waitForLine(/Store ready/, READY_TIMEOUT_MS);
  return { store, readySeconds: (performance.now() - started) / 1000 };
}

async function measure(): Promise<Run> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rr-first-start-'));
  try {
    const port = await freePort();
    const first = await startStore(dataDir, port);
    const firstPeakMb = peakMb(first.store.process.pid);
    await stopChild(first.store, 30_000);

    const second = await startStore(dataDir, port);
    const secondPeakMb = peakMb(second.store.process.pid);
    for (let round = 0; round < 10; round++) {
      for (const page of PAGES) {
        const response = await fetch(`http://127.0.0.1:${port}${page}`, { headers: { cookie: 'age_verified=adult' } });
        await response.arrayBuffer();
      }
    }
    const afterPagesPeakMb = peakMb(second.store.process.pid);
    await stopChild(second.store, 30_000);
    return { firstPeakMb, firstReadySeconds: first.readySeconds, secondPeakMb, afterPagesPeakMb };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One line of the table: the label, then each figure under its heading. */
function row(label: string, run: Run): string {
  return [
    label.padEnd(6),
    String(run.firstPeakMb).padStart(11),
    `${run.firstReadySeconds.toFixed(1)} s`.padStart(10),
    String(run.secondPeakMb).padStart(14),
    String(run.afterPagesPeakMb).padStart(16),
  ].join(' ');
}

const results: Run[] = [];
const settings = options['node-option'].length > 0 ? ` (node ${options['node-option'].join(' ')})` : '';
console.info(`Peak memory of the store's process (VmHWM, MB)${settings}, load average ${os.loadavg()[0]!.toFixed(1)}`);
console.info('run    first start   ready in   second start   after 50 pages');
for (let run = 1; run <= runs; run++) {
  const result = await measure();
  results.push(result);
  console.info(row(String(run), result));
}
const mid = (pick: (run: Run) => number) => median(results.map(pick));
console.info(
  row('median', {
    firstPeakMb: mid((run) => run.firstPeakMb),
    firstReadySeconds: mid((run) => run.firstReadySeconds),
    secondPeakMb: mid((run) => run.secondPeakMb),
    afterPagesPeakMb: mid((run) => run.afterPagesPeakMb),
  }),
);
