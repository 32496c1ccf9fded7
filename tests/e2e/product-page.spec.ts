import type { Locator, Page } from '@playwright/test';
import { MICHIGAN_RULES_IN_FORCE } from '#lib/compliance/check-compliance.ts';
import { expect, test } from './fixtures.ts';

const CHEMDAWG = '/products/huron-valley-growers-chemdawg';
const RECALLED = '/products/copper-country-cannabis-tropicana-cookies';
const money = /\$[\d,]+\.\d{2}/g;

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
/** `amount × percent`, rounded half up, as Michigan's tax rules round each tax. */
const tax = (amount: number, percent: number) => Math.floor((amount * percent * 100 + 5000) / 10000);

/** The 3.5 g row: the price the shopper pays (the first amount in the price cell) and its out-the-door price. */
async function eighth(page: Page): Promise<{ row: Locator; price: number; outTheDoor: number; priceText: string }> {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^3\.5 g/ }) });
  const [priceCell, outTheDoorCell] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)];
  const priceText = await priceCell.innerText();
  return {
    row,
    priceText,
    price: cents(priceText.match(money)![0]),
    outTheDoor: cents((await outTheDoorCell.innerText()).match(money)![0]),
  };
}

/** The tax rates the page states (they are store settings), e.g. "10% excise tax and 6% sales tax". */
async function statedRates(page: Page): Promise<{ excise: number; sales: number }> {
  const note = await page.getByText(/out the door includes/i).innerText();
  const excise = note.match(/([\d.]+)% excise tax/);
  return { excise: excise ? Number(excise[1]) : 0, sales: Number(note.match(/([\d.]+)% sales tax/)![1]) };
}

test('the Chemdawg eighth shows its out-the-door price, the Michigan taxes on the price shown', async ({
  page,
  axe,
}) => {
  await page.goto(CHEMDAWG);
  await expect(page.getByRole('columnheader', { name: 'Out the door' })).toBeVisible();
  const { price, outTheDoor } = await eighth(page);
  const rates = await statedRates(page);
  expect(rates.excise).toBeGreaterThan(0);

  const excise = tax(price, rates.excise);
  expect(outTheDoor).toBe(price + excise + tax(price + excise, rates.sales));
  await axe.expectNoViolations();
});

test('the medical menu shows the medical price, taxed without excise', async ({ page, context, baseURL, axe }) => {
  await page.goto(CHEMDAWG);
  const adult = await eighth(page);

  await context.addCookies([{ name: 'menu_mode', value: 'medical', url: baseURL! }]);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Medical price' })).toBeVisible();
  const medical = await eighth(page);
  // The eighth's medical price is $23.00 (adult-use $25.00); a deal may show below it, struck through above.
  expect(medical.priceText).toContain('$23.00');
  expect(medical.priceText).not.toContain('$25.00');
  expect(medical.price).toBeLessThanOrEqual(2300);
  expect(adult.priceText).toContain('$25.00');

  const rates = await statedRates(page);
  expect(rates.excise).toBe(0);
  expect(medical.outTheDoor).toBe(medical.price + tax(medical.price, rates.sales));
  await axe.expectNoViolations();
});

test('related products link to other products', async ({ page }) => {
  await page.goto(CHEMDAWG);
  const related = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Related products' }) });
  const links = related.locator('a[href^="/products/"]');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs).not.toContain(CHEMDAWG);
  expect(new Set(hrefs).size).toBe(hrefs.length);

  const name = (await links.first().innerText()).trim();
  await links.first().click();
  await expect(page).toHaveURL((url) => url.pathname === hrefs[0]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a recalled product says it is unavailable and offers no prices', async ({ page, axe }) => {
  const response = await page.goto(RECALLED);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('status')).toContainText('This product is currently unavailable');
  await expect(page.getByRole('table', { name: /sizes and/i })).toHaveCount(0);
  // The cart drawer (every page, outside main) has its own "Total out the door" label.
  await expect(page.getByRole('main').getByText(/out the door/i)).toHaveCount(0);

  // The product's own column (title, facts, warnings) shows no price at all.
  await expect(page.locator('#product-details')).toBeVisible();
  expect(await page.locator('#product-details').innerText()).not.toMatch(money);

  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = structured.map((block) => JSON.parse(block)).find((item) => item['@type'] === 'Product');
  expect(product).toBeTruthy();
  expect(product).not.toHaveProperty('offers');
  await axe.expectNoViolations();
});

test('a cannabis product shows every warning the compliance rules require beside it', async ({ page }) => {
  await page.goto(CHEMDAWG);
  const details = (await page.locator('#product-details').innerText()).replace(/\s+/g, ' ').toLowerCase();
  for (const warning of MICHIGAN_RULES_IN_FORCE.requiredWarnings) {
    expect(details, warning.text).toContain(warning.detect.toLowerCase());
  }
});
