import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { parseCsv } from '#lib/staff/csv.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, checkOut, shopperContext } from './shopper-support.ts';

/**
 * The customer reports: retention (admins) with its cohorts and lifecycle, and new vs returning
 * customers (staff). Each test places a guest order of its own through the real checkout, so the
 * reports have a customer to count whatever else the store holds; other tests place orders too,
 * so figures are checked as "at least" that order, and the tables against their own CSV files.
 */

const CHEMDAWG = { path: '/products/huron-valley-growers-chemdawg', size: /^3\.5 g/ };

/** The store-local day of an order placed now (orders are dated by the machine's clock). */
function storeToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(new Date());
}

/** A first order from a guest nobody has seen before. */
async function placeNewGuestOrder(browser: Browser, baseURL: string): Promise<void> {
  const shopper = await shopperContext(browser, baseURL);
  const page = await shopper.newPage();
  await addToCart(page, CHEMDAWG, 1);
  await checkOut(page, { name: 'Nova Newcomer', email: `nova.${Date.now()}.${Math.random()}@example.com` });
  await shopper.close();
}

/** Every cell of a table as shown, header row included. */
function cellsOf(table: Locator): Promise<string[][]> {
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())),
    );
}

/** Switches a report table to its table view and holds its CSV download to exactly the cells shown. */
async function expectCsvOfTable(page: Page, section: Locator, title: string, fileName: RegExp): Promise<void> {
  await section.getByRole('button', { name: `Show as table (${title})` }).click();
  const table = section.getByRole('table', { name: title });
  await expect(table).toBeVisible();
  const shown = await cellsOf(table);
  expect(shown.length).toBeGreaterThan(1);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: `Download CSV of ${title}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(fileName);
  const parsed = parseCsv(await readFile((await file.path())!, 'utf8'));
  expect(parsed.ok ? parsed.records.map((record) => record.cells) : parsed.message).toEqual(shown);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const body = document.getElementById('dashboard-body')!;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      body: body.scrollWidth - body.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, body: 0 });
}

test('an admin reads retention: cohorts, and the lifecycle as a chart, a table and a CSV, grouped as chosen', async ({
  page,
  context,
  browser,
  baseURL,
  axe,
}) => {
  // A checkout through the shop, then the report at two widths.
  test.slow();
  await placeNewGuestOrder(browser, baseURL!);
  await signInAs(context, baseURL!, 'admin');
  await page.goto('/dashboard/retention?range=last-90-days');
  await expect(page.getByRole('heading', { level: 1, name: 'Retention' })).toBeVisible();
  await expect(page.locator('[data-metric="customers"] p').nth(1)).toHaveText(/^[1-9][\d,]*$/);
  await expect(
    page.getByRole('heading', { name: 'Cohorts: who ordered again, by months since their first order' }),
  ).toBeVisible();

  // 90 days come in weeks; "Group by" month writes the grain into the address and regroups the periods.
  const lifecycle = page.locator('[data-report-table="lifecycle"]');
  await expect(lifecycle.getByRole('heading', { name: 'Customers by lifecycle stage, per week' })).toBeVisible();
  await page.getByLabel('Group by').selectOption('month');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/[?&]grain=month(&|$)/);
  const title = 'Customers by lifecycle stage, per month';
  await expect(lifecycle.getByRole('heading', { name: title })).toBeVisible();
  const chart = lifecycle.getByRole('group', { name: title });
  await expect(chart).toHaveAccessibleDescription(
    /^Over \d+ months: \d+ new, \d+ returning, \d+ resurrected and \d+ dormant/,
  );
  await axe.expectNoViolations();

  await expectCsvOfTable(page, lifecycle, title, /^retention-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-lifecycle\.csv$/);
  const header = await cellsOf(lifecycle.getByRole('table', { name: title }));
  expect(header[0]).toEqual(['Month', 'Customers', 'New', 'Returning', 'Resurrected', 'Dormant']);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await axe.expectNoViolations();
});

test('a manager is refused retention, in the dashboard and its API, and sees a new guest counted as new', async ({
  page,
  context,
  browser,
  baseURL,
  axe,
}) => {
  // Refusals, a checkout through the shop, then the report.
  test.slow();
  await signInAs(context, baseURL!, 'manager');
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'New vs returning' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Retention' })).toHaveCount(0);
  const refused = await page.goto('/dashboard/retention');
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  expect((await context.request.get('/api/dashboard/reports/retention')).status()).toBe(403);

  const today = storeToday();
  const query = `range=custom&from=${today}&to=${today}`;
  const newCustomersToday = async () => {
    const answer = await context.request.get(`/api/dashboard/reports/new-vs-returning-customers?${query}`);
    expect(answer.status()).toBe(200);
    const { metrics } = (await answer.json()) as { metrics: { key: string; value: number }[] };
    return metrics.find((metric) => metric.key === 'newCustomers')!.value;
  };
  const before = await newCustomersToday();
  await placeNewGuestOrder(browser, baseURL!);

  await page.goto(`/dashboard/new-vs-returning-customers?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New vs returning customers' })).toBeVisible();
  const shown = await page.locator('[data-metric="newCustomers"] p').nth(1).textContent();
  expect(Number(shown!.replaceAll(',', ''))).toBeGreaterThan(before);
  await axe.expectNoViolations();

  const customers = page.locator('[data-report-table="customers"]');
  await expectCsvOfTable(
    page,
    customers,
    'New and returning customers, per day',
    new RegExp(`^new-vs-returning-customers-${today}-${today}-customers\\.csv$`),
  );
  await axe.expectNoViolations();
});
