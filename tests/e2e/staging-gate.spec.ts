import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PASSWORD = 'preview-river-raisin';
const PRODUCT = '/products/huron-valley-growers-chemdawg';
const VALIDATE = '/api/staging-auth/validate-token';

test.describe('staging mode', () => {
  test.describe.configure({ mode: 'serial' });
  let staging: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    staging = await startStoreServer({ STAGING_MODE: 'true', STAGING_PASSWORD: PASSWORD });
    await waitUntilHealthy(staging);
  });
  test.afterAll(() => staging?.stop());

  async function signIn(page: Page) {
    await page.goto(`${staging.baseURL}/staging-login?next=${encodeURIComponent(PRODUCT)}`);
    await page.getByLabel('Staging password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Enter the staging site' }).click();
    await expect(page).toHaveURL(`${staging.baseURL}${PRODUCT}`);
    // The page checks its token as it loads; a test that then breaks the check must not race that first one.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(`${staging.baseURL}${PRODUCT}`);
  }

  test('sends a visitor without a token to /staging-login and lets them in with the password', async ({ page }) => {
    await page.goto(`${staging.baseURL}/products/huron-valley-growers-chemdawg`);
    await expect(page).toHaveURL(/\/staging-login\?next=%2Fproducts%2Fhuron-valley-growers-chemdawg$/);

    await page.getByLabel('Staging password').fill('not the password');
    await page.getByRole('button', { name: 'Enter the staging site' }).click();
    await expect(page.getByRole('alert')).toContainText('That password is not right');

    await page.getByLabel('Staging password').fill(PASSWORD);
    const validated = page.waitForResponse((response) => response.url().includes(VALIDATE));
    await page.getByRole('button', { name: 'Enter the staging site' }).click();
    await expect(page).toHaveURL(`${staging.baseURL}/products/huron-valley-growers-chemdawg`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chemdawg');
    // Every page checks the token with the endpoint too, and it says valid.
    expect(await (await validated).json()).toEqual({ valid: true });
  });

  test('requests without a token never reach the store', async ({ request }) => {
    const response = await request.get(`${staging.baseURL}/media/products/huron-valley-growers-chemdawg.webp`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const ageGate = await request.post(`${staging.baseURL}/api/age-gate`, {
      form: { answer: 'adult' },
      headers: { Origin: staging.baseURL },
      maxRedirects: 0,
    });
    expect(ageGate.status()).toBe(401);
    const check = await request.get(`${staging.baseURL}${VALIDATE}`);
    expect(check.status()).toBe(200);
    expect(await check.json()).toEqual({ valid: false });
  });

  test('a token that stops being valid sends an open tab to /staging-login when it comes back into view', async ({
    page,
    context,
  }) => {
    await signIn(page);

    await context.clearCookies({ name: 'staging_token' });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // The check asks a server that has just started, on a busy machine: slower than a look.
    await expect(page).toHaveURL(/\/staging-login\?next=%2Fproducts%2Fhuron-valley-growers-chemdawg$/, {
      timeout: 15_000,
    });
  });

  test('a failed check logs "Error validating token:" and sends the visitor to /staging-login', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/: Error validating token: /);
    consoleErrors.allow(/: Failed to load resource: net::ERR_FAILED \(.*\/api\/staging-auth\/validate-token/);
    await signIn(page);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`**${VALIDATE}*`, (route) => route.abort('failed'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(/\/staging-login/);
    expect(errors.some((text) => text.startsWith('Error validating token:'))).toBe(true);
  });

  // Last: it uses up this address's tries for the next 15 minutes.
  test('takes 10 tries of the password from one address in 15 minutes; the next is refused with 429 and the wait', async () => {
    const attempt = (password: string) =>
      fetch(`${staging.baseURL}/api/staging-auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: staging.baseURL },
        body: new URLSearchParams({ password, next: PRODUCT }),
        redirect: 'manual',
      });
    // The tries the tests before this one made count too: whatever is left of the 10 is let through.
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) statuses.push((await attempt(`guess-${index}`)).status);
    const refusedFrom = statuses.indexOf(429);
    expect(refusedFrom).toBeGreaterThan(-1);
    expect(statuses.slice(0, refusedFrom).every((status) => status === 303)).toBe(true);
    expect(statuses.slice(refusedFrom).every((status) => status === 429)).toBe(true);
    const right = await attempt(PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.headers.get('set-cookie')).toBeNull();
    // The wait is what is left of the address's window: minutes, or seconds when it nearly ran out.
    expect((await right.json()).error).toMatch(
      /^Too many tries of the staging password from here\. Try again in \d+ (minutes?|seconds?), or call the store\.$/,
    );
  });
});

test('off staging, pages never call the token check', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(VALIDATE)) calls.push(request.url());
  });
  await page.goto('/');
  await page.goto('/products/huron-valley-growers-chemdawg');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});
