import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A deployment while a page is open: the page asks for the latest build id (a timestamped
 * request) and, once it differs from its own, makes the next navigation a full page load — once:
 * the reload guard (10 s) keeps a page that still comes from the old build from loading again and
 * again. The test plays the deployment by answering the build file itself.
 */

const BUILD_FILE = /\/latest-build\.json\?t=\d{13}$/;

/** Marks the document; a full page load forgets the mark, an in-place menu update keeps it. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

async function nextMenuPage(page: Page, number: number) {
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${number}\\b`));
  await expect(page.locator('[data-menu-results]')).not.toHaveAttribute('aria-busy', 'true');
}

test('a new build makes the next navigation a full page load, once', async ({ page }) => {
  let deployed: string | null = null;
  const checks: string[] = [];
  await page.route(BUILD_FILE, (route) => {
    checks.push(route.request().url());
    return deployed ? route.fulfill({ json: { buildId: deployed } }) : route.continue();
  });

  const firstCheck = page.waitForResponse(BUILD_FILE);
  await page.goto('/');
  await expect(page.locator('[data-menu-enhanced]')).toBeAttached();
  expect(await (await firstCheck).json()).toHaveProperty('buildId');

  // The same build: the menu updates in place.
  await mark(page);
  await nextMenuPage(page, 2);
  expect(await marked(page)).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-new-build');

  // A deployment; the tab regains focus and checks again.
  deployed = 'a-newer-build';
  const focusCheck = page.waitForResponse(BUILD_FILE);
  await page.evaluate(() => dispatchEvent(new Event('focus')));
  await focusCheck;
  await expect(page.locator('html')).toHaveAttribute('data-new-build');

  await nextMenuPage(page, 3);
  expect(await marked(page), 'the navigation after a new build is a full page load').toBe(false);

  // The new page still carries the test's build id, so it sees the "new" build again; the guard
  // keeps its next navigation in place instead of loading the whole page once more.
  await expect(page.locator('html')).toHaveAttribute('data-new-build');
  await mark(page);
  await nextMenuPage(page, 4);
  expect(await marked(page), 'a second full load within 10 s').toBe(true);

  expect(checks.length).toBeGreaterThanOrEqual(3);
  expect(new Set(checks).size, 'each check has its own timestamp').toBe(checks.length);
});

test('a tab that comes back into view checks for a new build', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const check = page.waitForRequest(BUILD_FILE);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await check).url()).toMatch(BUILD_FILE);
});
