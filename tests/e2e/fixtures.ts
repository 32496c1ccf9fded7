import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { standInForThirdParties } from '../support/third-party-stand-ins.ts';

/** The cookie the age gate sets once a visitor has answered it. */
export const AGE_COOKIE = 'age_verified';

/** The answers that let a visitor in: 21 or older, or 18 or older with a medical card. */
export type AgeAnswer = 'adult' | 'medical';

interface StorefrontFixtures {
  /**
   * What the visitor told the age gate before this test started. Most tests are not about the
   * gate, so they start as an adult who already answered it; `null` is a first visit.
   */
  ageVerified: AgeAnswer | null;
  axe: {
    /** Fails the test with every WCAG 2.1 A/AA violation axe finds on the page as it is now. */
    expectNoViolations(): Promise<void>;
  };
  consoleErrors: ConsoleErrors;
}

/**
 * Every `console.error` and uncaught page error of any page the test opens fails the test when it
 * ends. A test that provokes an error on purpose (a refused request logs "Failed to load
 * resource: … 409") says so with `allow`, naming what it expects and nothing more.
 */
export interface ConsoleErrors {
  /** Errors whose text matches `pattern` are expected in this test. */
  allow(pattern: RegExp): void;
}

/**
 * The address a test's visitor connects from, as the proxy in front names it (the suite's server
 * trusts 127.0.0.1 as its proxy: playwright.config.ts). Each test is its own visitor, so the
 * store's per-address limits (five newsletter sign-ups an address a quarter-hour, ten wrong
 * passwords…) count one test's requests, never the whole suite's: in 198.18.0.0/15, the range
 * set aside for tests of network devices, drawn from the test's id.
 */
export function visitorAddress(testId: string): string {
  const [a, b, c] = createHash('sha256').update(testId).digest();
  return `198.${18 + (a! % 2)}.${b}.${c}`;
}

export const test = base.extend<StorefrontFixtures>({
  ageVerified: ['adult', { option: true }],

  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const visitor = `${testInfo.testId} ${testInfo.repeatEachIndex} ${testInfo.retry}`;
    await use({ 'x-forwarded-for': visitorAddress(visitor), ...extraHTTPHeaders });
  },

  consoleErrors: [
    async ({ context, browser }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        // The pages and API calls that answered 4xx: the browser logs each as "Failed to load
        // resource", but such an answer is what the test provoked and checks on its own. A 4xx
        // image, script or style is a broken page and still fails.
        const answeredRefusal = new Set<string>();
        page.on('response', (response) => {
          const type = response.request().resourceType();
          if (
            response.status() >= 400 &&
            response.status() < 500 &&
            (type === 'document' || type === 'fetch' || type === 'xhr')
          ) {
            answeredRefusal.add(response.url());
          }
        });
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          if (
            /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
            // The response's address has no #fragment; the page's may (a form posted to `…#apply`).
            answeredRefusal.has(message.location().url.split('#')[0]!)
          )
            return;
          seen.push(`console.error on ${page.url()}: ${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => seen.push(`page error on ${page.url()}: ${error.message}`));
      };
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watch);
        watched.on('page', watch);
        return watched;
      };
      watchContext(context);
      // Contexts a test opens itself (a second shopper, a crawler) are watched too, and reach
      // the stand-ins instead of the internet.
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const opened = watchContext(await newContext.apply(browser, options));
        await standInForThirdParties(opened);
        return opened;
      };
      try {
        await use({ allow: (pattern) => void allowed.push(pattern) });
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'the pages logged errors').toEqual([]);
    },
    { auto: true },
  ],

  context: async ({ context, ageVerified, baseURL }, use) => {
    // The server has a tag manager and reCAPTCHA configured; no test reaches the real ones.
    await standInForThirdParties(context);
    if (ageVerified) await context.addCookies([{ name: AGE_COOKIE, value: ageVerified, url: baseURL! }]);
    await use(context);
  },

  axe: async ({ page }, use) => {
    await use({ expectNoViolations: () => expectNoAxeViolations(page) });
  },
});

/**
 * Fails the test with every WCAG 2.1 A/AA violation axe finds on `page` once nothing on it is
 * busy: a part marked `aria-busy` (a summary waiting for its new prices, dimmed on purpose) is
 * judged once it has settled, as a shopper reads it.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  // One readable line per rule: what is wrong and where, instead of axe's whole report.
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, `axe found accessibility violations on ${page.url()}`).toEqual([]);
}

export { expect };
