import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Every JSON-LD block of the page, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('the stores page lists each store with today’s hours and leads to its page, on a 320 px phone', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Our stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our stores' })).toBeVisible();

  const monroe = page.getByRole('article', { name: 'Monroe' });
  await expect(monroe).toContainText('418 E Front St');
  await expect(monroe).toContainText(/Today: (Closed today|\d{1,2}(:\d\d)? [AP]M – )/);
  await expect(monroe.getByText(/^(Open until|Opens|Closed|Open 24 hours)/)).toBeVisible();
  await expect(monroe.getByRole('link', { name: /^Directions to Monroe/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\//,
  );
  // Judged once the page has settled: a layout still arriving is not what a shopper scrolls.
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await axe.expectNoViolations();

  await monroe.getByRole('link', { name: 'Shop Monroe' }).click();
  await expect(page).toHaveURL(/\/stores\/monroe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'River Raisin Cannabis Co. Monroe' })).toBeVisible();
  // The menu is on the first screen, under the store's name and where it is.
  await expect(page.getByRole('heading', { level: 2, name: 'Shop Monroe' })).toBeInViewport();
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test('a store’s page is its own local business, with its menu’s products, search and filters', async ({ page }) => {
  const response = await page.goto('/stores/monroe');
  expect(response?.status()).toBe(200);
  const store = (await structuredData(page)).find((item) => item['@type'] === 'Store');
  expect(store).toMatchObject({
    '@id': expect.stringMatching(/\/stores\/monroe#store$/),
    name: 'River Raisin Cannabis Co. Monroe',
    url: expect.stringMatching(/\/stores\/monroe$/),
    brand: { '@type': 'Brand', name: 'River Raisin Cannabis Co.' },
    address: { '@type': 'PostalAddress', addressLocality: 'Monroe', postalCode: '48162' },
    geo: { '@type': 'GeoCoordinates' },
  });
  expect(JSON.stringify(store!.identifier)).toMatch(/retailer license/);
  expect(store!.openingHoursSpecification).not.toHaveLength(0);

  const menu = page.locator('#store-menu');
  const products = menu.locator('a[href^="/products/"]');
  expect(await products.count()).toBeGreaterThan(0);

  // The header's search searches this store's menu, at the store's own address.
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('chemdawg');
  await page.getByRole('searchbox', { name: 'Search the menu' }).press('Enter');
  await expect(page).toHaveURL(/\/stores\/monroe\?searchTerm=chemdawg#store-menu$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “chemdawg”' })).toBeVisible();
  await expect(menu.locator('a[href="/products/huron-valley-growers-chemdawg"]').first()).toBeVisible();

  expect((await page.goto('/stores/no-such-town'))?.status()).toBe(404);
});
