// `npm run bench` (after `npm run build`): how fast the built store serves a filtered menu page of
// a 10 000-variant catalog, next to a bare node:http server sending the very same bytes, measured
// in one run on this machine. Figures are medians of alternating rounds; the ratio is the median
// of each round's store/plain ratio, so machine noise hits both sides alike.
//
//   npm run bench -- [--duration 10] [--connections 25] [--rounds 3] [--variants 10000]
//                    [--path /category/flower?type=hybrid] [--dist dist] [--skip-uncached]
//                    [--skip-menu-queries] [--skip-orders] [--skip-compliance]
//                    [--skip-long-tail] [--long-tail-only]
//
// What it does: prepares a temporary data folder (first-start seed + synthetic catalog), starts
// the built store twice (page cache on, and PAGE_CACHE_MB=0) and the plain server, warms each,
// then runs store, plain, uncached in turn for each round with autocannon: plain HTML as before,
// then as a browser asks (Accept-Encoding: br, gzip) against a plain server sending the same
// Brotli bytes. It prints the page's size plain, gzip and Brotli. bench/menu-queries.ts,
// bench/order-placement.ts and bench/compliance-check.ts, when present, run afterwards and print
// their own tables (--skip-menu-queries, --skip-orders, --skip-compliance leave them out). Between
// the two, the long-tail scenario (bench/long-tail.ts) serves hundreds of distinct filtered URLs of
// the demo catalog from two more stores (--skip-long-tail leaves it out; --long-tail-only runs it
// alone). The load average is printed with each table. Every child is stopped at the end.
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, runLoad, type LoadResult } from './load.ts';
import { runLongTail } from './long-tail.ts';
import { freePort, startChild, stopChild, storeEntryOf, waitForHttp, waitForIdle, type Child } from './processes.ts';
import { fetchRaw, formatWireSizes, wireSizes } from './wire.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '25' },
    rounds: { type: 'string', default: '3' },
    variants: { type: 'string', default: '10000' },
    path: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    'skip-uncached': { type: 'boolean', default: false },
    'skip-menu-queries': { type: 'boolean', default: false },
    'skip-orders': { type: 'boolean', default: false },
    'skip-compliance': { type: 'boolean', default: false },
    'skip-long-tail': { type: 'boolean', default: false },
    'long-tail-only': { type: 'boolean', default: false },
  },
});
const durationSeconds = Number(options.duration);
const connections = Number(options.connections);
const rounds = Number(options.rounds);
const variants = Number(options.variants);
const distDir = path.resolve(root, options.dist);
const GOAL_RATIO = 0.8;
const GOAL_P99_MS = 50;

/** Filtered menu URLs, most representative first; the first the build serves as a 200 page is used. */
const CANDIDATE_PATHS = [
  '/category/flower?type=hybrid&sort=price-asc',
  '/?category=flower&type=hybrid&sort=price-asc',
  '/',
];
/** A returning adult shopper: past the age gate, on the adult-use menu. */
const SHOPPER = { cookie: 'age_verified=adult' };
/** The same shopper's browser, which takes Brotli and gzip. */
const BROWSER = { ...SHOPPER, 'accept-encoding': 'br, gzip' };

if (!existsSync(path.join(distDir, 'server/entry.mjs'))) {
  console.error(
    `No built store in ${path.relative(process.cwd(), distDir) || distDir}/. Run \`npm run build\` first (npm run build && npm run bench).`,
  );
  process.exit(1);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'rr-bench-'));
const children: Child[] = [];
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all(children.map((child) => stopChild(child)));
}

async function main(): Promise<void> {
  const cpus = os.availableParallelism();
  console.info(`Node ${process.version}, ${cpus} CPU${cpus === 1 ? '' : 's'} (the servers and autocannon share them).`);

  if (options['long-tail-only']) {
    await longTail();
    return;
  }
  step(`Preparing the catalog (${variants.toLocaleString('en-US')} variants)…`);
  const cachedData = path.join(workDir, 'data-cached');
  const catalog = await prepareData(cachedData, variants);
  if (catalog.catalog !== 'synthetic') {
    console.warn('  The synthetic catalog generator is not available: measuring the demo catalog instead.');
  }
  console.info(
    `  ${catalog.products.toLocaleString('en-US')} products, ${catalog.variants.toLocaleString('en-US')} variants.`,
  );
  // PGlite has one owner per folder: the uncached store gets a copy of the same database.
  const uncachedData = path.join(workDir, 'data-uncached');
  if (!options['skip-uncached']) cpSync(cachedData, uncachedData, { recursive: true });

  step('Starting the store (page cache on, and off)…');
  const cached = await startStore('store, page cache on', cachedData, undefined);
  const uncached = options['skip-uncached'] ? undefined : await startStore('store, page cache off', uncachedData, 0);

  const pagePath = options.path ?? (await pickPath(cached.url));
  const pageUrl = `${cached.url}${pagePath}`;
  const first = await fetchRaw(pageUrl, SHOPPER);
  const second = await fetchRaw(pageUrl, SHOPPER);
  const { body } = second;
  const cacheStates = [first.headers.get('x-cache') ?? '-', second.headers.get('x-cache') ?? '-'];
  console.info(
    `  Page: ${pagePath} — ${second.status}, ${(body.byteLength / 1024).toFixed(1)} KB of HTML, X-Cache ${cacheStates.join(' then ')}`,
  );
  if (cacheStates[1] !== 'HIT') {
    console.warn('  The page is not served from the page cache (does it set `Astro.locals.cacheable = true`?).');
  }

  // What a miss costs: one render of the page with nothing else going on.
  const renderMs = uncached ? await timeRenders(`${uncached.url}${pagePath}`, 5) : undefined;
  if (renderMs !== undefined)
    console.info(
      `  One render of the page (cache off, one request at a time): ${renderMs.toFixed(0)} ms (median of 5).`,
    );

  const sizes = await wireSizes(pageUrl, SHOPPER);
  const brotli = await fetchRaw(pageUrl, BROWSER);

  step('Starting the plain node:http server with the same bytes and headers (plain, and Brotli)…');
  const plain = await startPlain(body, second.headers, 'plain');
  const plainBrotli = await startPlain(brotli.body, brotli.headers, 'brotli');

  const targets: { label: string; url: string; pid?: number; headers: Record<string, string> }[] = [
    { label: 'store, page cache on', url: pageUrl, pid: cached.child.process.pid, headers: SHOPPER },
    {
      label: 'plain node:http, same bytes',
      url: `${plain.url}${pagePath}`,
      pid: plain.child.process.pid,
      headers: SHOPPER,
    },
    ...(uncached
      ? [
          {
            label: 'store, page cache off',
            url: `${uncached.url}${pagePath}`,
            pid: uncached.child.process.pid,
            headers: SHOPPER,
          },
        ]
      : []),
    { label: 'store, page cache on, Brotli', url: pageUrl, pid: cached.child.process.pid, headers: BROWSER },
    {
      label: 'plain node:http, same Brotli bytes',
      url: `${plainBrotli.url}${pagePath}`,
      pid: plainBrotli.child.process.pid,
      headers: BROWSER,
    },
  ];

  step('Warming up…');
  for (const target of targets) {
    await runLoad(target.url, { connections, durationSeconds: 3, headers: target.headers });
  }
  await Promise.all(targets.map((target) => waitForIdle(target.pid)));

  const results = new Map<string, LoadResult[]>(targets.map((target) => [target.label, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      step(`Round ${round}/${rounds}: ${target.label} (${connections} connections, ${durationSeconds} s)`);
      const result = await runLoad(target.url, {
        connections,
        durationSeconds,
        headers: target.headers,
        serverPid: target.pid,
      });
      if (result.failures > 0) throw new Error(`${target.label}: ${result.failures} failed requests in round ${round}`);
      console.info(`  ${format(result)}`);
      results.get(target.label)!.push(result);
      // Requests still rendering when the run stopped must not slow down the next run.
      await waitForIdle(target.pid);
    }
  }

  const store = results.get(targets[0]!.label)!;
  const baseline = results.get(targets[1]!.label)!;
  const ratios = store.map((result, index) => result.requestsPerSecond / baseline[index]!.requestsPerSecond);
  const ratio = median(ratios);
  const p99 = median(store.map((result) => result.p99));

  console.info('');
  console.info(
    `Filtered menu page \`${pagePath}\`, ${catalog.variants.toLocaleString('en-US')}-variant catalog ` +
      `(${catalog.catalog}), ${(body.byteLength / 1024).toFixed(0)} KB of HTML; autocannon, ${connections} connections, ` +
      `${rounds} × ${durationSeconds} s per server, medians (${loadAverage()}):`,
  );
  console.info('');
  console.info(
    '| server | req/s | p50 (ms) | p95 (ms) | p99 (ms) | server CPU (cores) | server CPU per request (µs) |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|');
  for (const target of targets) {
    const runs = results.get(target.label)!;
    const cell = (pick: (result: LoadResult) => number | undefined, digits: number) =>
      median(runs.map((result) => pick(result) ?? NaN)).toFixed(digits);
    console.info(
      `| ${target.label} | ${cell((r) => r.requestsPerSecond, 0)} | ${cell((r) => r.p50, 1)} | ${cell((r) => r.p95, 1)} | ` +
        `${cell((r) => r.p99, 1)} | ${cell((r) => r.serverCores, 2)} | ` +
        `${cell((r) => (r.serverCores === undefined ? undefined : (r.serverCores / r.requestsPerSecond) * 1e6), 0)} |`,
    );
  }
  console.info('');
  console.info(
    `Store / plain node req/s: **${ratio.toFixed(2)}** (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
  );
  // Less sensitive to other work on the machine: what each response cost the server that sent it.
  const cpuPerRequest = (runs: LoadResult[]) =>
    median(runs.map((r) => (r.serverCores === undefined ? NaN : r.serverCores / r.requestsPerSecond)));
  const cpuRatio = cpuPerRequest(baseline) / cpuPerRequest(store);
  if (Number.isFinite(cpuRatio)) {
    console.info(
      `Plain node / store CPU per response: **${cpuRatio.toFixed(2)}** (1 = a cached page costs the store what writing the bytes costs plain Node)`,
    );
  }
  const storeBrotli = results.get('store, page cache on, Brotli')!;
  const plainBrotliRuns = results.get('plain node:http, same Brotli bytes')!;
  const brotliRatios = storeBrotli.map(
    (result, index) => result.requestsPerSecond / plainBrotliRuns[index]!.requestsPerSecond,
  );
  console.info(
    `Brotli hits, store / plain node req/s: **${median(brotliRatios).toFixed(2)}** ` +
      `(rounds: ${brotliRatios.map((r) => r.toFixed(2)).join(', ')}); plain node / store CPU per response: ` +
      `**${(cpuPerRequest(plainBrotliRuns) / cpuPerRequest(storeBrotli)).toFixed(2)}**`,
  );
  const againstPlainPage = storeBrotli.map(
    (result, index) => result.requestsPerSecond / baseline[index]!.requestsPerSecond,
  );
  console.info(
    `Brotli hits against the plain node baseline sending the plain page (what hits were measured against before): ` +
      `req/s **${median(againstPlainPage).toFixed(2)}** (rounds: ${againstPlainPage.map((r) => r.toFixed(2)).join(', ')}), ` +
      `CPU per response **${(cpuPerRequest(baseline) / cpuPerRequest(storeBrotli)).toFixed(2)}**`,
  );
  console.info(
    `A Brotli hit against a plain hit in the store: req/s ×${(median(storeBrotli.map((r) => r.requestsPerSecond)) / median(store.map((r) => r.requestsPerSecond))).toFixed(2)}, ` +
      `CPU per response ×${(cpuPerRequest(storeBrotli) / cpuPerRequest(store)).toFixed(2)}, ` +
      `p99 ${median(storeBrotli.map((r) => r.p99)).toFixed(1)} ms against ${p99.toFixed(1)} ms`,
  );
  console.info('');
  console.info(`The page on the wire (what a hit sends; compressed once per page and coding):`);
  console.info('');
  for (const line of formatWireSizes(sizes)) console.info(line);
  console.info('');
  if (uncached) {
    const uncachedRuns = results.get(targets[2]!.label)!;
    const speedups = store.map((result, index) => result.requestsPerSecond / uncachedRuns[index]!.requestsPerSecond);
    console.info(`Page cache on / off req/s: **${median(speedups).toFixed(1)}×**`);
  }
  if (renderMs !== undefined) {
    console.info(
      `One render of the page (a miss): ${renderMs.toFixed(0)} ms; every cached page is rendered again once a minute.`,
    );
  }
  console.info(
    `Load generator CPU: ${median(store.map((result) => result.generatorCores)).toFixed(2)} cores during the store runs.`,
  );
  const met = ratio >= GOAL_RATIO && p99 < GOAL_P99_MS;
  console.info(
    `Goal (ratio ≥ ${GOAL_RATIO}, p99 < ${GOAL_P99_MS} ms): ${met ? 'met' : 'not met'} (ratio ${ratio.toFixed(2)}, p99 ${p99.toFixed(1)} ms).`,
  );

  await Promise.all(children.splice(0).map((child) => stopChild(child)));
  if (!options['skip-long-tail']) await longTail();
  await runBenchScript('Menu queries', 'menu-queries.ts', options['skip-menu-queries']);
  await runBenchScript('Order placement', 'order-placement.ts', options['skip-orders']);
  await runBenchScript('Compliance check', 'compliance-check.ts', options['skip-compliance']);
}

/** The long-tail scenario on two stores of the demo catalog (page cache on, and off), stopped afterwards. */
async function longTail(): Promise<void> {
  step('\nLong tail: preparing the demo catalog and starting the store (page cache on, and off)…');
  const cachedData = path.join(workDir, 'long-tail-cached');
  await prepareData(cachedData, 0);
  const uncachedData = path.join(workDir, 'long-tail-uncached');
  cpSync(cachedData, uncachedData, { recursive: true });
  const cached = await startStore('store, page cache on', cachedData, undefined);
  const uncached = await startStore('store, page cache off', uncachedData, 0);
  await runLongTail({
    cached: { label: 'store, page cache on', url: cached.url, pid: cached.child.process.pid },
    uncached: { label: 'store, page cache off', url: uncached.url, pid: uncached.child.process.pid },
    workDir,
    connections,
    durationSeconds,
    rounds,
    headers: SHOPPER,
    keep: (child) => children.push(child),
  });
  await Promise.all(children.splice(0).map((child) => stopChild(child)));
}

/** A data folder as a store's first start leaves it, plus `count` synthetic variants (0: the demo catalog). */
async function prepareData(dataDir: string, count: number) {
  const preparer = startChild(
    'catalog preparation',
    [path.join(root, 'bench/prepare-catalog.ts'), dataDir, String(count)],
    {
      env: process.env,
      cwd: root,
    },
  );
  children.push(preparer);
  const [, reportLine] = await preparer.waitForLine(/^(\{"catalog".*)$/, 600_000);
  if ((await exitOf(preparer)) !== 0) throw new Error(`Preparing the catalog failed:\n${preparer.output()}`);
  children.splice(children.indexOf(preparer), 1);
  return JSON.parse(reportLine!) as { catalog: string; products: number; variants: number };
}

function loadAverage(): string {
  const [one, five] = os.loadavg();
  return `load average ${one!.toFixed(2)} / ${five!.toFixed(2)} over 1 / 5 min`;
}

async function exitOf(child: Child): Promise<number | null> {
  if (child.process.exitCode === null && child.process.signalCode === null) await once(child.process, 'exit');
  return child.process.exitCode;
}

function step(message: string): void {
  console.info(message);
}

function format(result: LoadResult): string {
  const cpu = result.serverCores === undefined ? '' : `, server ${result.serverCores.toFixed(2)} cores`;
  return (
    `${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
    `p99 ${result.p99.toFixed(1)} ms${cpu}, autocannon ${result.generatorCores.toFixed(2)} cores`
  );
}

/** Starts the built store on its own port and data folder; `pageCacheMb` undefined keeps the default. */
async function startStore(name: string, dataDir: string, pageCacheMb: number | undefined) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  };
  // Always the embedded database prepared above, whatever the shell points at.
  delete env.DATABASE_URL;
  if (pageCacheMb === undefined) delete env.PAGE_CACHE_MB;
  else env.PAGE_CACHE_MB = String(pageCacheMb);
  // `npm run serve` is how the store runs, for a build elsewhere (--dist) too: its own serve script.
  // The working folder is the temporary one, so no .env of the project can redirect the store.
  const child = startChild(name, [storeEntryOf(distDir)], { env, cwd: workDir });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, child, 180_000);
  return { child, url };
}

async function startPlain(body: Uint8Array, headers: Headers, name: string) {
  const bodyFile = path.join(workDir, `page-${name}.bin`);
  const headersFile = path.join(workDir, `headers-${name}.json`);
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) kept[name] = value;
  }
  writeFileSync(bodyFile, body);
  writeFileSync(headersFile, JSON.stringify(kept));
  const child = startChild(
    'plain node:http server',
    [path.join(root, 'bench/plain-server.ts'), bodyFile, headersFile],
    {
      env: { ...process.env, PORT: '0' },
      cwd: workDir,
    },
  );
  children.push(child);
  const [, port] = await child.waitForLine(/^listening (\d+)$/, 30_000);
  return { child, url: `http://127.0.0.1:${port}` };
}

async function timeRenders(url: string, count: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await fetchRaw(url, SHOPPER);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function pickPath(base: string): Promise<string> {
  for (const candidate of CANDIDATE_PATHS) {
    const response = await fetch(`${base}${candidate}`, { headers: SHOPPER, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html'))
      return candidate;
  }
  throw new Error(`None of ${CANDIDATE_PATHS.join(', ')} answers 200 with HTML.`);
}

/** A benchmark script of bench/ run after the load test (menu queries, order placement), when the project has one. */
async function runBenchScript(title: string, file: string, skip: boolean | undefined): Promise<void> {
  const script = path.join(root, 'bench', file);
  if (skip || !existsSync(script)) return;
  step(`\n${title} (bench/${file}):`);
  const child = startChild(title, [script], { env: process.env, cwd: root });
  children.push(child);
  child.process.stdout?.on('data', (chunk: Buffer | string) => process.stdout.write(chunk));
  child.process.stderr?.on('data', (chunk: Buffer | string) => process.stderr.write(chunk));
  const timer = setTimeout(() => void stopChild(child), 20 * 60_000);
  const code = await exitOf(child);
  clearTimeout(timer);
  if (code !== 0) {
    console.error(`bench/${file} exited with ${code}.`);
    process.exitCode = 1;
  }
}
