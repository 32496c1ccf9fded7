import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parseCsv } from '#lib/staff/csv.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

// The first view of a day fits a model per product with its backtest (seconds on the demo store's
// year of history); later views read the cached forecast.
test.describe.configure({ timeout: 180_000 });
const COMPUTED = { timeout: 150_000 };

/** The table view's cells, header row first, as the CSV must hold them. */
function cellsOf(table: Locator): Promise<string[][]> {
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())),
    );
}

async function openForecasts(page: Page, query = '') {
  await page.goto(`/dashboard/forecasts${query}`);
  // The page shows once its report has loaded: the first view of the day waits for the computation.
  await expect(page.getByRole('heading', { level: 1, name: 'Demand forecasts' })).toBeVisible(COMPUTED);
  await expect(page.locator('[data-report="forecasts"]')).toBeVisible();
}

test('staff see the forecast’s backtest beside the simple rule, and each category’s band with its table', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  await signInAs(context, baseURL!, 'manager');
  await openForecasts(page);

  // The method's error and the rule's, side by side, and the verdict.
  for (const key of ['method-wape', 'baseline-wape', 'method-mase', 'baseline-mase'])
    await expect(page.locator(`[data-metric="${key}"]`)).toContainText(/\d/);
  await expect(page.locator('[data-metric="method-wape"]')).toContainText('%');
  const backtest = page.locator('[data-report-table="backtest"]');
  await expect(backtest).toContainText(/The forecast (beats the simple rule by \d+%|does not beat the simple rule)/);
  await backtest.getByRole('button', { name: /^Show as table/ }).click();
  const origins = backtest.getByRole('table', { name: 'Backtest: forecast error against the simple rule' });
  // Eight origins under the header, each with both errors.
  await expect(origins.getByRole('row')).toHaveCount(9);
  await expect(origins.getByRole('row').nth(1)).toContainText(/\d+(\.\d)?%.*\d+(\.\d)?%/);

  // The whole store's units to yesterday and the next 14 days with the band, as a chart and a table.
  const band = page.locator('[data-report-table="category-forecast"]');
  const chart = band.getByRole('group', { name: 'Daily units and the 14-day forecast: every category' });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/the next 14 days are forecast at [\d,.]+ units/);
  await axe.expectNoViolations();
  await band.getByRole('button', { name: /^Show as table/ }).click();
  const rows = band.getByRole('table').getByRole('row');
  // A header, 30 days of history up to yesterday, 14 forecast days.
  await expect(rows).toHaveCount(1 + 29 + 14);
  await expect(rows.last().getByRole('cell').nth(1)).toHaveText(/^\d/);

  // One category: the address says so, and the chart and the products follow it.
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Flower' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/category=flower/);
  // Still the table view, now of Flower's days.
  await expect(band.getByRole('table', { name: 'Daily units and the 14-day forecast: Flower' })).toBeVisible(COMPUTED);
  const products = page.locator('[data-report-table="products"]').getByRole('table');
  await expect(products.getByRole('row').nth(1)).toContainText('Flower');
  await axe.expectNoViolations();
});

test('the products’ forecast, stock and reorder download as the table shows them, on a phone', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  await signInAs(context, baseURL!, 'manager');
  await page.setViewportSize({ width: 390, height: 844 });
  await openForecasts(page);
  const section = page.locator('[data-report-table="products"]');
  const table = section.getByRole('table', { name: 'Products: the next 14 days against stock' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Product',
    'Category',
    'Forecast, 14 days',
    'Low',
    'High',
    'In stock',
    'Days of supply',
    'Reorder',
  ]);
  const shown = await cellsOf(table);
  expect(shown.length).toBeGreaterThan(1);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: /^Download CSV/ }).click();
  const file = await download;
  // The demo runs two stores: the file names the store it forecasts (the switcher's, Monroe).
  expect(file.suggestedFilename()).toMatch(/^forecasts-monroe-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-products\.csv$/);
  const parsed = parseCsv(await readFile((await file.path())!, 'utf8'));
  // The same cells; a value the table shows as "—" (no days of supply without demand) is an empty cell.
  expect(parsed.ok ? parsed.records.map((record) => record.cells) : parsed.message).toEqual(
    shown.map((row) => row.map((cell) => (cell === '—' ? '' : cell))),
  );
  await axe.expectNoViolations();
});

test('customers are refused the forecasts, page and data', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, 'customer');
  expect((await page.request.get('/api/dashboard/reports/forecasts')).status()).toBe(403);
  const response = await page.goto('/dashboard/forecasts');
  expect(response?.status()).toBe(403);
});
