import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parseCsv } from '#lib/staff/csv.ts';
import { formatCents } from '#lib/money.ts';
import type { ReportPayload } from '#lib/reports/report-payload.ts';
import { registerAndSignIn } from './account-support.ts';
import { signInAs } from './dashboard-support.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

/**
 * The rewards report (admins) and the referrals report (staff): each page shows its endpoint's
 * figures, the roles it refuses are refused by the app and the API, and a table's CSV holds what
 * its table view shows. The range is a preset read on the server's clock, so nothing depends on
 * the day the suite runs.
 */
const YEAR = 'range=last-12-months';
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function payload(page: Page, report: 'rewards' | 'referrals', search: string): Promise<ReportPayload> {
  const answer = await page.request.get(`/api/dashboard/reports/${report}?${search}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ReportPayload;
}

/** A table's rows as its cells read, the header first ("—" for nothing, as the CSV leaves it empty). */
async function tableCells(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  return table.locator('tr').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => {
        const text = (cell.textContent ?? '').trim();
        return text === '—' ? '' : text;
      }),
    ),
  );
}

test('an admin reads the rewards report as its endpoint answers it, at phone and desktop widths', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  test.slow();
  await signInAs(context, baseURL!, 'admin');
  const expected = await payload(page, 'rewards', YEAR);
  const liability = expected.metrics.find((metric) => metric.key === 'liability')!;

  await page.goto(`/dashboard/rewards?${YEAR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  const report = page.locator('[data-report="rewards"]');
  await expect(report.getByText(formatCents(liability.value!), { exact: true }).first()).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Points issued and redeemed by month' })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Points liability at each month end' })).toBeVisible();
  await expect(report.getByText(/under the current settings points do not expire/).first()).toBeAttached();
  await axe.expectNoViolations();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(report.getByRole('heading', { name: 'Points liability at each month end' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await axe.expectNoViolations();
});

test('a manager is refused the rewards report by the app and its endpoint, and reads the referral funnel', async ({
  page,
  context,
  browser,
  baseURL,
  axe,
}) => {
  test.slow();
  // A friend joins with the demo customer's code: the funnel has an account this test made.
  const referrer = await browser.newContext();
  await signInAs(referrer, baseURL!, 'customer');
  const referrerPage = await referrer.newPage();
  await referrerPage.goto('/account/referral');
  const code = await referrerPage.getByTestId('referral-code').innerText();
  await referrer.close();
  const friend = await browser.newContext();
  await friend.addCookies([{ name: AGE_COOKIE, value: 'adult', url: baseURL! }]);
  const friendPage = await friend.newPage();
  await registerAndSignIn(friendPage, {
    path: `/account/register?ref=${code}`,
    name: 'Rory Referred',
    email: uniqueEmail('referred'),
    password: 'Lake Huron sunsets 77',
  });
  await expect(friendPage).toHaveURL(/\/account$/);
  await friend.close();
  // The days around the account's creation, whatever the store's zone and the server's clock.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const around = `range=custom&from=${day(-1)}&to=${day(1)}`;

  await signInAs(context, baseURL!, 'manager');
  await page.goto(`/dashboard/rewards?${YEAR}`);
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  expect((await page.request.get(`/api/dashboard/reports/rewards?${YEAR}`)).status()).toBe(403);

  const expected = await payload(page, 'referrals', around);
  const funnel = expected.tables.find((table) => table.key === 'funnel')!;
  expect(funnel.rows[1]).toMatchObject({ step: 'Accounts created' });
  expect(Number(funnel.rows[1]!.count)).toBeGreaterThanOrEqual(1);
  await page.goto(`/dashboard/referrals?${around}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  const report = page.locator('[data-report="referrals"]');
  await expect(report.getByRole('heading', { name: 'Top referrers' })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table (Referral funnel)' }).click();
  const rows = await tableCells(page, 'Referral funnel');
  expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual(
    funnel.rows.map((row) => [row.step, Number(row.count).toLocaleString('en-US')]),
  );
  // Referrers by first name and last initial, never an email address.
  const referrers = await tableCells(page, 'Top referrers');
  expect(referrers.map((row) => row[0])).toContain('Casey C.');
  await expect(report.getByText('@')).toHaveCount(0);
  await axe.expectNoViolations();
});

test('the rewards table view and its CSV download hold the same figures, and the range changes them in the address', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, 'admin');
  await page.goto(`/dashboard/rewards?${YEAR}`);
  const title = 'Points issued and redeemed by month';
  await page.getByRole('button', { name: `Show as table (${title})` }).click();
  const shown = await tableCells(page, title);
  expect(shown[0]).toEqual(expect.arrayContaining(['Month', 'Issued', 'Redeemed', 'Expired']));
  expect(shown.length).toBeGreaterThanOrEqual(13);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download CSV of ${title}` }).click(),
  ]);
  const parsed = parseCsv(await readFile((await download.path())!, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.message);
  expect(parsed.records.map((record) => record.cells)).toEqual(shown);

  await page.getByRole('combobox', { name: 'Dates' }).selectOption('last-30-days');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/range=last-30-days/);
  await expect(page.getByRole('heading', { name: 'Points issued and redeemed by day' })).toBeVisible();
});
