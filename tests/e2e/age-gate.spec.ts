import type { BrowserContext, Page } from '@playwright/test';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

// Every test here is a visitor who has not answered the gate yet.
test.use({ ageVerified: null });

const answers = {
  adult: /^I['’]m 21 or older$/,
  medical: /^I['’]m 18\+ with a medical card$/,
  underage: /^I['’]m under 21$/,
};

const ageGate = (page: Page) => page.getByRole('dialog', { name: /welcome/i });
const firstMenuProduct = (page: Page) => page.locator('#monroe-dispensary-menu a[href^="/products/"]').first();

async function ageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === AGE_COOKIE)?.value;
}

test('a new visitor is asked their age before the menu', async ({ page }) => {
  await page.goto('/');
  const gate = ageGate(page);
  await expect(gate).toBeVisible();
  for (const answer of Object.values(answers)) await expect(gate.getByRole('button', { name: answer })).toBeVisible();
});

test('"21 or older" lets the visitor in, and the answer is remembered', async ({ page, context }) => {
  await page.goto('/');
  await ageGate(page).getByRole('button', { name: answers.adult }).click();
  await expect(ageGate(page)).toBeHidden();
  expect(await ageCookie(context)).toBe('adult');

  await page.reload();
  await expect(page.locator('#monroe-dispensary-menu')).toBeVisible();
  await expect(ageGate(page)).toBeHidden();
  await firstMenuProduct(page).click({ trial: true });
});

test('"18+ with a medical card" lets a medical patient in', async ({ page, context }) => {
  await page.goto('/');
  await ageGate(page).getByRole('button', { name: answers.medical }).click();
  await expect(ageGate(page)).toBeHidden();
  expect(await ageCookie(context)).toBe('medical');
});

test('"under 21" is turned away from the menu', async ({ page, context }) => {
  await page.goto('/');
  // The gate may state the rule up front; what matters is a refusal that appears on answering.
  const refusals = () =>
    page
      .getByText(/you must be 21 or older/i)
      .filter({ visible: true })
      .allInnerTexts();
  const shownBefore = await refusals();
  await ageGate(page).getByRole('button', { name: answers.underage }).click();
  await expect.poll(async () => (await refusals()).filter((text) => !shownBefore.includes(text))).not.toEqual([]);

  expect(['adult', 'medical']).not.toContain(await ageCookie(context));
  // Whatever the page shows them, a product in the menu is not something they can open.
  await expect(firstMenuProduct(page).click({ trial: true, timeout: 2_000 })).rejects.toThrow();
});

test('keyboard focus starts in the gate and stays there: Tab and Shift+Tab go round, Escape does not dismiss it', async ({
  page,
}) => {
  await page.goto('/');
  const gate = ageGate(page);
  const [adult, medical, underage] = [answers.adult, answers.medical, answers.underage].map((name) =>
    gate.getByRole('button', { name }),
  );
  await expect(adult!).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(medical!).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(underage!).toBeFocused();
  // Past the last answer, focus comes back to the first rather than leaving the page.
  await page.keyboard.press('Tab');
  await expect(adult!).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(underage!).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(medical!).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  await expect(medical!).toBeFocused();
  // Arriving at an address with a fragment skips autofocus; the gate still takes focus.
  await page.goto('/category/flower#main');
  await expect(adult!).toBeFocused();
});

test('crawlers see the menu with no gate', async ({ browser, baseURL }) => {
  const crawler = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await crawler.newPage();
  await page.goto('/');
  await expect(firstMenuProduct(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await crawler.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu is in the page before anyone answers the gate', async ({ page, request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    await page.setContent(await response.text());
    expect(await page.locator('#monroe-dispensary-menu a[href^="/products/"]').count()).toBeGreaterThan(0);
  });

  test('the gate is a form that answers through /api/age-gate and comes back', async ({ page, context }) => {
    // Answer from a product page, so "back" is somewhere other than the home page.
    await page.goto('/');
    const productPath = await firstMenuProduct(page).getAttribute('href');
    await page.goto(productPath!);
    const form = ageGate(page).locator('form[action="/api/age-gate"][method="post" i]');
    await expect(form.getByRole('button', { name: answers.adult })).toBeVisible();

    await form.getByRole('button', { name: answers.adult }).click();
    await expect(page).toHaveURL((url) => url.pathname === productPath);
    expect(await ageCookie(context)).toBe('adult');
    await expect(ageGate(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a medical patient can answer without JavaScript too', async ({ page, context }) => {
    await page.goto('/');
    await ageGate(page).getByRole('button', { name: answers.medical }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await ageCookie(context)).toBe('medical');
  });
});
