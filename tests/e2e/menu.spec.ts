import { LABS } from '#demo-store/batches.ts';
import { expect, test } from './fixtures.ts';

const price = /\$\d{1,3}(,\d{3})*\.\d{2}/;
// A test date as a person reads it: 2026-11-03, Nov 3, 2026, November 3, 2026 or 11/03/2026.
const date = /\b(\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4}|\d{1,2}\/\d{1,2}\/\d{4})\b/;

test('the home page menu offers every category and links to its products', async ({ page, axe }) => {
  await page.goto('/');
  const menu = page.locator('section#monroe-dispensary-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('heading', { level: 2 }).first()).toBeVisible();

  for (const category of [
    'Flower',
    'Pre-Rolls',
    'Vapes',
    'Concentrates',
    'Edibles',
    'Tinctures',
    'Topicals',
    'Accessories',
    'Apparel',
  ]) {
    await expect(menu.getByRole('link', { name: new RegExp(`^${category}\\b`, 'i') }).first()).toBeVisible();
  }
  expect(await menu.locator('a[href^="/products/"]').count()).toBeGreaterThan(0);

  await axe.expectNoViolations();
});

test('a product from the menu shows its name, sizes with prices and lab results', async ({ page, axe }) => {
  await page.goto('/');
  const firstProduct = page.locator('#monroe-dispensary-menu a[href^="/products/"]').first();
  const href = await firstProduct.getAttribute('href');
  const cardText = (await firstProduct.innerText()).replace(/\s+/g, ' ').toLowerCase();

  await firstProduct.click();
  await expect(page).toHaveURL((url) => url.pathname === href);

  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  expect(name).not.toBe('');
  expect(cardText).toContain(name.replace(/\s+/g, ' ').toLowerCase());

  const variants = page.locator('main').locator('li, tr').filter({ hasText: price });
  expect(await variants.count()).toBeGreaterThan(0);

  // The innermost section around the "Lab results" heading.
  const labResults = page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { name: /lab results/i }) })
    .last();
  await expect(labResults).toBeVisible();
  const labText = await labResults.innerText();
  expect(
    LABS.some((lab) => labText.includes(lab)),
    `a lab name in: ${labText}`,
  ).toBe(true);
  expect(labText).toMatch(date);

  await axe.expectNoViolations();
});
