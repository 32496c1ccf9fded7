import type { Page } from '@playwright/test';
import { tinyPdf, windowsExecutable } from '../support/resume-files.ts';
import { expect, test } from './fixtures.ts';

/**
 * The jobs pages of the demo store: budtender (full-time, by the hour) and inventory associate
 * (part-time) are open; the store manager job is closed and the holiday stock helper's closing
 * date had passed when the store was seeded.
 */

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page's structured data as the browser reads it. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
      const data: unknown = JSON.parse(script.textContent ?? 'null');
      return Array.isArray(data) ? data : [data];
    }),
  );
}

test('lists the open jobs and filters them without JavaScript needed, at 390 and 1280 px', async ({ page, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto('/learn/jobs');
  expect(response?.status()).toBe(200);
  const list = page.getByTestId('job-list');
  // The seeded open postings, newest first; the dashboard's tests may publish others meanwhile.
  const titles = () => list.getByRole('heading', { level: 3 }).allTextContents();
  await expect.poll(titles).toEqual(expect.arrayContaining(['Inventory associate', 'Budtender']));
  const seeded = (await titles()).filter((title) => ['Inventory associate', 'Budtender'].includes(title));
  expect(seeded).toEqual(['Inventory associate', 'Budtender']);
  await expect(list).toContainText('$17–$21 an hour');
  await expect(list).not.toContainText('Store manager');
  await expect(list).not.toContainText('Holiday stock helper');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await axe.expectNoViolations();

  await page.getByLabel('Job type').selectOption('part_time');
  await page.getByRole('button', { name: 'Show jobs' }).click();
  await expect(page).toHaveURL(/\/learn\/jobs\?.*type=part_time/);
  await expect.poll(titles).toContain('Inventory associate');
  expect(await titles()).not.toContain('Budtender');
  await page.getByLabel('Search jobs').fill('counter');
  await page.getByRole('button', { name: 'Show jobs' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No open jobs match' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect.poll(titles).toEqual(expect.arrayContaining(['Inventory associate', 'Budtender']));

  await page.setViewportSize({ width: 1280, height: 900 });
  await axe.expectNoViolations();
  await page.goto('/learn');
  await page.getByRole('link', { name: /See the jobs open/ }).click();
  await expect(page).toHaveURL('/learn/jobs');
  await expect(page.locator('footer').getByRole('link', { name: 'Jobs', exact: true })).toHaveAttribute(
    'href',
    '/learn/jobs',
  );
});

test('a posting page carries JobPosting data with every field Google asks for', async ({ page, axe }) => {
  const response = await page.goto('/learn/jobs/budtender');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Budtender');
  const jobPosting = (await structuredData(page)).find((data) => data['@type'] === 'JobPosting');
  expect(jobPosting).toBeDefined();
  for (const field of [
    'title',
    'description',
    'datePosted',
    'validThrough',
    'employmentType',
    'baseSalary',
    'hiringOrganization',
    'jobLocation',
    'directApply',
  ]) {
    expect(jobPosting, field).toHaveProperty(field);
  }
  expect(jobPosting).toMatchObject({
    employmentType: 'FULL_TIME',
    directApply: true,
    baseSalary: { currency: 'USD', value: { minValue: 17, maxValue: 21, unitText: 'HOUR' } },
    jobLocation: { address: { addressRegion: 'MI' } },
  });
  expect(Date.parse(String(jobPosting!.validThrough))).toBeGreaterThan(Date.parse(String(jobPosting!.datePosted)));
  await axe.expectNoViolations();
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoViolations();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test('an old /jobs address reaches the posting', async ({ page }) => {
  const response = await page.goto('/jobs/budtender');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/jobs\/budtender$/);
  await expect(page).toHaveURL('/learn/jobs/budtender');
  expect(response?.status()).toBe(200);
});

test('a closed or expired posting says so with 410, out of search results and the sitemap', async ({
  page,
  request,
}) => {
  for (const slug of ['store-manager', 'holiday-stock-helper']) {
    const response = await page.goto(`/learn/jobs/${slug}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByTestId('posting-closed')).toContainText('This job is closed');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect((await structuredData(page)).some((data) => data['@type'] === 'JobPosting')).toBe(false);
  }
  await page.getByRole('link', { name: 'See the jobs open now' }).click();
  await expect(page).toHaveURL('/learn/jobs');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/learn/jobs/budtender</loc>');
  expect(sitemap).not.toContain('/learn/jobs/store-manager');
  expect(sitemap).not.toContain('/learn/jobs/holiday-stock-helper');
});

test('applying on a phone: a file that is no résumé is refused beside its field, a PDF is taken', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/learn/jobs/inventory-associate');
  const form = page.locator('form[data-application-form]');
  const fill = async () => {
    await form.getByLabel('Full name').fill('Robin Applicant');
    await form.getByLabel('Email').fill('robin.applicant@example.test');
    await form.getByLabel('Phone').fill('734 555 0188');
    await form.getByLabel('I am 21 or older.').check();
    await form.getByLabel(/may keep my application/).check();
  };

  await fill();
  await form.getByLabel('Résumé', { exact: true }).setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(windowsExecutable()),
  });
  await form.getByRole('button', { name: 'Send my application' }).click();
  const resumeError = page.locator('#field-resume-error');
  await expect(resumeError).toHaveText(/not a PDF or a Word/);
  await expect(page.getByLabel('Résumé', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // What was typed is still there; only the file must be chosen again.
  await expect(page.getByLabel('Full name')).toHaveValue('Robin Applicant');
  await axe.expectNoViolations();

  await page.getByLabel('Résumé', { exact: true }).setInputFiles({
    name: 'Robin résumé.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(tinyPdf('Robin Applicant')),
  });
  await page.getByLabel('I am 21 or older.').check();
  await page.getByLabel(/may keep my application/).check();
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.locator('#application-sent')).toContainText('we have your application');
  await expect(page.locator('#application-sent')).toContainText('robin.applicant@example.test');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await axe.expectNoViolations();
});

test('a refused application is shown where the applicant is: the page opens at the form, the problem in view and focused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/learn/jobs/budtender');
  const form = page.locator('form[data-application-form]');
  await form.getByLabel('Full name').fill('Sam Scroll');
  await form.getByLabel('Email').fill('sam.scroll@example.test');
  await form.getByLabel('Phone').fill('734 555 0190');
  await form.getByLabel('Résumé', { exact: true }).setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(tinyPdf('Sam Scroll')),
  });
  // The two boxes at the foot of the form are left unticked.
  await form.getByRole('button', { name: 'Send my application' }).click();

  const problem = page.getByRole('alert').filter({ hasText: 'Some details need another look' });
  await expect(problem).toBeInViewport();
  await expect(problem).toBeFocused();
  await expect(page).toHaveURL(/#apply$/);
  await expect(page.getByLabel('I am 21 or older.')).toHaveAccessibleDescription(/.+/);
});

test.describe('applying without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused application opens at the form, with the problem in view', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/learn/jobs/budtender');
    const form = page.locator('form[data-application-form]');
    await form.getByLabel('Full name').fill('Noor Noscript');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(page).toHaveURL(/#apply$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Some details need another look' })).toBeInViewport();
  });
});

test('a résumé link opens nothing for a signed-out visitor', async ({ request }) => {
  const response = await request.get('/dashboard/files/resume/not-a-link');
  expect(response.status()).toBe(403);
  expect(response.headers()['cache-control']).toBe('no-store');
});
