import type { Page } from '@playwright/test';
import { runTogetherWords } from '#lib/text/run-together-words.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * What a shopper reads has a space between a sentence and whatever follows it: the rendered text
 * of every kind of storefront page, as the browser lays it out, has no words run together
 * ("ID.Have", "get200", "Co.."). Templates are held to it at the source too
 * (src/template-text.test.ts); this catches what only the data shows, such as a store name that
 * ends in its own full stop.
 */

const PUBLIC_PAGES = [
  '/',
  '/category/flower',
  '/brands/huron-valley-growers',
  '/products/huron-valley-growers-chemdawg',
  '/dispensary-deals',
  '/build-a-pack',
  '/quick-order',
  '/strain-library',
  '/river-raisin-wear',
  '/checkout',
  '/order-tracker',
  '/reviews',
  '/feedback/first-purchase',
  '/rewards',
  '/rewards/referrals',
  '/referral-terms',
  '/review-policy',
  '/learn',
  '/learn/michigan-dispensary-purchase-limits',
  '/learn/jobs',
  '/learn/jobs/budtender',
  '/blog',
  '/blog/hand-trimming-vs-the-machine',
  '/contact',
  '/wholesale',
  '/media-access',
  '/grow-facility-tour',
  '/newsletter',
  '/privacy-policy',
  '/account/login',
  '/account/register',
  '/account/forgot-email',
];

const ACCOUNT_PAGES = ['/account', '/account/orders', '/account/profile', '/account/referral'];

/** The words run together on each page, by page. */
async function runTogetherOn(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const joins = runTogetherWords(await page.locator('body').innerText());
    if (joins.length > 0) found[path] = joins;
  }
  return found;
}

test('every kind of storefront page reads with its words apart', async ({ page }) => {
  test.slow();
  expect(await runTogetherOn(page, PUBLIC_PAGES)).toEqual({});
});

test('the account pages read with their words apart', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, 'customer');
  expect(await runTogetherOn(page, ACCOUNT_PAGES)).toEqual({});
});
