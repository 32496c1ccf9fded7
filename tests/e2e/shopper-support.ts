import type { Browser, BrowserContext, Page } from '@playwright/test';
import { standInForThirdParties } from '../support/third-party-stand-ins.ts';
import { AGE_COOKIE, expect } from './fixtures.ts';

/** A size of a product page, found by the start of its row's label ("3.5 g"). */
export interface ProductSize {
  path: string;
  size: RegExp;
}

/** Adds `quantity` of a size to the cart from its product page. */
export async function addToCart(page: Page, product: ProductSize, quantity: number): Promise<void> {
  await page.goto(product.path);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: product.size }) });
  await row.getByRole('spinbutton', { name: /Quantity of/ }).fill(String(quantity));
  await row.getByRole('button', { name: /Add to cart/ }).click();
  // The add-to-cart notice confirms it.
  await expect(page.getByRole('status').filter({ hasText: /^Added / })).toBeVisible();
}

/** A date of birth in a month six away from this one: no birthday deal, whenever the test runs. */
export function bornInAnotherMonth(): string {
  return `1988-${String(((new Date().getMonth() + 6) % 12) + 1).padStart(2, '0')}-04`;
}

/**
 * A phone number of the shopper's own, in the range kept for fiction (555-01xx): the store counts
 * one person's orders for a day's pickup together (decision 55), and tests run side by side.
 */
export function shoppersPhone(): string {
  const area = 200 + Math.floor(Math.random() * 800);
  return `(${area}) 555-01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

/** The order summary shows the quote for everything typed so far (a shopper reads the total before pressing). */
export async function totalSettled(page: Page): Promise<void> {
  await expect(page.getByText('Updating your total…')).toHaveCount(0);
  await expect(page.getByTestId('checkout-total')).toHaveText(/\$\d+\.\d{2}/);
}

/**
 * Fills the open checkout: the details given (a signed-in customer's are already there), a
 * pickup time, the ID promise; then waits for the total to settle. The pickup time is any offered
 * one, at random: tests run side by side, and all choosing the first would fill it.
 */
export async function fillCheckout(
  page: Page,
  details: { name?: string; email?: string; phone?: string; birthdate?: string } = {},
): Promise<void> {
  if (details.name !== undefined) await page.getByLabel('Full name (as on your ID)').fill(details.name);
  if (details.email !== undefined) await page.getByLabel('Email', { exact: true }).fill(details.email);
  await page.getByLabel('Mobile phone').fill(details.phone ?? shoppersPhone());
  await page.getByLabel('Date of birth').fill(details.birthdate ?? bornInAnotherMonth());
  const slot = page.getByLabel('Pickup time');
  const offered = await slot
    .locator('option:not([value=""])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await slot.selectOption(offered[Math.floor(Math.random() * offered.length)]!);
  await page.getByLabel(/I will bring a photo ID/).check();
  await totalSettled(page);
}

/** Places the cart through the real checkout and returns the order number from the receipt. */
export async function checkOut(
  page: Page,
  { name, email, phone }: { name: string; email: string; phone?: string },
): Promise<string> {
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText(/\$\d+\.\d{2}/);
  await fillCheckout(page, { name, email, ...(phone ? { phone } : {}) });
  const place = page.getByRole('button', { name: 'Place order, pay at pickup' });
  await place.click();
  // Other tests change prices while this one runs: a total that moved at the last moment is
  // shown instead of placed, and the shopper presses again at the new one.
  const moved = page.getByText(/^(Your total is now |Prices changed since your total was shown)/);
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ }).or(moved)).toBeVisible();
  if (await moved.isVisible()) {
    await totalSettled(page);
    await place.click();
  }
  await expect(page).toHaveURL(/\/thank-you\?order=RR-[0-9A-Z]{6}&/);
  return new URL(page.url()).searchParams.get('order')!;
}

/** A second browser for the shopper, past the age gate; the test's own page is the budtender's. */
export async function shopperContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await standInForThirdParties(context);
  await context.addCookies([{ name: AGE_COOKIE, value: 'adult', url: baseURL }]);
  return context;
}
