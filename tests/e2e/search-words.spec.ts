import type { Page } from '@playwright/test';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/** The words shoppers use, from the header's search box, and staff teaching the search new ones. */

const resultNames = (page: Page) => page.locator('[data-menu-results] article h3 a').allInnerTexts();

async function searchFromHeader(page: Page, term: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Results for “${term}”` })).toBeVisible();
}

test('"preroll" typed in the header on a phone finds the pre-rolls', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await searchFromHeader(page, 'preroll');
  const names = await resultNames(page);
  expect(names.length).toBeGreaterThanOrEqual(20);
  for (const name of names) expect(name).toMatch(/pre-roll/i);
  await expect(page.locator('[data-menu-count]')).toHaveText(/^21 products/);
  // Nothing wider than the phone: no sideways scrolling (measured once the stylesheet has applied).
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

const categoryBox = (page: Page, name: string) =>
  page.getByRole('group', { name: /Categories it finds/ }).getByRole('checkbox', { name, exact: true });

test.describe('the search words page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInAs(context, baseURL!, 'manager');
  });

  test('lists the store’s words, passes axe, and refuses a word it already has beside its field', async ({
    page,
    axe,
  }) => {
    // Two axe runs over a page of some forty words and every category.
    test.slow();
    await page.goto('/dashboard/menu/search-words');
    await expect(page.getByRole('heading', { level: 1, name: 'Search words' })).toBeVisible();
    const wax = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'wax', exact: true }) });
    await expect(wax.getByRole('cell').first()).toHaveText('Badder, Shatter');
    await axe.expectNoViolations();

    // The server refuses it with a 409 (the browser logs the refused call, which the fixture accepts).
    await page.getByLabel('Search word', { exact: true }).fill('Carts');
    await categoryBox(page, 'Cartridges').check();
    await page.getByRole('button', { name: 'Add search word' }).click();
    const term = page.getByLabel('Search word', { exact: true });
    await expect(term).toHaveAttribute('aria-invalid', 'true');
    await expect(term).toHaveAccessibleDescription(/“carts” is searched as “cart”, which is already a search word/);
    await axe.expectNoViolations();
  });

  test('a word a manager adds finds products on the storefront at once; its edits and removal too', async ({
    page,
  }) => {
    // Several storefront and dashboard pages in a row.
    test.slow();
    await searchFromHeader(page, 'choccy');
    await expect(page.locator('[data-menu-count]')).toHaveText(/^0 products/);

    await page.goto('/dashboard/menu/search-words');
    await page.getByLabel('Search word', { exact: true }).fill('Choccy');
    await categoryBox(page, 'Chocolates').check();
    await page.getByRole('button', { name: 'Add search word' }).click();
    await expect(page.getByRole('status')).toHaveText('“choccy” added. The menu search uses it now.');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'choccy', exact: true }) });
    await expect(row.getByRole('cell').first()).toHaveText('Chocolates');

    await searchFromHeader(page, 'choccy');
    const chocolates = await resultNames(page);
    expect(chocolates).toEqual(expect.arrayContaining(['Milk Chocolate Bar', 'Peanut Butter Cups']));
    expect(chocolates).toHaveLength(6);

    // Edited to mean other words instead of the category.
    await page.goto('/dashboard/menu/search-words');
    await page.getByRole('button', { name: 'Edit “choccy”' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit “choccy”' })).toBeVisible();
    await expect(page.getByLabel('Search word', { exact: true })).toBeFocused();
    await categoryBox(page, 'Chocolates').uncheck();
    await page.getByLabel('Other words it finds').fill('peanut butter');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toHaveText('“choccy” saved. The menu search uses it now.');
    await searchFromHeader(page, 'choccy');
    expect(await resultNames(page)).toEqual(['Peanut Butter Cups']);

    await page.goto('/dashboard/menu/search-words');
    await page.getByRole('button', { name: 'Remove “choccy”' }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByRole('status')).toHaveText('“choccy” removed.');
    await expect(page.getByRole('rowheader', { name: 'choccy', exact: true })).toHaveCount(0);
    await searchFromHeader(page, 'choccy');
    await expect(page.locator('[data-menu-count]')).toHaveText(/^0 products/);
  });
});
