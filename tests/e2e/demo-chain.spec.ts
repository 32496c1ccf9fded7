import type { Page } from '@playwright/test';
import { formatCents } from '#lib/money.ts';
import { generateCatalog } from '#demo-store/products.ts';
import { DEMO_SECOND_STORE, secondStoreShelf } from '#demo-store/stores.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { addToCart } from './shopper-support.ts';

/**
 * The demo is a chain of two stores, Monroe (the default) and Ypsilanti: both listed, each with a
 * page of its own that search engines read as its own local business, each product's page saying
 * where it can be picked up, a cart that moves between them re-priced in the browser, and a
 * checkout that names the store a cart is for.
 */
const YPSILANTI = 'Ypsilanti';

/**
 * A size Ypsilanti sells at its own price, read from the demo's own shelves: an adult-use product
 * with one size and plenty of stock at both stores (other tests buy the menu's favourites).
 */
function ownPricedAtYpsilanti() {
  const catalog = generateCatalog();
  const shelf = new Map(secondStoreShelf(catalog).map((size) => [size.sku, size]));
  for (const product of catalog) {
    const size = product.variants[0]!;
    const there = shelf.get(size.sku)!;
    if (product.medicalOnly || product.variants.length !== 1 || there.adultUsePriceCents === null) continue;
    if (size.stock > 5 && there.stock > 5) {
      return { product, size, priceThere: there.adultUsePriceCents };
    }
  }
  throw new Error('The demo shelves have no size with its own price at Ypsilanti');
}

async function storeData(page: Page): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((block) => [JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[]].flat())
    .find((item) => item['@type'] === 'Store');
}

test('the stores page lists both stores, and Ypsilanti’s page is its own local business with its own menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/stores');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Monroe' })).toContainText('418 E Front St');
  const ypsilanti = page.getByRole('article', { name: YPSILANTI });
  await expect(ypsilanti).toContainText(DEMO_SECOND_STORE.streetAddress);
  await ypsilanti.getByRole('link', { name: `Shop ${YPSILANTI}` }).click();
  await expect(page).toHaveURL(/\/stores\/ypsilanti$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const store = await storeData(page);
  expect(store).toMatchObject({
    '@id': expect.stringMatching(/\/stores\/ypsilanti#store$/),
    address: { addressLocality: 'Ypsilanti', postalCode: DEMO_SECOND_STORE.postalCode },
    telephone: expect.stringContaining('555-0177'),
  });
  expect(JSON.stringify(store!.identifier)).toContain(DEMO_SECOND_STORE.licences[0].number);
  const links = page.locator('#store-menu article a[href^="/products/"]');
  expect(await links.count()).toBeGreaterThan(0);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/\?store=ypsilanti$/);
  }
});

test('a product’s page says where it can be picked up, and a cart moved to Ypsilanti is re-priced there', async ({
  page,
  axe,
}) => {
  const { product, size, priceThere } = ownPricedAtYpsilanti();
  await page.setViewportSize({ width: 390, height: 844 });
  await addToCart(page, { path: `/products/${product.slug}`, size: new RegExp(`^${size.sizeLabel}`) }, 1);

  const availability = page.getByRole('region', { name: 'Availability at our stores' });
  await expect(availability.getByRole('listitem')).toHaveCount(2);
  await expect(availability.getByRole('link', { name: /^Monroe/ })).toHaveAttribute('aria-current', 'page');
  const there = availability.getByRole('listitem').filter({ hasText: YPSILANTI });
  await expect(there).toContainText(/In stock|\d+ left/);
  await expect(there).toContainText(`from ${formatCents(priceThere)} there`);
  await axe.expectNoViolations();

  await page.getByRole('button', { name: /^Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  const total = drawer.locator('[data-total="totalCents"]');
  await expect(total).not.toBeEmpty();
  const before = await total.textContent();
  await drawer.getByLabel('Pickup at').selectOption({ label: YPSILANTI });
  const difference = priceThere - size.adultUsePriceCents;
  await expect(drawer.getByText(`Your cart is now for pickup at ${YPSILANTI}. What changed:`)).toBeVisible();
  await expect(drawer.getByText(`${product.name} ${size.sizeLabel} is `)).toHaveText(
    `${product.name} ${size.sizeLabel} is ${formatCents(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} at ${YPSILANTI}.`,
  );
  await expect(total).not.toHaveText(before!);
  await expect(drawer.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout?store=ypsilanti');
  await axe.expectNoViolations();
});

test('a cart filled at Ypsilanti, at Monroe’s checkout, is named with a link to Ypsilanti’s', async ({ page }) => {
  // Someone who lands on another store's checkout than their cart's (a bookmark, the back button).
  const { product, size } = ownPricedAtYpsilanti();
  await page.setViewportSize({ width: 360, height: 900 });
  await addToCart(
    page,
    { path: `/products/${product.slug}?store=ypsilanti`, size: new RegExp(`^${size.sizeLabel}`) },
    1,
  );

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: `Your cart is for pickup at ${YPSILANTI}` })).toBeVisible();
  const link = page.getByRole('link', { name: `Check out at ${YPSILANTI}` });
  await expect(link).toHaveAttribute('href', '/checkout?store=ypsilanti');
  // The shopper may still place it here: the form stays, priced at this store.
  await expect(page.getByRole('button', { name: 'Place order, pay at pickup' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await link.click();
  await expect(page).toHaveURL(/\/checkout\?store=ypsilanti$/);
  await expect(page.getByText(`our ${YPSILANTI} store, ${DEMO_SECOND_STORE.streetAddress}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order, pay at pickup' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your cart is for pickup at/ })).toHaveCount(0);
});
