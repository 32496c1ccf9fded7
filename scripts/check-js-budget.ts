// The JavaScript budget: how much JavaScript a page makes the browser load, measured gzip, as a
// shopper gets it. Used by the end-to-end suite (tests/e2e/javascript-budget.spec.ts, part of
// `npm test`) and runnable on its own against any running store:
//
//   node scripts/check-js-budget.ts [--base-url http://127.0.0.1:4321] [--budget-kb 90] [PATH …]
//
// Counted: every script the page loads (external scripts, module imports, dynamic imports, the
// islands' code, including those hydrated on idle or when scrolled into view) and every inline
// script, each gzipped on its own (level 9, as a CDN would serve it). Not counted: JSON data
// (`application/json`, `application/ld+json`), which the browser does not run.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Response } from '@playwright/test';

/** Public pages: a menu or product page ships at most this much JavaScript (gzip). */
export const STOREFRONT_JS_BUDGET_BYTES = 90 * 1024;

/** The staff dashboard: its first screen (the app, the router and the page) loads at most this much (gzip). */
export const DASHBOARD_JS_BUDGET_BYTES = 250 * 1024;

/**
 * A report page (web vitals, the reports): what it loads beyond the dashboard's first screen — its
 * own chunk and the chart layer with d3 (decision 31) — is at most this much (gzip).
 */
export const REPORT_PAGE_ADDED_JS_BUDGET_BYTES = 25 * 1024;

export interface ScriptSize {
  /** The script's URL, or `inline #n` for the n-th inline script. */
  source: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageJavaScript {
  path: string;
  scripts: ScriptSize[];
  bytes: number;
  gzipBytes: number;
}

const INLINE_JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function sizeOf(source: string, body: Buffer): ScriptSize {
  return { source, bytes: body.byteLength, gzipBytes: gzipSync(body, { level: 9 }).byteLength };
}

/**
 * Loads `path` in a new page of `context` (JavaScript on), lets every island hydrate (waits for the
 * network to settle, scrolls to the end for islands that load when visible, waits again) and
 * measures every script it loaded.
 */
export async function measurePageJavaScript(
  context: BrowserContext,
  baseURL: string,
  path: string,
): Promise<PageJavaScript> {
  const page = await context.newPage();
  const bodies: Promise<ScriptSize | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .then((body) => sizeOf(response.url().replace(baseURL, ''), body))
        .catch(() => null), // a redirect or an aborted request carries no script
    );
  };
  page.on('response', onResponse);
  try {
    const response = await page.goto(new URL(path, baseURL).href, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await page.waitForLoadState('networkidle');
    // Islands hydrated "on idle" ask for their code once the main thread is idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    await page.waitForLoadState('networkidle');

    const inline = await page.$$eval('script:not([src])', (scripts) =>
      scripts.map((script) => ({
        type: script.getAttribute('type')?.trim().toLowerCase() ?? '',
        text: script.textContent ?? '',
      })),
    );
    const scripts = (await Promise.all(bodies)).filter((script): script is ScriptSize => script !== null);
    inline
      .filter((script) => INLINE_JAVASCRIPT_TYPES.has(script.type) && script.text.trim() !== '')
      .forEach((script, index) => scripts.push(sizeOf(`inline #${index + 1}`, Buffer.from(script.text))));
    return {
      path,
      scripts,
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    };
  } finally {
    page.off('response', onResponse);
    await page.close();
  }
}

/** The scripts `page` loaded that `firstScreen` did not (the chunks its route adds), with their total. */
export function scriptsBeyond(page: PageJavaScript, firstScreen: PageJavaScript): PageJavaScript {
  const loaded = new Set(firstScreen.scripts.map((script) => script.source));
  const scripts = page.scripts.filter((script) => !loaded.has(script.source));
  return {
    path: `${page.path} beyond ${firstScreen.path}`,
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per page (and per script with `detail`), with the budget. */
export function formatJavaScriptReport(pages: PageJavaScript[], budgetBytes: number, { detail = false } = {}): string {
  const lines = [`JavaScript per page, gzip (budget ${kb(budgetBytes)}):`];
  for (const page of pages) {
    const verdict = page.gzipBytes <= budgetBytes ? 'ok' : 'OVER BUDGET';
    lines.push(
      `  ${page.path}: ${kb(page.gzipBytes)} gzip (${kb(page.bytes)} raw, ${page.scripts.length} scripts) — ${verdict}`,
    );
    if (detail || page.gzipBytes > budgetBytes) {
      for (const script of [...page.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        lines.push(`      ${kb(script.gzipBytes).padStart(9)}  ${script.source}`);
      }
    }
  }
  return lines.join('\n');
}

/** Measures each page with JavaScript on, as a shopper past the age gate. */
export async function measurePages(
  browser: Browser,
  baseURL: string,
  paths: string[],
  cookies: { name: string; value: string }[] = [{ name: 'age_verified', value: 'adult' }],
): Promise<PageJavaScript[]> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
    const results: PageJavaScript[] = [];
    for (const path of paths) results.push(await measurePageJavaScript(context, baseURL, path));
    return results;
  } finally {
    await context.close();
  }
}

// Run on its own: measure the given paths of a running store and fail when one is over budget.
if (import.meta.main) {
  const { parseArgs } = await import('node:util');
  const { chromium } = await import('@playwright/test');
  const { chromiumArgs, findChromium } = await import('../tests/support/find-chromium.ts');
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'base-url': { type: 'string', default: 'http://127.0.0.1:4321' },
      'budget-kb': { type: 'string', default: String(STOREFRONT_JS_BUDGET_BYTES / 1024) },
    },
  });
  const budget = Number(values['budget-kb']) * 1024;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const pages = await measurePages(browser, values['base-url'], positionals.length > 0 ? positionals : ['/']);
    console.info(formatJavaScriptReport(pages, budget, { detail: true }));
    if (pages.some((page) => page.gzipBytes > budget)) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}
