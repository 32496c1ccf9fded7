import type { Page } from '@playwright/test';
import { standInForThirdParties, THIRD_PARTY_TEST_CONFIG } from '../support/third-party-stand-ins.ts';
import { expect, test } from './fixtures.ts';

/**
 * reCAPTCHA v3 and the tag manager load only after the visitor's first click, touchstart,
 * keydown, scroll or mousemove (spec §7), and never on /dashboard. The suite's server has both
 * configured (playwright.config.ts); their hosts answer with a stand-in script.
 */

const RECAPTCHA = `https://www.google.com/recaptcha/api.js?render=${THIRD_PARTY_TEST_CONFIG.PUBLIC_RECAPTCHA_SITE_KEY}`;
const TAG_MANAGER = `https://www.googletagmanager.com/gtm.js?id=${THIRD_PARTY_TEST_CONFIG.PUBLIC_GTM_ID}`;

/** Opens `path` and lets it settle: every script it would load without an interaction has loaded. */
async function openQuietly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
}

const interactions: [string, (page: Page) => Promise<void>][] = [
  ['mousemove', (page) => page.mouse.move(200, 200)],
  ['keydown', (page) => page.keyboard.press('Shift')],
  ['scroll', (page) => page.mouse.wheel(0, 400)],
  ['click', (page) => page.locator('footer').click({ position: { x: 2, y: 2 } })],
];

for (const [name, interact] of interactions) {
  test(`nothing from outside loads before the first interaction; a ${name} loads reCAPTCHA and the tag manager`, async ({
    page,
  }) => {
    const requested = await standInForThirdParties(page);
    await openQuietly(page, '/');
    expect(requested, 'requests to outside hosts before any interaction').toEqual([]);

    await interact(page);
    await expect.poll(() => [...requested].sort()).toEqual([RECAPTCHA, TAG_MANAGER].sort());
    // The tag manager got its start event and the stand-ins ran under the page's policy (a script
    // runs a moment after its request is seen).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer[0]?.event))
      .toBe('gtm.js');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __thirdPartyStandIns?: number }).__thirdPartyStandIns))
      .toBe(2);

    // Only once, however much the visitor does.
    await page.mouse.move(300, 300);
    await page.keyboard.press('Shift');
    await page.waitForTimeout(200);
    expect(requested).toHaveLength(2);
  });
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a touch loads them', async ({ page }) => {
    const requested = await standInForThirdParties(page);
    await openQuietly(page, '/');
    expect(requested).toEqual([]);
    await page.locator('footer').tap({ position: { x: 2, y: 2 } });
    await expect.poll(() => requested.length).toBe(2);
  });
});

test('dashboard pages never load them, whatever the visitor does', async ({ page }) => {
  const requested = await standInForThirdParties(page);
  for (const path of ['/dashboard', '/dashboard/orders']) {
    await openQuietly(page, path);
    await page.mouse.move(200, 200);
    await page.keyboard.press('Shift');
    await page.mouse.wheel(0, 300);
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.waitForTimeout(500);
    expect(await page.locator('#third-party-scripts').count()).toBe(0);
  }
  expect(requested).toEqual([]);
});
