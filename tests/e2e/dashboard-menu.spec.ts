import type { Page } from '@playwright/test';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * The live menu board and the point-of-sale import. The products are topicals no other spec
 * looks at, so a price changed here cannot move another test's expectations.
 */
const BATH_SOAK = { sku: 'RR-TOP-000142-PK', slug: 'dune-grass-wellness-epsom-bath-soak', size: '226.8 g' };
const SALVE_STICK = { sku: 'RR-TOP-000141-PK', slug: 'belle-isle-botanicals-salve-stick', size: '14.2 g' };
const LIP_BALM = { sku: 'RR-TOP-000145-PK' };

const sizeRow = (page: Page, sku: string) => page.locator(`tr[data-sku="${sku}"]`);

/** The first amount in the storefront's price cell of a size. */
async function storePrice(page: Page, slug: string, size: string): Promise<string> {
  await page.goto(`/products/${slug}`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${size.replace('.', '\\.')}`) }) });
  return (await row.getByRole('cell').first().innerText()).match(/\$[\d,]+\.\d{2}/)![0];
}

test('a manager changes a price on the menu board and the product page shows it at once', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  await signInAs(context, baseURL!, 'manager');
  await page.goto(`/dashboard/menu?q=${BATH_SOAK.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  const row = sizeRow(page, BATH_SOAK.sku);
  await expect(row).toBeVisible();
  await axe.expectNoViolations();

  const price = row.getByLabel(/^Adult-use price of /);
  await price.fill('-5');
  await row.getByRole('button', { name: /^Save / }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription('A price cannot be negative.');

  await price.fill('23.45');
  await price.press('Enter');
  await expect(row.getByRole('status')).toHaveText('Saved');
  await expect(price).not.toHaveAttribute('aria-invalid');

  expect(await storePrice(page, BATH_SOAK.slug, BATH_SOAK.size)).toBe('$23.45');
});

test('an admin imports a CSV with one bad row: the row is reported and nothing is written', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  await signInAs(context, baseURL!, 'admin');
  const before = await storePrice(page, SALVE_STICK.slug, SALVE_STICK.size);
  const csv = `sku,stock,adult_use_price\r\n${SALVE_STICK.sku},3,19.00\r\n${LIP_BALM.sku},-2,8.00\r\n`;

  await page.goto('/dashboard/menu');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'pos-export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByLabel(/^Or paste the CSV/)).toHaveValue(csv.replace(/\r\n/g, '\n'));
  await page.getByRole('button', { name: 'Check the file' }).click();

  const problems = page.getByRole('table', { name: 'Problems' });
  await expect(
    problems.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3', exact: true }) }),
  ).toContainText('Stock cannot be negative.');
  await expect(page.getByRole('alert').filter({ hasText: 'fix the file and try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await axe.expectNoViolations();

  // The server refuses the whole file too, even when asked directly.
  const response = await page.request.post('/api/dashboard/catalog/menu/import', {
    data: { csv },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(422);
  const body = await response.json();
  expect(body.error).toMatch(/Nothing was changed/);
  expect(body.preview.problems).toEqual([
    { row: 3, column: 'stock', message: 'stock “-2”: Stock cannot be negative.' },
  ]);

  // The good row's size is as it was, on the board and on the store.
  await page.goto(`/dashboard/menu?q=${SALVE_STICK.sku}`);
  await expect(sizeRow(page, SALVE_STICK.sku).getByLabel(/^Stock of /)).not.toHaveValue('3');
  await expect(sizeRow(page, SALVE_STICK.sku).getByLabel(/^Adult-use price of /)).toHaveValue(before.slice(1));
  expect(await storePrice(page, SALVE_STICK.slug, SALVE_STICK.size)).toBe(before);
});

test('the catalog endpoints refuse callers and input they should, and never answer 500', async ({
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get('/api/dashboard/catalog/menu')).status()).toBe(401);
  const customer = await playwright.request.newContext({ baseURL });
  await signInAs(customer, baseURL!, 'customer');
  expect((await customer.get('/api/dashboard/catalog/products')).status()).toBe(403);

  const manager = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  await signInAs(manager, baseURL!, 'manager');
  const board = await (await manager.get(`/api/dashboard/catalog/menu?q=${LIP_BALM.sku}`)).json();
  const variant = `/api/dashboard/catalog/variants/${board.rows[0].variantId}`;

  const negative = await manager.patch(variant, { data: { adultUsePriceCents: -100 } });
  expect(negative.status()).toBe(400);
  expect((await negative.json()).fields).toEqual({ adultUsePriceCents: ['A price cannot be negative.'] });
  const garbage = await manager.patch(variant, { data: { stock: 'lots' } });
  expect(garbage.status()).toBe(400);
  expect((await garbage.json()).fields.stock).toEqual(['Stock is a whole number, e.g. 12.']);
  expect((await manager.patch(variant, { data: {} })).status()).toBe(400);
  expect(
    (await manager.patch(variant, { data: 'not json', headers: { 'Content-Type': 'application/json' } })).status(),
  ).toBe(400);
  expect((await manager.patch('/api/dashboard/catalog/variants/not-an-id', { data: { stock: 1 } })).status()).toBe(404);
  expect(
    (
      await manager.patch('/api/dashboard/catalog/variants/00000000-0000-4000-8000-000000000000', {
        data: { stock: 1 },
      })
    ).status(),
  ).toBe(404);

  expect((await manager.get('/api/dashboard/catalog/menu?page=0')).status()).toBe(400);
  expect((await manager.get('/api/dashboard/catalog/products?sort=cheapest')).status()).toBe(400);
  expect(
    (await manager.post('/api/dashboard/catalog/products/bulk', { data: { action: 'archive', ids: [] } })).status(),
  ).toBe(400);
  const huge = await manager.post('/api/dashboard/catalog/menu/import/preview', {
    data: { csv: `sku,stock\n${'RR-X,1\n'.repeat(200_000)}` },
  });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).error).toMatch(/larger than 1 MB/);
  await Promise.all([anonymous.dispose(), customer.dispose(), manager.dispose()]);
});
