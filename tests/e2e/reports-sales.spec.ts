import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parseCsv } from '#lib/staff/csv.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, checkOut, shopperContext } from './shopper-support.ts';

const CHEMDAWG = { path: '/products/huron-valley-growers-chemdawg', size: /^3\.5 g/ };
/** Wide enough that the order placed here stays in it whatever another test does to the server's clock. */
const REPORT = '/dashboard/reporting/sales?range=last-12-months';

const netSales = (page: Page) => page.locator('[data-metric="net_sales"] p').nth(1);

test('an admin reads the sales report: figures with their definitions, each chart as a table, a CSV of the same cells, and filters in the address', async ({
  page,
  context,
  browser,
  baseURL,
  axe,
}) => {
  test.setTimeout(120_000);
  // An order of the test's own, so the report has sales whatever else the store holds.
  const shopper = await shopperContext(browser, baseURL!);
  const shop = await shopper.newPage();
  await addToCart(shop, CHEMDAWG, 1);
  await checkOut(shop, { name: 'Rory Reporter', email: `rory.${Date.now()}@example.com` });
  await shopper.close();

  await signInAs(context, baseURL!, 'admin');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sales', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await page.goto(REPORT);
  await expect(netSales(page)).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(netSales(page)).not.toHaveText('$0.00');
  const figures = page.getByRole('list', { name: 'Headline figures' });
  for (const label of [
    'Gross sales',
    'Points redeemed',
    'Excise tax',
    'Sales tax',
    'Average order value',
    'Basket size',
  ])
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  await figures.getByText("How it's counted: Average order value").click();
  await expect(figures.getByText('Average order value: net sales ÷ orders.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Net sales over time' })).toBeVisible();
  await axe.expectNoViolations();

  // Each chart's rows as a table, and the CSV download holds exactly the cells shown.
  for (const title of ['Net sales over time', 'By category']) {
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await section.getByRole('button', { name: `Show as table (${title})` }).click();
    const table = section.getByRole('table', { name: title });
    await expect(table).toBeVisible();
    const shown = await table
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())),
      );
    expect(shown.length).toBeGreaterThan(1);
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: `Download CSV of ${title}` }).click();
    const parsed = parseCsv(await readFile((await (await download).path())!, 'utf8'));
    expect(parsed.ok ? parsed.records.map((record) => record.cells) : parsed.message).toEqual(shown);
  }
  await axe.expectNoViolations();

  // A filter goes into the address and changes the figures: the order placed above was adult-use.
  const everything = await netSales(page).textContent();
  await page.getByLabel('Menu').selectOption('medical');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/[?&]menu=medical(&|$)/);
  // No medical sales at all is the empty state; else a smaller figure than both menus together.
  const empty = page.locator('[data-report-empty]');
  await expect(netSales(page).or(empty)).toBeVisible();
  if (await empty.isVisible()) await expect(empty).toHaveText(/^No sales to show/);
  else await expect(netSales(page)).not.toHaveText(everything!);
  const unknown = await context.request.get('/api/dashboard/reports/sales?category=no-such-category');
  expect(unknown.status()).toBe(400);
  expect(((await unknown.json()) as { error: string }).error).toBe('Choose a category from the list.');
});

test('a manager gets the refusal page for sales and 403 from its API', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, 'manager');
  await page.goto('/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sales', exact: true }),
  ).toHaveCount(0);
  const response = await page.goto(REPORT);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  expect((await context.request.get('/api/dashboard/reports/sales')).status()).toBe(403);
});

test('each figure’s change says higher or lower, and better or worse by what is good for the store: more discounts are worse', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, 'admin');
  // Ninety days of the demo store's year against the ninety before: every figure has something to compare.
  await page.goto('/dashboard/reporting/sales?range=last-90-days&compare=previous');
  const change = (metric: string) => page.locator(`[data-metric="${metric}"] [data-change]`);
  const moved = (words: string) => new RegExp(`^\\d[\\d,.]*(% | pts )${words} vs `);
  await expect(change('net_sales')).toHaveText(moved('(higher \\(better\\)|lower \\(worse\\))'));
  // A cost that moved says so as worse when higher; one that did not move (to the tenth of a
  // percent, which the store's clock, moved by other tests, can make so) says "No change".
  const costs = ['discounts', 'deal_discounts', 'points_redeemed'];
  const costMoved = moved('(higher \\(worse\\)|lower \\(better\\))');
  for (const cost of costs)
    await expect(change(cost), cost).toHaveText(new RegExp(`${costMoved.source}|^No change vs `));
  const said = await Promise.all(costs.map((cost) => change(cost).innerText()));
  expect(said.filter((text) => costMoved.test(text)).length, said.join('\n')).toBeGreaterThan(0);
  // Taxes collected are neither good nor bad news: the change is said, not judged.
  for (const neither of ['excise_tax', 'sales_tax']) {
    await expect(change(neither), neither).toHaveText(moved('(higher|lower)'));
    await expect(change(neither), neither).not.toContainText(/better|worse/);
  }
  // The colour repeats the word: a worse change is never green, nor a better one red.
  for (const verdict of ['better', 'worse'] as const) {
    const shown = page.locator(`[data-verdict="${verdict}"]`);
    for (const span of await shown.all()) await expect(span).toContainText(`(${verdict})`);
  }
});
