import { readFile } from 'node:fs/promises';
import { parseCsv } from '#lib/staff/csv.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';
import { hidePage, keepSentBeacons, sentBeacons } from './web-vitals-support.ts';

test('a public page sends its web vitals in one beacon when it is hidden', async ({ page }) => {
  await keepSentBeacons(page);
  const beacons = async () => (await sentBeacons(page)).map((text) => JSON.parse(text));
  await page.goto('/products/huron-valley-growers-chemdawg');
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForLoadState('networkidle');
  expect(await beacons()).toEqual([]);

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/_web-vitals'));
  await hidePage(page);
  expect((await sent).status()).toBe(204);
  await expect.poll(async () => (await beacons()).length).toBe(1);
  const [batch] = (await beacons()) as { name: string; value: number; rating: string; path: string }[][];
  const names = batch!.map((beacon) => beacon.name);
  expect(names).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  for (const beacon of batch!) {
    expect(beacon.path).toBe('/products/huron-valley-growers-chemdawg');
    expect(beacon.value).toBeGreaterThanOrEqual(0);
    expect(['good', 'needs-improvement', 'poor']).toContain(beacon.rating);
  }
});

test('the beacon endpoint answers good, malformed and oversized bodies', async ({ request }) => {
  const good = await request.post('/api/_web-vitals', {
    data: [{ name: 'TTFB', value: 120, rating: 'good', path: '/' }],
  });
  expect(good.status()).toBe(204);
  const malformed = await request.post('/api/_web-vitals', { data: { name: 'TTFB', value: 'fast' } });
  expect(malformed.status()).toBe(400);
  const oversized = await request.post('/api/_web-vitals', {
    data: { name: 'LCP', value: 1, rating: 'good', path: '/', attribution: { target: 'x'.repeat(20_000) } },
  });
  expect(oversized.status()).toBe(413);
  expect((await request.post('/api/_not-a-beacon', { data: {} })).status()).toBe(404);
});

test('a beacon sent when a page is hidden shows in the dashboard report', async ({ page, context, baseURL, axe }) => {
  const shopper = await context.newPage();
  await shopper.goto('/strain-library');
  await shopper.getByRole('heading', { level: 1 }).click();
  await shopper.waitForLoadState('networkidle');
  const sent = shopper.waitForResponse((response) => response.url().endsWith('/api/_web-vitals'));
  await hidePage(shopper);
  expect((await sent).status()).toBe(204);

  await signInAs(context, baseURL!, 'manager');
  await page.goto('/dashboard/web-vitals?period=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Web vitals' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Page' }).selectOption('/strain-library');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/route=%2Fstrain-library/);
  await expect(
    page.getByRole('table', { name: 'By page' }).getByRole('rowheader', { name: '/strain-library' }),
  ).toBeVisible();
  const ttfb = page.locator('[data-metric="TTFB"]');
  await expect(ttfb).toContainText(/p75 of [1-9]\d* views/);
  await expect(ttfb).toContainText(/Good|Needs improvement|Poor/);
  await axe.expectNoViolations();
});

test("each metric's daily trend is a chart whose points announce their values, with its table and CSV, on a phone", async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  // Three axe passes over a chart, a table and their page.
  test.slow();
  const beacon = await page.request.post('/api/_web-vitals', {
    data: [
      { name: 'TTFB', value: 180, rating: 'good', path: '/strain-library' },
      // An address no route matches reports as "other".
      { name: 'TTFB', value: 190, rating: 'good', path: `/no/such/${'landing-page-address-'.repeat(6)}` },
    ],
  });
  expect(beacon.status()).toBe(204);
  await signInAs(context, baseURL!, 'manager');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/web-vitals?period=7');
  const card = page.locator('[data-metric="TTFB"]');
  const chart = card.getByRole('group', { name: 'TTFB p75 by day' });
  await expect(chart).toBeVisible();
  // The summary describes the chart for screen readers (and under its title for everyone).
  await expect(chart).toHaveAccessibleDescription(/^TTFB p75 (on|over) .*\d+ ms.*; good is at most \d+ ms, poor above/);

  // Tab from the buttons above the chart lands on its one tab stop: a point named with its value.
  await card.getByRole('button', { name: 'Download CSV of TTFB p75 by day' }).focus();
  await page.keyboard.press('Tab');
  const point = page.locator(':focus');
  await expect(point).toHaveAttribute('role', 'img');
  await expect(point).toHaveAccessibleName(/^[A-Z][a-z]{2} \d{1,2}, \d{4}: \d+ ms TTFB p75$/);
  const name = (await point.getAttribute('aria-label'))!;
  const [day, values] = name.split(': ') as [string, string];
  const tooltip = card.locator('[data-chart] [aria-hidden="true"].absolute');
  await expect(tooltip).toContainText(day);
  await expect(tooltip).toContainText(values.split(', ')[0]!);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await axe.expectNoViolations();

  // Nothing scrolls sideways at 390 px.
  const overflow = await page.evaluate(() => {
    const body = document.getElementById('dashboard-body')!;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      body: body.scrollWidth - body.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, body: 0 });

  // The same rows as a table, and as a CSV file with exactly those cells.
  await card.getByRole('button', { name: 'Show as table (TTFB p75 by day)' }).click();
  const table = card.getByRole('table', { name: 'TTFB p75 by day' });
  await expect(table).toBeVisible();
  await expect(chart).toHaveCount(0);
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: day }) });
  await expect(row.getByRole('cell').first()).toHaveText(values.split(' TTFB')[0]!);
  const shown = await table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())),
    );
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download CSV of TTFB p75 by day' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('web-vitals-last-7-days-ttfb-p75-by-day.csv');
  const text = await readFile((await file.path())!, 'utf8');
  const parsed = parseCsv(text);
  const csv = parsed.ok ? parsed.records.map((record) => record.cells) : parsed.message;
  expect(csv).toEqual(shown);
  await axe.expectNoViolations();
});
