import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectTargetSizes, signInAs } from './dashboard-support.ts';

/** On a phone (390 px) the page passes axe and reads without sideways scrolling; then back to a wide screen. */
async function checkOnPhone(page: Page, axe: { expectNoViolations(): Promise<void> }) {
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoViolations();
  const sideways = await page.evaluate(() => {
    const body = document.getElementById('dashboard-body')!;
    return body.scrollWidth > body.clientWidth;
  });
  expect(sideways, `sideways scrolling on ${page.url()}`).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The dashboard's reviews: an admin works the moderation queue the demo store seeds (two held
 * reviews, one past the 72-hour mark), withholds a health claim's text under the review policy and
 * replies as the store; a manager is refused the pages and the API.
 */

test.use({ viewport: { width: 1280, height: 800 } });

test('an admin withholds a held health claim under the policy and replies as the store', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  // A long walk: the queue, one review, two refusals and three changes, each page at two widths with axe.
  test.slow();
  await signInAs(context, baseURL!, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByTestId('reviews-waiting')).toHaveText('Reviews waiting: 2');
  await page.getByRole('link', { name: 'Open the held reviews' }).click();

  // The page's code loads on its first visit, which takes a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard\/reviews\?status=held$/);
  await expect(page.getByLabel('Status')).toHaveValue('held');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const claim = rows.filter({ hasText: 'Cured my anxiety' });
  await expect(claim.getByTestId('over-wait-limit')).toHaveText('⚠ Over 72 hours');
  await expect(claim).toContainText('Held for: health or cure claims');
  await expect(rows.filter({ hasText: 'Cheaper elsewhere' }).getByTestId('over-wait-limit')).toHaveCount(0);
  await axe.expectNoViolations();
  await expectTargetSizes(page);
  await checkOnPhone(page, axe);

  // Filters live in the address: a rating no held review has shows the empty state.
  await page.getByLabel('Rating').selectOption('3');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/rating=3/);
  await expect(page.getByText('No review matches these filters.')).toBeVisible();
  await page.goBack();
  await expect(rows).toHaveCount(2);

  await claim.getByRole('link', { name: 'Cured my anxiety' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cured my anxiety' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('review-status')).toHaveText('Waiting for a decision');
  await expect(page.getByTestId('review-findings')).toContainText('Health claim · R 420.507(3)');
  await expect(page.getByTestId('review-order')).toHaveText('Not linked to an order');
  await axe.expectNoViolations();

  // Withholding needs a reason from the policy: the server says so beside the field.
  const withhold = page.getByRole('form', { name: 'Withhold the text' });
  await withhold.getByRole('button', { name: 'Withhold the text' }).click();
  await expect(withhold.getByText('Choose the reason from the review policy that the text breaks.')).toBeVisible();
  await withhold.getByLabel('Policy reason').selectOption({ label: 'health or cure claims' });
  await withhold.getByRole('button', { name: 'Withhold the text' }).click();
  await expect(page.getByText('Text withheld. The rating still counts.')).toBeVisible();
  await expect(page.getByTestId('review-status')).toContainText('Text withheld');
  await expect(page.getByTestId('audit-log')).toContainText(
    'Text withheld under the review policy: health or cure claims; the 5-star rating counts in the average as before',
  );

  await page.getByLabel('Public reply').fill('Thank you, Jordan. We are glad you enjoy the taste.');
  await page.getByRole('button', { name: 'Post the reply' }).click();
  await expect(page.getByText('Reply saved. Shoppers see it now.')).toBeVisible();
  await expect(page.getByTestId('audit-log')).toContainText('The store replied publicly');
  await expect(page.getByRole('button', { name: 'Save the reply' })).toBeVisible();
  await axe.expectNoViolations();

  await checkOnPhone(page, axe);

  await page.goto('/dashboard');
  await expect(page.getByTestId('reviews-waiting')).toHaveText('Reviews waiting: 1');
});

test('a manager gets the refusal page for reviews and 403 from their API, and no count on the overview', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, 'manager');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByTestId('reviews-waiting')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' })).toHaveCount(
    0,
  );

  for (const path of ['/dashboard/reviews', '/dashboard/reviews/00000000-0000-4000-8000-000000000000']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  }
  const api = await context.request.get('/api/dashboard/reviews');
  expect(api.status()).toBe(403);
  const decision = await context.request.post('/api/dashboard/reviews/00000000-0000-4000-8000-000000000000/decision', {
    data: { decision: 'publish' },
    headers: { Origin: baseURL! },
  });
  expect(decision.status()).toBe(403);
});
