import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The filtered menu: categories, the filter panel, sort, chips and pagination, with the island
 * (no reloads, history kept) and without JavaScript (plain links and a GET form).
 */

const menuOf = (page: Page) => page.locator('[data-menu]');
const countOf = async (page: Page) => Number((await page.locator('[data-menu-count]').innerText()).match(/^\d+/)![0]);
const cards = (page: Page) => menuOf(page).locator('[data-menu-results] article');

/** Set in the page; a full reload would lose it. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { menuTestMarker: 'still here' }));
}
async function expectSameWindow(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { menuTestMarker?: string }).menuTestMarker)).toBe('still here');
}

async function expectEveryCard(list: Locator, check: (text: string) => void): Promise<void> {
  const texts = await list.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) check(text.replace(/\s+/g, ' '));
}

/** The lowest price a card shows (the deal price when there is one). */
const priceOf = (text: string) => Number(text.match(/\$(\d+\.\d{2})/)![1]);

test('the navigation leads to category pages, and subcategories have pages of their own', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Vapes' }).click();
  await expect(page).toHaveURL(/\/category\/vapes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vapes');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  const vapes = await countOf(page);

  await menuOf(page)
    .getByRole('link', { name: /^Cartridges/ })
    .click();
  await expect(page).toHaveURL(/\/category\/cartridges$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cartridges');
  const cartridges = await countOf(page);
  expect(cartridges).toBeGreaterThan(0);
  expect(cartridges).toBeLessThan(vapes);
  await expectEveryCard(cards(page), (text) => expect(text).toContain('Cartridges'));
});

test('the home menu narrows by category tab in place', async ({ page }) => {
  await page.goto('/');
  const all = await countOf(page);
  await markWindow(page);
  await menuOf(page)
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /^Edibles/ })
    .click();
  await expect(page).toHaveURL(/[?&]category=edibles/);
  await expect(page.getByRole('heading', { level: 2, name: 'Edibles' })).toBeVisible();
  expect(await countOf(page)).toBeLessThan(all);

  // Edibles has subcategories: the tabs drill down into them.
  const tabs = menuOf(page).getByRole('navigation', { name: 'Edibles categories' });
  await expect(tabs.getByRole('link', { name: 'All edibles' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: /^Gummies/ }).click();
  await expect(page).toHaveURL(/[?&]category=gummies/);
  await expect(tabs.getByRole('link', { name: /^Gummies/ })).toHaveAttribute('aria-current', 'page');
  await expectEveryCard(cards(page), (text) => expect(text).toContain('Gummies'));
  await tabs.getByRole('link', { name: 'All categories' }).click();
  await expect(page).toHaveURL((url) => !url.search.includes('category'));
  expect(await countOf(page)).toBe(all);
  await expectSameWindow(page);
});

test('brand, strain type and price filters update counts, results and the URL without a reload; back restores', async ({
  page,
}) => {
  await page.goto('/category/flower');
  await markWindow(page);
  const menu = menuOf(page);
  const everything = await countOf(page);

  const brand = menu.getByRole('checkbox', { name: /^Lake Erie Gardens/ });
  const brandCount = Number((await brand.locator('xpath=ancestor::label').innerText()).match(/\((\d+)\)/)![1]);
  await brand.check();
  await expect(page).toHaveURL(/\/category\/flower\?brand=lake-erie-gardens$/);
  await expect.poll(() => countOf(page)).toBe(brandCount);
  expect(brandCount).toBeLessThan(everything);
  await expect(menu.getByRole('checkbox', { name: /^Lake Erie Gardens/ })).toBeChecked();
  await expect(menu.getByRole('checkbox', { name: /^Lake Erie Gardens/ })).toBeFocused();
  await expectEveryCard(cards(page), (text) => expect(text).toContain('Lake Erie Gardens'));
  await expect(page.locator('[data-menu-status]')).toHaveText(new RegExp(`^${brandCount} products?`));

  const hybrid = menu.getByRole('checkbox', { name: /^Hybrid/ });
  const hybridCount = Number((await hybrid.locator('xpath=ancestor::label').innerText()).match(/\((\d+)\)/)![1]);
  await hybrid.check();
  await expect(page).toHaveURL(/\?brand=lake-erie-gardens&type=hybrid$/);
  await expect.poll(() => countOf(page)).toBe(hybridCount);
  await expectEveryCard(cards(page), (text) => expect(text).toMatch(/Hybrid.*Lake Erie Gardens/));
  const beforePrice = await countOf(page);

  const prices = (await cards(page).allInnerTexts()).map(priceOf).sort((a, b) => a - b);
  const cap = Math.floor(prices[0]!);
  await menu.getByRole('spinbutton', { name: /Max.*price/i }).fill(String(cap));
  await menu.getByRole('spinbutton', { name: /Max.*price/i }).press('Tab');
  await expect(page).toHaveURL(new RegExp(`&priceMax=${cap}$`));
  await expect(menu.getByRole('link', { name: new RegExp(`Price up to \\$${cap}, remove`) })).toBeVisible();
  await expectEveryCard(cards(page), (text) => expect(priceOf(text)).toBeLessThanOrEqual(cap));
  expect(await countOf(page)).toBeLessThanOrEqual(beforePrice);
  await expectSameWindow(page);

  await page.goBack();
  await expect(page).toHaveURL(/\?brand=lake-erie-gardens&type=hybrid$/);
  await expect.poll(() => countOf(page)).toBe(beforePrice);
  await expect(menu.getByRole('spinbutton', { name: /Max.*price/i })).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\?brand=lake-erie-gardens$/);
  await expect.poll(() => countOf(page)).toBe(brandCount);
  await expect(menu.getByRole('checkbox', { name: /^Hybrid/ })).not.toBeChecked();
  await expectSameWindow(page);
});

test('chips remove one filter each and "Clear all" removes them all', async ({ page }) => {
  await page.goto('/category/flower?type=sativa&deal=1');
  await markWindow(page);
  const menu = menuOf(page);
  await menu.getByRole('link', { name: 'On deal, remove this filter' }).click();
  await expect(page).toHaveURL(/\/category\/flower\?type=sativa$/);
  await expect(menu.getByRole('checkbox', { name: /^On deal/ })).not.toBeChecked();
  await menu.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/category\/flower$/);
  await expect(menu.getByRole('checkbox', { name: /^Sativa/ })).not.toBeChecked();
  await expectSameWindow(page);
});

test('sorting and pagination keep the filters and move through the results in place', async ({ page }) => {
  await page.goto('/');
  await markWindow(page);
  const menu = menuOf(page);
  await menu.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  const prices = (await cards(page).allInnerTexts()).map(priceOf);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const pages = menu.getByRole('navigation', { name: 'Pages of the menu' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]sort=price-asc&page=2/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-menu-count]')).toBeFocused();
  const nextPrices = (await cards(page).allInnerTexts()).map(priceOf);
  expect(nextPrices[0]).toBeGreaterThanOrEqual(prices.at(-1)!);
  await expectSameWindow(page);
});

test('the filters work with the keyboard alone', async ({ page }) => {
  await page.goto('/category/pre-rolls');
  const menu = menuOf(page);
  const sativa = menu.getByRole('checkbox', { name: /^Sativa/ });
  await sativa.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\?type=sativa$/);
  await expect(menu.getByRole('checkbox', { name: /^Sativa/ })).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\?type=(indica&type=sativa|hybrid&type=sativa)$/);

  const thcMin = menu.getByRole('spinbutton', { name: /Min.*THC/ });
  await thcMin.focus();
  await page.keyboard.type('15');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/&thcMin=15$/);
  await expect(menu.getByRole('spinbutton', { name: /Min.*THC/ })).toBeFocused();

  // The submit button stays reachable for keyboard users, and shows when focused.
  const apply = menu.getByRole('button', { name: 'Apply filters' });
  await apply.focus();
  await expect(apply).toBeInViewport();
});

test('when the island cannot load a menu, the browser loads the page itself', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/: Failed to load resource: net::ERR_FAILED \(.*\/category\/flower\?type=sativa/);
  await page.goto('/category/flower');
  await markWindow(page);
  // Only the island's own requests fail; a normal page load still goes through.
  await page.route('**/category/flower?*', (route) =>
    route.request().resourceType() === 'fetch' ? route.abort() : route.continue(),
  );
  await menuOf(page)
    .getByRole('checkbox', { name: /^Sativa/ })
    .check();
  await expect(page).toHaveURL(/\/category\/flower\?type=sativa$/);
  await expect(menuOf(page).getByRole('checkbox', { name: /^Sativa/ })).toBeChecked();
  expect(await page.evaluate(() => (window as { menuTestMarker?: string }).menuTestMarker)).toBeUndefined();
});

test('a newer change wins over a slower earlier one', async ({ page }) => {
  await page.goto('/category/flower');
  let delayed = false;
  await page.route('**/category/flower?type=indica', async (route) => {
    delayed = true;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => {});
  });
  const menu = menuOf(page);
  await menu.getByRole('checkbox', { name: /^Indica/ }).check();
  await menu.getByRole('checkbox', { name: /^Sativa/ }).check();
  await expect(page).toHaveURL(/\?type=indica&type=sativa$/);
  await page.waitForTimeout(2_000);
  expect(delayed).toBe(true);
  await expect(page).toHaveURL(/\?type=indica&type=sativa$/);
  await expect(menu.getByRole('checkbox', { name: /^Sativa/ })).toBeChecked();
  await expectEveryCard(cards(page), (text) => expect(text).toMatch(/Indica|Sativa/));
});

test('filtered pages, the category page and a brand page pass axe', async ({ page, axe }) => {
  await page.goto('/?category=flower&type=hybrid&priceMax=60&sort=potency');
  await expect(menuOf(page)).toBeVisible();
  await axe.expectNoViolations();

  await page.goto('/category/edibles');
  await axe.expectNoViolations();

  await page.goto('/brands/huron-valley-growers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huron Valley Growers');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expectEveryCard(cards(page), (text) => expect(text).toContain('Huron Valley Growers'));
  await axe.expectNoViolations();
});

test('unknown categories and brands are not found', async ({ page }) => {
  for (const path of ['/category/no-such-category', '/brands/no-such-brand']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
  }
});

test('on a phone, the filter panel ends with "Show N results", counting the filters as chosen', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?category=edibles');
  await markWindow(page);
  const menu = menuOf(page);
  const showResults = menu.getByRole('button', { name: /^Show \d+ results?$/ });
  await menu.locator('summary', { hasText: 'Filters' }).click();
  await expect(showResults).toHaveText(`Show ${await countOf(page)} results`);

  await menu.getByRole('checkbox', { name: /^Kalamazoo Kitchen/ }).check();
  await expect(page).toHaveURL(/brand=kalamazoo-kitchen/);
  const chosen = await countOf(page);
  expect(chosen).toBeGreaterThan(0);
  // The panel stays open while filters are chosen, its button counting what they find.
  await expect(showResults).toHaveText(`Show ${chosen} ${chosen === 1 ? 'result' : 'results'}`);
  await expect(showResults).toBeInViewport();
  await axe.expectNoViolations();

  await showResults.click();
  await expect(menu.getByRole('checkbox', { name: /^Kalamazoo Kitchen/ })).toBeHidden();
  await expect(page.locator('[data-menu-count]')).toBeFocused();
  await expect(page.locator('[data-menu-count]')).toBeInViewport();
  await expect(cards(page).first()).toBeInViewport();
  await expectSameWindow(page);
});

test('a page past the last says there is no such page, answers 404 and links to the last page', async ({
  page,
  request,
}) => {
  for (const path of ['/category/flower', '/brands/huron-valley-growers', '/']) {
    const response = await page.goto(`${path}?page=999`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('There is no page 999 of this menu.')).toBeVisible();
    // Asked again, it is still a 404: the page cache keeps only pages that exist.
    const again = await request.get(`${path}?page=999`, { headers: { cookie: 'age_verified=adult' } });
    expect(again.status(), path).toBe(404);
    expect(again.headers()['cache-control'], path).not.toMatch(/public/);
  }

  await page.goto('/category/flower?page=999');
  const last = page.getByRole('link', { name: /^Go to the last page, page \d+$/ });
  const lastPage = Number((await last.innerText()).replace(/\D+/g, ''));
  expect(lastPage).toBeGreaterThan(1);
  await last.click();
  await expect(page).toHaveURL(new RegExp(`/category/flower\\?page=${lastPage}$`));
  await expect(
    page.getByRole('navigation', { name: 'Pages of the menu' }).getByRole('link', { name: `Page ${lastPage}` }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a filtered URL renders on the server, and the form and links work', async ({ page }) => {
    await page.goto('/category/flower?brand=lake-erie-gardens&type=hybrid');
    const menu = menuOf(page);
    await expect(menu.getByRole('checkbox', { name: /^Lake Erie Gardens/ })).toBeChecked();
    await expect(menu.getByRole('checkbox', { name: /^Hybrid/ })).toBeChecked();
    await expectEveryCard(cards(page), (text) => expect(text).toMatch(/Hybrid.*Lake Erie Gardens/));
    const filtered = await countOf(page);

    // On a phone the panel is folded; on this desktop viewport it is open.
    await menu.getByRole('checkbox', { name: /^Hybrid/ }).uncheck();
    await menu.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/brand=lake-erie-gardens/);
    expect(page.url()).not.toContain('type=hybrid');
    expect(await countOf(page)).toBeGreaterThanOrEqual(filtered);

    await menu.getByLabel('Sort by').selectOption('name');
    await menu.getByRole('button', { name: 'Sort' }).click();
    await expect(page).toHaveURL(/sort=name/);
    // Sold-out products come last whatever the order; the rest are by name.
    const names = await cards(page).filter({ hasNotText: 'Sold out' }).getByRole('heading').allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    await menu.getByRole('link', { name: /Lake Erie Gardens, remove this filter/ }).click();
    await expect(page).toHaveURL(/\/category\/flower\?sort=name$/);
  });

  test('the phone layout folds the filters into a disclosure that opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?category=edibles');
    const menu = menuOf(page);
    await expect(menu.getByRole('button', { name: 'Apply filters' })).toBeHidden();
    await menu.locator('summary', { hasText: 'Filters' }).click();
    await expect(menu.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  });
});
