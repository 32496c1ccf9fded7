import type { Page } from '@playwright/test';
import { formatCents } from '#lib/money.ts';
import { generateCatalog } from '#demo-store/products.ts';
import { DEMO_STORE } from '#demo-store/store.ts';
import { DEMO_SECOND_STORE, secondStoreShelf } from '#demo-store/stores.ts';
import { CART_STORAGE_KEY } from '#lib/cart/stored-cart.ts';
import { registerAndSignIn } from './account-support.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { addToCart, fillCheckout } from './shopper-support.ts';

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

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** What the browser keeps of the cart: a default-store cart is its lines, another store's `{ storeId, lines }`. */
async function storedCart(
  page: Page,
): Promise<{ storeId?: string; lines: { variantId: string; adultUsePriceCents: number }[] }> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY);
  const parsed = JSON.parse(stored ?? '[]') as unknown;
  return Array.isArray(parsed) ? { lines: parsed } : (parsed as Awaited<ReturnType<typeof storedCart>>);
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

test('the footer lists every store’s licences under its name; a store’s own page its own visit, hours and licences', async ({
  page,
}) => {
  const ypsilantiLicence = DEMO_SECOND_STORE.licences[0].number;
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/dispensary-deals');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: `Visit ${DEMO_STORE.name} Monroe` })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'All our stores' })).toHaveAttribute('href', '/stores');
  const licensed = footer.getByRole('region', { name: 'Licensed in Michigan' });
  const monroe = licensed.getByRole('region', { name: 'Monroe' });
  await expect(monroe).toContainText(`Adult-use retailer license: ${DEMO_STORE.licenseNumber}`);
  await expect(monroe).toContainText(`Medical provisioning center license: ${DEMO_STORE.medicalLicenseNumber}`);
  const ypsilanti = licensed.getByRole('region', { name: YPSILANTI });
  await expect(ypsilanti).toHaveText(`${YPSILANTI}Adult-use retailer license: ${ypsilantiLicence}`);
  await noSidewaysScroll(page);

  await page.goto('/stores/ypsilanti');
  await expect(footer.getByRole('heading', { name: `Visit ${DEMO_STORE.name} ${YPSILANTI}` })).toBeVisible();
  await expect(footer.locator('address')).toContainText(DEMO_SECOND_STORE.streetAddress);
  await expect(footer.getByRole('heading', { name: `Store hours in ${YPSILANTI}` })).toBeVisible();
  await expect(footer.getByRole('table', { name: `Opening hours of ${DEMO_STORE.name} ${YPSILANTI}` })).toBeVisible();
  await expect(licensed).toContainText(`Adult-use retailer license: ${ypsilantiLicence}`);
  await expect(licensed).not.toContainText(DEMO_STORE.licenseNumber);
  await expect(licensed).not.toContainText('Medical provisioning center');
  await noSidewaysScroll(page);
});

test('the wholesale page names the licensee and each store’s licences', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/wholesale');
  const ours = page.getByRole('main').getByRole('region', { name: 'Our Michigan licenses' });
  await expect(ours).toContainText(`Licensee: ${DEMO_STORE.legalName}`);
  const stores = ours.getByRole('listitem');
  await expect(stores).toHaveCount(2);
  await expect(stores.nth(0)).toContainText(`Monroe${DEMO_STORE.city}, Michigan`);
  await expect(stores.nth(0)).toContainText(`Adult-use retailer license: ${DEMO_STORE.licenseNumber}`);
  await expect(stores.nth(0)).toContainText(`Medical provisioning center license: ${DEMO_STORE.medicalLicenseNumber}`);
  await expect(stores.nth(1)).toHaveText(
    `${YPSILANTI}${DEMO_SECOND_STORE.city}, MichiganAdult-use retailer license: ${DEMO_SECOND_STORE.licences[0].number}`,
  );
  await noSidewaysScroll(page);
});

test('quick order at Ypsilanti lists its prices and fills a cart for pickup there; order again returns to it', async ({
  page,
}) => {
  // Registering and checking out come first.
  test.slow();
  const { product, size, priceThere } = ownPricedAtYpsilanti();
  const email = `chain.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await registerAndSignIn(page, { name: 'Yara Chain', email, password: 'Lake Huron sunsets 78' });

  await page.goto('/quick-order?store=ypsilanti');
  await expect(page.getByText(`Stock and prices for pickup at our ${YPSILANTI} store.`)).toBeVisible();
  const row = page
    .getByRole('rowgroup')
    .filter({ has: page.locator(`a[href="/products/${product.slug}?store=ypsilanti"]`) });
  await row.getByRole('spinbutton', { name: `Quantity of ${product.name}, ${size.sizeLabel}`, exact: true }).fill('1');
  await page.getByRole('form', { name: 'Quick order' }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Added / })).toBeVisible();
  const ypsilantiId = (await storedCart(page)).storeId;
  expect(ypsilantiId).toBeTruthy();
  expect((await storedCart(page)).lines).toEqual([
    expect.objectContaining({ variantId: expect.any(String), adultUsePriceCents: priceThere }),
  ]);
  await noSidewaysScroll(page);

  // The default store's pages follow a cart that is another store's; a store the shopper names stays.
  await page.goto('/build-a-pack');
  await expect(page).toHaveURL(/\/build-a-pack\?store=ypsilanti$/);
  await expect(page.getByText(`Stock and prices for pickup at our ${YPSILANTI} store.`)).toBeVisible();
  await page.getByRole('link', { name: 'Shop Monroe instead' }).click();
  await expect(page).toHaveURL(/\/build-a-pack\?store=monroe$/);
  await expect(page.getByText('Stock and prices for pickup at our Monroe store.')).toBeVisible();

  await page.goto('/checkout?store=ypsilanti');
  await fillCheckout(page);
  await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);
  const number = new URL(page.url()).searchParams.get('order')!;

  // The emptied cart is shown the default store's list; the order is offered again at Ypsilanti.
  await page.goto('/quick-order');
  await expect(page).toHaveURL(/\/quick-order$/);
  const again = page.getByRole('listitem').filter({ hasText: number });
  await expect(again).toContainText(`at ${YPSILANTI}`);
  await again.getByRole('button', { name: `Order again: ${number}` }).click();
  await expect(again.getByRole('status')).toHaveText('Added 1 size to your cart.');
  const cart = await storedCart(page);
  expect(cart.storeId).toBe(ypsilantiId);
  expect(cart.lines).toEqual([expect.objectContaining({ adultUsePriceCents: priceThere })]);
});
