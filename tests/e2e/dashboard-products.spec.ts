import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/** The products list and the product editor, on a topical no other spec looks at. */
const LIP_BALM = { slug: 'belle-isle-botanicals-lip-balm', sku: 'RR-TOP-000145-PK' };
const TAKEN_SLUG = 'belle-isle-botanicals-warming-balm';

test('a manager finds a product by SKU with the URL as the state, and opens it', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  await signInAs(context, baseURL!, 'manager');
  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Product pages' })).toContainText(/Page 1 of \d+/);
  await axe.expectNoViolations();

  const filters = page.getByRole('search', { name: 'Products' });
  await filters.getByLabel(/^Search/).fill(LIP_BALM.sku);
  await filters.getByLabel('Sort by').selectOption('-price');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/products\\?q=${LIP_BALM.sku}&sort=-price$`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);

  await page.reload();
  await expect(page.getByRole('search', { name: 'Products' }).getByLabel(/^Search/)).toHaveValue(LIP_BALM.sku);
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sizes' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'SKU' }).first()).toHaveValue(LIP_BALM.sku);
});

test('the editor marks a taken web address beside its field, saves the search title and shows it in the history', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  await signInAs(context, baseURL!, 'admin');
  await page.goto(`/dashboard/products?q=${LIP_BALM.sku}`);
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByLabel('Web address name')).toHaveValue(LIP_BALM.slug);
  await axe.expectNoViolations();

  await details.getByLabel('Web address name').fill(TAKEN_SLUG);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByLabel('Web address name')).toHaveAttribute('aria-invalid', 'true');
  await expect(details.getByText(`already uses the web address /products/${TAKEN_SLUG}`).first()).toBeVisible();

  await details.getByLabel('Web address name').fill(LIP_BALM.slug);
  await details.getByLabel(/^Search title/).fill('Lip Balm | Belle Isle Botanicals');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Product saved.');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(
    'search title none → “Lip Balm | Belle Isle Botanicals”',
  );
  await expect(page.getByRole('region', { name: 'History' })).toContainText('admin@riverraisin.test');

  // A new size: a stock that does not read is marked before sending; a SKU another size has, by the server.
  const newSize = page.getByRole('form', { name: 'Add a size' });
  await newSize.getByLabel('Size label').fill('Sample');
  await newSize.getByLabel('SKU').fill(LIP_BALM.sku);
  await newSize.getByLabel(/^Adult-use price/).fill('1.00');
  await newSize.getByLabel('Stock').fill('-3');
  await newSize.getByRole('button', { name: 'Add size' }).click();
  await expect(newSize.getByLabel('Stock')).toHaveAccessibleDescription('Stock cannot be negative.');
  await newSize.getByLabel('Stock').fill('3');
  await newSize.getByRole('button', { name: 'Add size' }).click();
  await expect(newSize.getByLabel('SKU')).toHaveAttribute('aria-invalid', 'true');
  await expect(newSize.getByLabel('SKU')).toHaveAccessibleDescription(
    `Another size already has the SKU ${LIP_BALM.sku}.`,
  );
  // Nothing was added: the product still has its one size (each named with its SKU).
  await expect(page.getByRole('region', { name: 'Sizes' }).getByRole('form', { name: /^.+ \(.+\)$/ })).toHaveCount(1);
});

test('a manager adds a product as a draft and lands in its editor; a taken web address is refused beside the field', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, 'manager');
  await page.goto('/dashboard/products');
  const form = page.locator('details', { hasText: 'Add a product' });
  await form.getByText('Add a product').click();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Lakeshore Lemon Tea Tincture');
  await expect(form.getByRole('textbox', { name: 'Web address name' })).toHaveValue('lakeshore-lemon-tea-tincture');
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Tinctures' });
  await form.getByRole('button', { name: 'Add as a draft and edit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true }).first()).toHaveValue(
    'Lakeshore Lemon Tea Tincture',
  );
  // A draft is not on the storefront.
  expect((await page.request.get('/products/lakeshore-lemon-tea-tincture')).status()).toBe(404);

  await page.goto('/dashboard/products');
  await form.getByText('Add a product').click();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Lakeshore Lemon Tea Tincture');
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Tinctures' });
  await form.getByRole('button', { name: 'Add as a draft and edit' }).click();
  await expect(form.getByRole('textbox', { name: 'Web address name' })).toHaveAccessibleDescription(
    /already uses the web address/,
  );
  await expect(page).toHaveURL(/\/dashboard\/products$/);
});
