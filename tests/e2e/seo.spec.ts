import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const CHEMDAWG = '/products/huron-valley-growers-chemdawg';

/** Every JSON-LD block of the page, parsed: a block that is not valid JSON fails the test here. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block): Record<string, unknown>[] => {
    const parsed = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const byType = (items: Record<string, unknown>[], ...types: string[]) =>
  items.find((item) => types.includes(String(item['@type'])));

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

test('the home page describes the store as a local business, with its hours, and names its canonical URL', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);

  const store = byType(await structuredData(page), 'Store', 'LocalBusiness') as {
    name: string;
    address: { addressLocality: string; streetAddress: string };
    openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    identifier: { value: string }[];
    url: string;
  };
  expect(store, 'a Store or LocalBusiness item').toBeTruthy();
  expect(store.url).toBe(`${baseURL}/`);

  const footer = page.locator('footer');
  await expect(footer).toContainText(store.name);
  await expect(footer).toContainText(store.address.streetAddress);
  await expect(footer).toContainText(store.identifier[0]!.value);

  const days = store.openingHoursSpecification.flatMap((spec) => spec.dayOfWeek);
  expect(new Set(days).size).toBe(days.length);
  expect(days.length).toBeGreaterThan(0);
  for (const spec of store.openingHoursSpecification) {
    expect(spec.opens).toMatch(/^\d{2}:\d{2}$/);
    expect(spec.closes).toMatch(/^\d{2}:\d{2}$/);
  }
});

test('a product page describes the product and its breadcrumbs as the page shows them', async ({ page, baseURL }) => {
  await page.goto(CHEMDAWG);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${CHEMDAWG}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/media/`));

  const items = await structuredData(page);
  const product = byType(items, 'Product') as {
    name: string;
    sku: string;
    brand: { name: string };
    offers: { '@type': string; lowPrice: number; highPrice: number; priceCurrency: string; availability: string };
  };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByRole('link', { name: product.brand.name, exact: true })).toBeVisible();
  expect(product.sku).toBeTruthy();
  expect(product.offers).toMatchObject({
    '@type': 'AggregateOffer',
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
  });

  // The offer's range is the lowest and highest price the sizes table shows (the first amount in each price cell).
  const sizes = page.getByRole('table', { name: /sizes and prices/i });
  const shown = (await sizes.locator('tbody tr').all()).map(async (row) =>
    cents((await row.getByRole('cell').first().innerText()).match(/\$[\d,]+\.\d{2}/)![0]),
  );
  const prices = await Promise.all(shown);
  expect(Math.round(product.offers.lowPrice * 100)).toBe(Math.min(...prices));
  expect(Math.round(product.offers.highPrice * 100)).toBe(Math.max(...prices));

  const breadcrumbs = byType(items, 'BreadcrumbList') as {
    itemListElement: { position: number; name: string; item: string }[];
  };
  const visible = (
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts()
  ).map((text) => text.replace('›', '').trim());
  expect(breadcrumbs.itemListElement.map((crumb) => crumb.name)).toEqual(visible);
  expect(breadcrumbs.itemListElement.map((crumb) => crumb.position)).toEqual(visible.map((_, index) => index + 1));
  expect(breadcrumbs.itemListElement.at(-1)!.item).toBe(`${baseURL}${CHEMDAWG}`);
  expect(breadcrumbs.itemListElement[1]!.item).toMatch(new RegExp(`^${baseURL}/category/`));
});

test('the sitemap lists product pages and robots.txt points crawlers at it', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const path of ['/dashboard', '/account', '/checkout', '/api'])
    expect(robotsText).toContain(`Disallow: ${path}\n`);

  const sitemap = await request.get(new URL(robotsText.match(/^Sitemap: (.+)$/m)![1]!).pathname);
  expect(sitemap.ok()).toBe(true);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain(`<loc>${baseURL}${CHEMDAWG}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/dispensary-deals</loc>`);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);

  // A listed page really is there.
  expect((await request.get(CHEMDAWG)).ok()).toBe(true);
});
