import type { Page } from '@playwright/test';
import { standInForThirdParties } from '../support/third-party-stand-ins.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every page works under its Content-Security-Policy: no script, style or request of the store
 * (the age gate, the menu, web-vitals, new-build check, the outside scripts after an
 * interaction) is blocked. The browser reports each blocked one as a `securitypolicyviolation`.
 */

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(message.text()))
      console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

const PAGES = [
  '/',
  '/category/flower',
  '/products/huron-valley-growers-chemdawg',
  '/strain-library',
  '/dispensary-deals',
  '/no-such-page',
  '/dashboard',
];

for (const path of PAGES) {
  test(`${path} runs without a policy violation`, async ({ page }) => {
    await standInForThirdParties(page);
    const violations = await watchViolations(page);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-/);
    // Interact, so the outside scripts load too, and leave the page so web-vitals sends its beacon.
    await page.mouse.move(100, 100);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    expect(await violations()).toEqual([]);
  });
}

test.describe('a first visit', () => {
  test.use({ ageVerified: null });

  test('the age gate and its focus script work under the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('button', { name: "I'm 21 or older" })).toBeFocused();
    await page.getByRole('button', { name: "I'm 21 or older" }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await violations()).toEqual([]);
  });
});
