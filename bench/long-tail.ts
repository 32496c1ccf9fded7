// The long-tail scenario of `npm run bench`: real traffic is a long tail of filtered menu URLs,
// most of them asked once before they change or the minute turns, so most are misses. It asks 384
// distinct filtered menu URLs of the demo catalog in turn (one shared round robin across every
// connection), against the store with the page cache on (as in production: each URL a miss the
// first time, and again each new minute) and with PAGE_CACHE_MB=0 (every request a miss), beside
// a plain node:http server sending each URL's very bytes. Rounds alternate the three; figures are
// medians, the ratio the median of each round's store/plain ratio.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, runLoad, type LoadResult } from './load.ts';
import { startChild, waitForIdle, type Child } from './processes.ts';
import { fetchRaw } from './wire.ts';

/** The categories asked, each with a brand of the demo catalog that makes products for it. */
const CATEGORIES = [
  ['flower', 'river-raisin-reserve'],
  ['pre-rolls', 'huron-valley-growers'],
  ['vapes', 'lake-erie-gardens'],
] as const;
const TYPES = ['', 'indica', 'sativa', 'hybrid'];
const SORTS = ['featured', 'price-asc', 'potency', 'newest'];
const FILTERS = ['', 'brand', 'thcMin=20', 'priceMax=40'];
const PAGES = [1, 2];

/** 3 categories × 4 strain types × 4 sorts × 4 filters × 2 pages = 384 URLs, interleaved so neighbours differ. */
export function longTailPaths(pages: readonly number[] = PAGES): string[] {
  const paths: string[] = [];
  for (const page of pages)
    for (const filter of FILTERS)
      for (const sort of SORTS)
        for (const type of TYPES)
          for (const [category, brand] of CATEGORIES) {
            const query = new URLSearchParams();
            if (type) query.set('type', type);
            if (filter === 'brand') query.set('brand', brand);
            else if (filter) query.set(...(filter.split('=') as [string, string]));
            query.set('sort', sort);
            if (page > 1) query.set('page', String(page));
            paths.push(`/category/${category}?${query}`);
          }
  return paths;
}

export interface LongTailServer {
  label: string;
  url: string;
  pid: number | undefined;
}

export interface LongTailOptions {
  /** The store with its page cache on, and with it off (PAGE_CACHE_MB=0), on the demo catalog. */
  cached: LongTailServer;
  uncached: LongTailServer;
  workDir: string;
  connections: number;
  durationSeconds: number;
  rounds: number;
  headers: Record<string, string>;
  /** Keeps a started child so the benchmark stops it at the end. */
  keep: (child: Child) => void;
}

/** Runs the scenario and prints its table. */
export async function runLongTail(options: LongTailOptions): Promise<void> {
  const { connections, durationSeconds, rounds, headers } = options;
  const paths = longTailPaths();
  console.info(`Long tail: ${paths.length} distinct filtered menu URLs; saving each page for the plain server…`);
  const plain = await startPlainPages(options, paths);
  const targets = [options.cached, plain, options.uncached];

  // Warm-up on other pages of the same grid (page 3): the code is warm, the URLs measured are not cached.
  const warmUp = longTailPaths([3]);
  for (const target of targets) {
    await runLoad(target.url, { connections, durationSeconds: 3, headers, paths: warmUp });
    await waitForIdle(target.pid);
  }

  const results = new Map<string, LoadResult[]>(targets.map((target) => [target.label, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      console.info(
        `Long tail, round ${round}/${rounds}: ${target.label} (${connections} connections, ${durationSeconds} s)`,
      );
      const result = await runLoad(target.url, { connections, durationSeconds, headers, paths, serverPid: target.pid });
      if (result.failures > 0) throw new Error(`${target.label}: ${result.failures} failed requests in round ${round}`);
      console.info(`  ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms`);
      results.get(target.label)!.push(result);
      await waitForIdle(target.pid);
    }
  }

  const [load1, load5] = os.loadavg();
  console.info('');
  console.info(
    `Long tail: ${paths.length} distinct filtered menu URLs of the demo catalog asked in turn; autocannon, ` +
      `${connections} connections, ${rounds} × ${durationSeconds} s per server, medians ` +
      `(load average ${load1!.toFixed(2)} / ${load5!.toFixed(2)} over 1 / 5 min):`,
  );
  console.info('');
  console.info(
    '| server | req/s | p50 (ms) | p95 (ms) | p99 (ms) | store / plain req/s | server CPU per request (µs) |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|');
  const baseline = results.get(plain.label)!;
  for (const target of targets) {
    const runs = results.get(target.label)!;
    const cell = (pick: (result: LoadResult) => number | undefined, digits: number) =>
      median(runs.map((result) => pick(result) ?? NaN)).toFixed(digits);
    const ratio = median(runs.map((result, index) => result.requestsPerSecond / baseline[index]!.requestsPerSecond));
    console.info(
      `| ${target.label} | ${cell((r) => r.requestsPerSecond, 0)} | ${cell((r) => r.p50, 1)} | ${cell((r) => r.p95, 1)} | ` +
        `${cell((r) => r.p99, 1)} | ${target === plain ? '1' : ratio.toFixed(3)} | ` +
        `${cell((r) => (r.serverCores === undefined ? undefined : (r.serverCores / r.requestsPerSecond) * 1e6), 0)} |`,
    );
  }
  console.info('');
}

/** Fetches every path once from the uncached store and serves those bytes and headers from a plain server. */
async function startPlainPages(options: LongTailOptions, paths: readonly string[]): Promise<LongTailServer> {
  const pages: Record<string, { body: string; headers: Record<string, string> }> = {};
  for (const [index, pagePath] of paths.entries()) {
    const answer = await fetchRaw(`${options.uncached.url}${pagePath}`, options.headers);
    if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}, not 200.`);
    const body = path.join(options.workDir, `long-tail-${index}.html`);
    writeFileSync(body, answer.body);
    const headers: Record<string, string> = {};
    for (const [name, value] of answer.headers) {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name))
        headers[name] = value;
    }
    pages[pagePath] = { body, headers };
  }
  const listFile = path.join(options.workDir, 'long-tail-pages.json');
  writeFileSync(listFile, JSON.stringify(pages));
  const child = startChild(
    'plain node:http server, long tail',
    [path.join(import.meta.dirname, 'plain-server.ts'), '--pages', listFile],
    { env: { ...process.env, PORT: '0' }, cwd: options.workDir },
  );
  options.keep(child);
  const [, port] = await child.waitForLine(/^listening (\d+)$/, 30_000);
  return { label: 'plain node:http, same bytes per URL', url: `http://127.0.0.1:${port}`, pid: child.process.pid };
}
