// `npm run bench:lighthouse` (after `npm run build`): Lighthouse on the built store as a phone sees
// it — the mobile preset with simulated throttling (a mid-range phone on a slow 4G link), the
// Chromium the end-to-end tests use — on the home page, a category, a product and a learn article,
// as a returning adult (past the age gate). Several runs per page; each figure is the median of
// the runs. Prints a table, and for a page under 100 in a category, what Lighthouse found.
//
//   npm run bench:lighthouse -- [--runs 3] [--dist dist] [--page /path …] [--reports DIR]
//
// --page (repeatable) measures those paths instead of the four found by following links;
// --reports writes each run's full Lighthouse report there as JSON (open it in the Lighthouse viewer).
// The store runs on a fresh temporary data folder (the demo store its first start seeds), so the
// figures do not depend on what a developer's .data holds.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromiumArgs, findChromium } from '../tests/support/find-chromium.ts';
import { median } from './load.ts';
import { freePort, startChild, stopChild, storeEntryOf, waitForHttp, type Child } from './processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist' },
    page: { type: 'string', multiple: true },
    reports: { type: 'string' },
  },
});
const runs = Number(options.runs);
const distDir = path.resolve(root, options.dist);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** A returning adult shopper: the age gate answered on an earlier visit. */
const SHOPPER_COOKIE = 'age_verified=adult';

interface PageRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  findings: Finding[];
}

/** A failing audit of one run: which, what it said, and how much it cost (to rank by). */
interface Finding {
  id: string;
  text: string;
  rank: number;
}

if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(2);
}
if (!existsSync(path.join(distDir, 'server/entry.mjs'))) {
  console.error('No built store. Run `npm run build` first (npm run build && npm run bench:lighthouse).');
  process.exit(1);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'rr-lighthouse-'));
let store: Child | undefined;
let lighthouseVersion = '';
let chrome: chromeLauncher.LaunchedChrome | undefined;
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  chrome?.kill();
  if (store) await stopChild(store);
}

async function main(): Promise<void> {
  const [load1, load5] = os.loadavg();
  console.info(
    `Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${load1!.toFixed(2)} ${load5!.toFixed(2)} (1 and 5 min).`,
  );
  const base = await startStore();
  const pages = options.page ?? (await discoverPages(base));
  const browserPath = findChromium();
  console.info(`Chromium: ${browserPath}`);
  chrome = await chromeLauncher.launch({
    chromePath: browserPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });

  const results = new Map<string, PageRun[]>();
  for (const pagePath of pages) {
    // One unmeasured visit fills the page cache, as a page of a running store is.
    await fetch(`${base}${pagePath}`, { headers: { cookie: SHOPPER_COOKIE } }).then((r) => r.arrayBuffer());
    const pageRuns: PageRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      console.info(`${pagePath}: run ${run}/${runs}…`);
      const { run: measured, lhr } = await audit(`${base}${pagePath}`, chrome.port);
      pageRuns.push(measured);
      if (options.reports) saveReport(lhr, pagePath, run);
    }
    results.set(pagePath, pageRuns);
  }

  const [after1] = os.loadavg();
  console.info('');
  console.info(
    `Lighthouse ${lighthouseVersion}, mobile preset, simulated throttling; median of ${runs} run${runs === 1 ? '' : 's'} per page; ` +
      `load average ${load1!.toFixed(2)} before, ${after1!.toFixed(2)} after:`,
  );
  console.info('');
  console.info('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [pagePath, pageRuns] of results) {
    const mid = (pick: (run: PageRun) => number) => median(pageRuns.map(pick));
    const scores = CATEGORIES.map((category) => Math.round(mid((run) => run.scores[category])));
    console.info(
      `| \`${pagePath}\` | ${scores.join(' | ')} | ${seconds(mid((r) => r.fcpMs))} | ${seconds(mid((r) => r.lcpMs))} | ` +
        `${mid((r) => r.tbtMs).toFixed(0)} ms | ${mid((r) => r.cls).toFixed(3)} |`,
    );
  }
  const withFindings = [...results].filter(([, pageRuns]) => pageRuns.some((run) => run.findings.length > 0));
  if (withFindings.length > 0) {
    console.info('');
    console.info('Below 100 — what Lighthouse found (in how many runs; figures of the costliest run):');
    for (const [pagePath, pageRuns] of withFindings) {
      console.info(`  ${pagePath}`);
      for (const line of summarize(pageRuns)) console.info(`    - ${line}`);
    }
  }
}

async function audit(url: string, port: number): Promise<{ run: PageRun; lhr: Result }> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The default configuration is the mobile preset: a Moto G Power screen, 4× CPU slowdown and
    // slow 4G, simulated.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    extraHeaders: { Cookie: SHOPPER_COOKIE },
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  lighthouseVersion = lhr.lighthouseVersion;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as PageRun['scores'];
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const run = {
    scores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    findings: findingsOf(lhr),
  };
  return { run, lhr };
}

function saveReport(lhr: Result, pagePath: string, run: number): void {
  const folder = path.resolve(options.reports!);
  mkdirSync(folder, { recursive: true });
  const name = pagePath
    .replace(/^\/$/, 'home')
    .replace(/^\//, '')
    .replace(/[^a-z0-9-]+/gi, '_');
  writeFileSync(path.join(folder, `${name}-${run}.json`), JSON.stringify(lhr));
}

/**
 * For each category under 100: its failing audits, those that cost the most first (metric savings
 * for performance; weight for the others). Passed, informative and not-applicable audits are left out.
 */
function findingsOf(lhr: Result): Finding[] {
  const findings: Finding[] = [];
  for (const category of CATEGORIES) {
    const group = lhr.categories[category];
    if (!group || (group.score ?? 0) >= 1) continue;
    for (const ref of group.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      const savings = Object.entries(audit.metricSavings ?? {}).filter(([, ms]) => (ms ?? 0) > 0);
      if (category === 'performance' && ref.weight === 0 && savings.length === 0) continue;
      const saved = savings.map(([metric, ms]) => `${metric} −${Math.round(ms!)}${metric === 'CLS' ? '' : ' ms'}`);
      const detail = [audit.displayValue, ...saved].filter(Boolean).join(', ');
      findings.push({
        id: `${category}/${ref.id}`,
        text: `${category}: ${audit.title}${detail ? ` (${detail})` : ''}`,
        rank: savings.reduce((sum, [, ms]) => sum + (ms ?? 0), 0) + ref.weight * 1_000,
      });
    }
  }
  return findings;
}

/** One line per failing audit over a page's runs: the most frequent first, then the costliest. */
function summarize(pageRuns: PageRun[]): string[] {
  const byAudit = new Map<string, { worst: Finding; runs: number }>();
  for (const finding of pageRuns.flatMap((run) => run.findings)) {
    const seen = byAudit.get(finding.id);
    if (!seen) byAudit.set(finding.id, { worst: finding, runs: 1 });
    else byAudit.set(finding.id, { worst: finding.rank > seen.worst.rank ? finding : seen.worst, runs: seen.runs + 1 });
  }
  return [...byAudit.values()]
    .sort((a, b) => b.runs - a.runs || b.worst.rank - a.worst.rank)
    .map(({ worst, runs }) => `${worst.text} — ${runs} of ${pageRuns.length} runs`);
}

/** Starts the built store on a fresh data folder; its first start seeds the demo store. */
async function startStore(): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
    NODE_ENV: 'production',
  };
  // The embedded database of the temporary folder, whatever the shell points at.
  delete env.DATABASE_URL;
  const entry = storeEntryOf(distDir);
  console.info('Starting the store on a fresh data folder (the demo store)…');
  store = startChild('store', [entry], { env, cwd: workDir });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, store, 180_000);
  return url;
}

/** Home, then the first category, product and learn article its pages link to, as a shopper finds them. */
async function discoverPages(base: string): Promise<string[]> {
  const linksOn = async (pagePath: string) => {
    const response = await fetch(`${base}${pagePath}`, { headers: { cookie: SHOPPER_COOKIE } });
    const html = await response.text();
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    return [...html.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1]!);
  };
  const home = await linksOn('/');
  const first = (links: string[], pattern: RegExp) => links.find((link) => pattern.test(link));
  const category = first(home, /^\/category\/[^/]+$/);
  const product = first(home, /^\/products\/[^/]+$/) ?? (category && first(await linksOn(category), /^\/products\//));
  const learn = first(await linksOn('/learn'), /^\/learn\/(?!jobs(\/|$))[^/]+$/);
  const found = ['/', category, product, learn].filter((page): page is string => page !== undefined);
  if (!category || !product) throw new Error(`No category or product link found from the home page (${found})`);
  return found;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
