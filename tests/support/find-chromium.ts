import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where Debian, Ubuntu and Google package a Chromium-based browser, in order of preference. */
export const systemBrowserPaths = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * Flags for running in containers and CI: no sandbox (root in a container), no GPU, and none of
 * the background traffic (updates, sync, QUIC) that would reach out to the internet.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface BrowserLookup {
  env: Record<string, string | undefined>;
  exists: (file: string) => boolean;
  /** Where Playwright's own Chromium is, whether or not `npx playwright install` has put it there. */
  playwrightChromium: () => string;
}

const thisMachine: BrowserLookup = {
  env: process.env,
  exists: existsSync,
  playwrightChromium: () => chromium.executablePath(),
};

/**
 * The Chromium the end-to-end tests launch: the one named by `CHROMIUM_PATH` (or Playwright's
 * `PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH`), else Playwright's own where it has been downloaded,
 * else the system's. Playwright cannot download browsers on every machine (CI here cannot), and
 * a laptop usually has one of them.
 */
export function findChromium(lookup: BrowserLookup = thisMachine): string {
  const named = lookup.env.CHROMIUM_PATH || lookup.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (named) {
    // A wrong explicit choice is a mistake to report, not a reason to quietly test another browser.
    if (!lookup.exists(named)) throw new Error(`The browser named by CHROMIUM_PATH does not exist: ${named}`);
    return named;
  }
  const candidates = [playwrightChromiumPath(lookup), ...systemBrowserPaths].filter((file) => file !== undefined);
  const found = candidates.find((file) => lookup.exists(file));
  if (found) return found;
  throw new Error(
    `No Chromium found (looked at ${candidates.join(', ')}). Install one with ` +
      '`apt-get install chromium` or `npx playwright install chromium`, or set CHROMIUM_PATH.',
  );
}

function playwrightChromiumPath(lookup: BrowserLookup): string | undefined {
  try {
    return lookup.playwrightChromium();
  } catch {
    // Playwright throws for platforms it has no build for; the system browser may still do.
    return undefined;
  }
}

// `node tests/support/find-chromium.ts` prints the browser or fails: .ci/run uses it to decide
// whether to install one.
if (import.meta.main) {
  try {
    console.info(findChromium());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
