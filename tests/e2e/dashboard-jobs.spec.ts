import type { Page } from '@playwright/test';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/** The store's date on the server's clock ('YYYY-MM-DD'), which other tests may have moved forward. */
async function storeToday(page: Page, daysAhead = 0): Promise<string> {
  const { now } = (await (await page.request.get('/api/test-clock')).json()) as { now: string };
  const at = new Date(Date.parse(now) + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(at);
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('a manager is refused the jobs pages and their endpoints', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, 'manager');
  for (const path of [
    '/dashboard/jobs',
    '/dashboard/jobs/create',
    '/dashboard/jobs/0b7e6c1e-2f55-4d44-9a0e-6f3c8d1f2a90',
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Jobs' })).toHaveCount(0);
  const headers = { Origin: baseURL! };
  expect((await context.request.get('/api/dashboard/hiring/postings')).status()).toBe(403);
  expect((await context.request.post('/api/dashboard/hiring/postings', { data: {}, headers })).status()).toBe(403);
  const application = '/api/dashboard/hiring/applications/0b7e6c1e-2f55-4d44-9a0e-6f3c8d1f2a90';
  expect((await context.request.get(application)).status()).toBe(403);
  expect((await context.request.post(`${application}/stage`, { data: { stage: 'screening' }, headers })).status()).toBe(
    403,
  );
});

test('an admin writes a posting, watches job search’s checklist go green and publishes it', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  // Three pages, each checked with axe, on a machine shared with other builds.
  test.slow();
  await signInAs(context, baseURL!, 'admin');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Budtender/ })).toBeVisible();
  await axe.expectNoViolations();

  await page.getByRole('link', { name: 'New posting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New job posting' })).toBeVisible();
  // Digits alone: the page-text test reads every posting, and a word stuck to a digit is what it looks for.
  const title = `Grow technician ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Web address name')).toHaveValue(/^grow-technician-/);
  const summary = page.getByTestId('readiness-summary');
  await expect(summary).toHaveText('3 things missing, 1 that stops publishing.');
  await expect(page.locator('[data-property="description"]')).toContainText('Add a description');
  await axe.expectNoViolations();

  await page.getByLabel('Summary').fill('Tend the plants in our Monroe grow, mornings.');
  await page.getByLabel('Description').fill('## The work\n\nWater, trim and log the plants each morning.');
  await page.getByLabel('From ($)').fill('18');
  await page.getByLabel('To ($)').fill('22.50');
  await page.getByLabel('Applications close on').fill(await storeToday(page, 30));
  await expect(summary).toHaveText('Ready: the posting has everything Google’s job search asks for.');
  await expect(page.getByText('Nothing found: the draft reads within Michigan’s advertising rules.')).toBeVisible();
  await page.getByRole('button', { name: 'Save the draft' }).click();

  await expect(page).toHaveURL(/\/dashboard\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status: Draft' })).toBeVisible();
  await expect(summary).toHaveText('Ready: the posting has everything Google’s job search asks for.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: applicants can apply now.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status: Open' })).toBeVisible();
  await expect(page.getByTestId('audit-log').first()).toContainText(`Published “${title}”`);
  await axe.expectNoViolations();

  // What the public jobs pages read: the posting is open, dated posted.
  const id = page.url().split('/').pop()!;
  const editor = (await (await context.request.get(`/api/dashboard/hiring/postings/${id}`)).json()) as {
    posting: { status: string; postedAt: string | null; payMinCents: number; payMaxCents: number };
  };
  expect(editor.posting).toMatchObject({ status: 'open', payMinCents: 1800, payMaxCents: 2250 });
  expect(editor.posting.postedAt).not.toBeNull();
  const list = (await (await context.request.get('/api/dashboard/hiring/postings?state=open')).json()) as {
    title: string;
  }[];
  expect(list.map((row) => row.title)).toContain(title);
});

test('an admin moves the seeded applicant through Michigan’s checks to hired', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  test.slow();
  await signInAs(context, baseURL!, 'admin');
  await page.goto('/dashboard/jobs');
  await page.getByRole('link', { name: 'Budtender', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budtender' })).toBeVisible();
  await page.getByRole('link', { name: 'Jamie Rivera' }).click();
  const panel = page.getByTestId('application-panel');
  await expect(panel.getByRole('heading', { level: 2, name: 'Jamie Rivera' })).toBeFocused();
  await expect(panel.getByTestId('application-stage')).toHaveText('New');
  await axe.expectNoViolations();

  for (const stage of ['Screening', 'Interview', 'Offer']) {
    await panel.getByRole('button', { name: `Move to ${stage}` }).click();
    await expect(panel.getByTestId('application-stage')).toHaveText(stage);
  }
  // Not before Michigan's three checks.
  await expect(panel.getByRole('button', { name: 'Mark hired' })).toBeDisabled();
  await expect(panel.getByText(/still missing: age 21 or older verified, criminal background check/)).toBeVisible();

  const today = await storeToday(page);
  await panel.getByLabel('Age 21 or older verified').check();
  await panel.getByLabel('Criminal background check done on').fill(today);
  await panel.getByLabel('Excluded-employee list checked on').fill(today);
  await panel.getByRole('button', { name: 'Save the checks' }).click();
  await expect(panel.getByText('Checks saved.')).toBeVisible();

  await expect(panel.getByLabel('Day of the hire')).toHaveValue(today);
  await panel.getByRole('button', { name: 'Mark hired' }).click();
  await expect(panel.getByTestId('application-stage')).toHaveText('Hired');
  await expect(panel.getByTestId('state-tracking')).toContainText(/Due by .* \(7 business days after the hire\)/);
  await expect(page.getByRole('row', { name: /Jamie Rivera/ })).toContainText('state entry due');
  await axe.expectNoViolations();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByRole('button', { name: 'Mark entered' }).click();
  await expect(panel.getByTestId('state-tracking')).toContainText('Entered on');
  await expect(panel.getByTestId('audit-log')).toContainText('Moved Jamie Rivera from Offer to Hired');
});
