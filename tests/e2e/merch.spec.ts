import { expect, test } from './fixtures.ts';

/** The merch shop at /{merch slug}-wear: the apparel menu under the store's own name. */

test('the merch shop lists the apparel with its filters', async ({ page, axe }) => {
  await page.goto('/river-raisin-wear');
  await expect(page).toHaveTitle(/River Raisin Wear/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('River Raisin Wear');
  const cards = page.locator('[data-menu-results] article');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Tees|Hoodies|Hats|Apparel/);
  // Merch is taxed as ordinary goods: no cannabis potency on the cards.
  for (const text of await cards.allInnerTexts()) expect(text).not.toMatch(/THC/);
  await axe.expectNoViolations();

  await page.getByRole('link', { name: /^Hats/ }).click();
  await expect(page).toHaveURL(/\/category\/hats$/);
});

test('the merch shop filters in place', async ({ page }) => {
  await page.goto('/river-raisin-wear');
  const menu = page.locator('[data-menu]');
  const before = await menu.locator('[data-menu-results] article').count();
  await menu.getByLabel('Max price in dollars').fill('25');
  await menu.getByLabel('Max price in dollars').press('Enter');
  await expect(page).toHaveURL(/\/river-raisin-wear\?priceMax=25$/);
  await expect(menu.getByRole('link', { name: 'Price up to $25, remove this filter' })).toBeVisible();
  expect(await menu.locator('[data-menu-results] article').count()).toBeLessThanOrEqual(before);
});

test('another -wear path is not found', async ({ page }) => {
  const response = await page.goto('/someone-else-wear');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /someone-else-wear')).toBeVisible();
});
