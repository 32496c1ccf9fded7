import type { Browser } from '@playwright/test';
import {
  DASHBOARD_JS_BUDGET_BYTES,
  formatJavaScriptReport,
  measurePageJavaScript,
  measurePages,
  REPORT_PAGE_ADDED_JS_BUDGET_BYTES,
  scriptsBeyond,
  STOREFRONT_JS_BUDGET_BYTES,
} from '../../scripts/check-js-budget.ts';
import { formatCssReport, measurePageCss, STOREFRONT_CSS_BUDGET_BYTES } from '../../scripts/check-css-budget.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test, type AgeAnswer } from './fixtures.ts';

/**
 * The menu and product pages are server-rendered: they show their products with no JavaScript at
 * all, and the islands that enhance them stay within the storefront's JavaScript budget (90 KB
 * gzip in total per page, scripts/check-js-budget.ts). The dashboard's first screen has its own budget (250 KB gzip),
 * and a report page (web vitals) adds at most 25 KB to it: its own chunk and the chart layer.
 * Storefront pages paint after at most 15 KB of CSS (gzip), linked or inline (scripts/check-css-budget.ts).
 */

const SHOPPER: AgeAnswer = 'adult';

interface Pages {
  home: string;
  category: string;
  brand: string;
  product: string;
}

/** Finds a category, a brand and a product page the way a shopper would: by following links. */
async function discoverPages(browser: Browser, baseURL: string): Promise<Pages> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'age_verified', value: SHOPPER, url: baseURL }]);
  const page = await context.newPage();
  // The first link to a page of that kind, if the page has one (without waiting for one to appear).
  const firstLink = async (prefix: string) =>
    (
      await page.locator(`a[href^="${prefix}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    )[0] ?? null;
  try {
    await page.goto(new URL('/', baseURL).href);
    const category = await firstLink('/category/');
    const product = await firstLink('/products/');
    let brand = await firstLink('/brands/');
    if (!brand && product) {
      await page.goto(new URL(product, baseURL).href);
      brand = await firstLink('/brands/');
    }
    if (!brand && category) {
      await page.goto(new URL(category, baseURL).href);
      brand = await firstLink('/brands/');
      // Else the page of the first brand the category's filters offer.
      const filterBrand = await page
        .locator('input[name="brand"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      if (!brand && filterBrand[0]) brand = `/brands/${filterBrand[0]}`;
    }
    expect(category, 'a link to a category page on the home page').toBeTruthy();
    expect(product, 'a link to a product page on the home page').toBeTruthy();
    expect(brand, 'a link to a brand page on the home, product or category page').toBeTruthy();
    return { home: '/', category: category!, brand: brand!, product: product! };
  } finally {
    await context.close();
  }
}

let pages: Pages;

test.beforeAll(async ({ browser }, testInfo) => {
  pages = await discoverPages(browser, testInfo.project.use.baseURL!);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, ageVerified: SHOPPER });

  for (const kind of ['home', 'category', 'brand'] as const) {
    test(`the ${kind} menu shows its products`, async ({ page }) => {
      const response = await page.goto(pages[kind]);
      expect(response?.status()).toBe(200);
      const products = page.locator('main a[href^="/products/"]');
      expect(await products.count(), `product links on ${pages[kind]}`).toBeGreaterThan(0);
      await expect(products.first()).toBeVisible();
      await expect(products.first()).not.toHaveText(/^\s*$/);
    });
  }

  test('a product page shows the product with its sizes and prices', async ({ page }) => {
    const response = await page.goto(pages.product);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^\s*$/);
    await expect(
      page
        .locator('main')
        .getByText(/\$\d+\.\d{2}/)
        .first(),
    ).toBeVisible();
  });
});

test(`menu and product pages load at most ${STOREFRONT_JS_BUDGET_BYTES / 1024} KB of JavaScript (gzip)`, async ({
  browser,
  baseURL,
}, testInfo) => {
  const paths = [pages.home, pages.category, pages.brand, pages.product];
  const measured = await measurePages(browser, baseURL!, paths, [{ name: 'age_verified', value: SHOPPER }]);
  const report = formatJavaScriptReport(measured, STOREFRONT_JS_BUDGET_BYTES, { detail: true });
  console.info(report);
  await testInfo.attach('javascript-budget.txt', { body: report, contentType: 'text/plain' });
  for (const page of measured) {
    expect(
      page.gzipBytes,
      `${page.path}: ${(page.gzipBytes / 1024).toFixed(1)} KB of JavaScript (gzip)`,
    ).toBeLessThanOrEqual(STOREFRONT_JS_BUDGET_BYTES);
  }
});

test(`storefront pages paint after at most ${STOREFRONT_CSS_BUDGET_BYTES / 1024} KB of CSS (gzip), linked or inline`, async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.addCookies([{ name: 'age_verified', value: SHOPPER, url: baseURL! }]);
    const measured = [];
    for (const path of [pages.home, pages.category, pages.brand, pages.product]) {
      measured.push(await measurePageCss(context, baseURL!, path));
    }
    const report = formatCssReport(measured, STOREFRONT_CSS_BUDGET_BYTES);
    console.info(report);
    await testInfo.attach('css-budget.txt', { body: report, contentType: 'text/plain' });
    for (const page of measured) {
      // The page is styled at all (a page whose stylesheet went missing would pass any budget).
      expect(page.gzipBytes, `${page.path} carries the storefront's styles`).toBeGreaterThan(4 * 1024);
      expect(
        page.gzipBytes,
        `${page.path}: ${(page.gzipBytes / 1024).toFixed(1)} KB of render-blocking CSS (gzip)`,
      ).toBeLessThanOrEqual(STOREFRONT_CSS_BUDGET_BYTES);
    }
  } finally {
    await context.close();
  }
});

test(`the dashboard's first screen loads at most ${DASHBOARD_JS_BUDGET_BYTES / 1024} KB of JavaScript (gzip)`, async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext();
  try {
    const signIn = await measurePageJavaScript(context, baseURL!, '/dashboard/login');
    await signInAs(context, baseURL!, 'admin');
    const firstScreen = await measurePageJavaScript(context, baseURL!, '/dashboard');
    const reportPage = await measurePageJavaScript(context, baseURL!, '/dashboard/web-vitals');
    const measured = [signIn, firstScreen, reportPage];
    // The chart layer (d3 and the charts) comes with the report page's own chunk, not the first screen.
    const added = scriptsBeyond(reportPage, firstScreen);
    const report = [
      formatJavaScriptReport(measured, DASHBOARD_JS_BUDGET_BYTES, { detail: true }),
      formatJavaScriptReport([added], REPORT_PAGE_ADDED_JS_BUDGET_BYTES, { detail: true }),
    ].join('\n');
    console.info(report);
    await testInfo.attach('dashboard-javascript-budget.txt', { body: report, contentType: 'text/plain' });
    expect(
      added.scripts.length,
      'the web-vitals page loads its chunk and the charts on top of the first screen',
    ).toBeGreaterThan(0);
    expect(
      added.gzipBytes,
      `the web-vitals page adds ${(added.gzipBytes / 1024).toFixed(1)} KB of JavaScript (gzip) to the first screen`,
    ).toBeLessThanOrEqual(REPORT_PAGE_ADDED_JS_BUDGET_BYTES);
    for (const page of measured) {
      // The React app really loaded (a page without its scripts would pass any budget).
      expect(
        page.scripts.some((script) => script.gzipBytes > 40 * 1024),
        `${page.path} loads the dashboard app`,
      ).toBe(true);
      expect(
        page.gzipBytes,
        `${page.path}: ${(page.gzipBytes / 1024).toFixed(1)} KB of JavaScript (gzip)`,
      ).toBeLessThanOrEqual(DASHBOARD_JS_BUDGET_BYTES);
    }
  } finally {
    await context.close();
  }
});
