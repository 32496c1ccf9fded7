import type { Page } from '@playwright/test';
import { registerAndSignIn } from './account-support.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './dashboard-support.ts';
import { emailedLink, pickUp } from './order-emails-support.ts';
import { addToCart, checkOut, shopperContext } from './shopper-support.ts';

/** An email no other test (or earlier run on this server) uses. */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const WHITE_WIDOW = '/products/grand-river-farms-white-widow';
const GELATO = { path: '/products/thunder-bay-cultivators-gelato', size: /^7 g/ };
/** Reviewed by one test only, so its figures move only with that test's reviews. */
const CHERRY_PIE = { path: '/products/sleeping-bear-botanicals-cherry-pie', size: /^3\.5 g/ };

/** The page's structured data, every object of every JSON-LD script. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => [JSON.parse(text)].flat() as Record<string, unknown>[]);
}

/**
 * A product page's rating as shoppers and search engines read it: the count and average the page
 * shows, and its Product JSON-LD's aggregateRating (null while no review counts).
 */
async function ratingOf(page: Page) {
  const count = Number(/\d+/.exec(await page.getByTestId('rating-count').innerText())?.[0] ?? 0);
  const shown = page.getByTestId('rating-average');
  const average = (await shown.count()) > 0 ? Number(await shown.innerText()) : null;
  const product = (await structuredData(page)).find((item) => item['@type'] === 'Product')!;
  return { count, average, aggregateRating: product.aggregateRating ?? null };
}

/** Checks the page with axe on a phone and on a desktop. */
async function accessibleAtBothWidths(page: Page, axe: { expectNoViolations(): Promise<void> }): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await axe.expectNoViolations();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test.describe('reviews on the storefront', () => {
  test('/reviews lists the store’s reviews without rating markup, and a signed-in customer’s 1-star review publishes at once', async ({
    page,
    context,
    baseURL,
    axe,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    // The empty form is posted on purpose: its 400 answer is logged by the browser.
    consoleErrors.allow(/status of 400 \(AstroActionInputError\)/);
    const response = await page.goto('/reviews');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /^Reviews of / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();
    await expect(page.getByTestId('store-reply').first()).toContainText('Reply from the store');
    // The demo store's three reviews are listed; the two of verified buyers are counted.
    const counted = Number((await page.getByTestId('rating-count').innerText()).match(/\d+/)![0]);
    expect(counted).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('review').count()).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(await structuredData(page))).not.toMatch(/aggregateRating|"Review"/);
    await accessibleAtBothWidths(page, axe);

    await signInAs(context, baseURL!, 'customer');
    await page.goto('/reviews');
    const form = page.getByRole('form', { name: /Write a review|Change your review/ });
    await form.getByRole('button', { name: /Publish review|Save changes/ }).click();
    await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await accessibleAtBothWidths(page, axe);

    const body = `Waited a while at the counter (${Date.now()}).`;
    await page.getByRole('radio', { name: '1 star', exact: true }).check();
    await page.getByLabel('Title').fill('Slow pickup');
    await page.getByLabel('Your review').fill(body);
    await page.getByRole('button', { name: /Publish review|Save changes/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /published/ })).toBeVisible();
    // Shown at once, marked by whether a picked-up order makes it a verified buyer's (only then does it count).
    await expect(page.getByTestId('review').filter({ hasText: body })).toContainText(
      /Verified buyer|Not a verified purchase/,
    );
  });

  test('only verified buyers move the rating and the JSON-LD: a review without a picked-up order is shown marked, and counts once the product is picked up', async ({
    page,
    browser,
    baseURL,
    axe,
  }) => {
    test.setTimeout(240_000);
    const staff = (await shopperContext(browser, baseURL!)).request;
    await signInAs(staff, baseURL!, 'admin');
    const email = uniqueEmail('rater');
    await registerAndSignIn(page, { name: 'Rae Rater', email, password: 'Lake Huron sunsets 77' });

    // Before the email is confirmed there is no form, only what to do first.
    await page.goto(CHERRY_PIE.path);
    await expect(page.getByTestId('confirm-email-to-review')).toContainText(
      'Confirm your email address to write a review',
    );
    await expect(page.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
    await page.goto(await emailedLink(staff, email, 'confirm_email'));
    await expect(page).toHaveURL(/\/account\?updated=email/);

    await page.goto(CHERRY_PIE.path);
    const before = await ratingOf(page);
    const body = `Too dry for me (${Date.now()}).`;
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '1 star', exact: true }).check();
    await form.getByLabel('Your review').fill(body);
    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your review is published' })).toBeVisible();

    await page.goto(CHERRY_PIE.path);
    const mine = page.getByTestId('review').filter({ hasText: body });
    await expect(mine).toContainText('Not a verified purchase');
    await expect(mine).not.toContainText('Verified buyer');
    expect(await ratingOf(page)).toEqual(before);
    await expect(page.getByTestId('rating-note')).toContainText('Only reviews from verified buyers');
    await accessibleAtBothWidths(page, axe);

    // The same customer buys it and picks it up: now the review counts, on the page and in the JSON-LD.
    await addToCart(page, CHERRY_PIE, 1);
    const number = await checkOut(page, { name: 'Rae Rater', email });
    await pickUp(staff, baseURL!, number);
    await page.goto(CHERRY_PIE.path);
    await expect(mine).toContainText('Verified buyer');
    const after = await ratingOf(page);
    const average = Math.round((((before.average ?? 0) * before.count + 1) / (before.count + 1)) * 10) / 10;
    expect(after).toEqual({
      count: before.count + 1,
      average,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: average,
        ratingCount: before.count + 1,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  test('a product page shows its summary, the JSON-LD’s same counts, withheld text, sorts and pages by links and counts a helpful vote', async ({
    page,
    axe,
  }) => {
    test.setTimeout(90_000);
    await page.goto(WHITE_WIDOW);
    const reviews = page.getByRole('region', { name: 'Reviews of White Widow' });
    await expect(reviews).toBeVisible();
    const count = Number((await page.getByTestId('rating-count').innerText()).match(/\d+/)![0]);
    const average = Number(await page.getByTestId('rating-average').innerText());
    const product = (await structuredData(page)).find((item) => item['@type'] === 'Product')!;
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: average,
      ratingCount: count,
      bestRating: 5,
      worstRating: 1,
    });
    const counted = await Promise.all(
      [1, 2, 3, 4, 5].map(async (stars) => Number(await page.getByTestId(`rating-${stars}-count`).innerText())),
    );
    expect(counted.reduce((sum, value) => sum + value, 0)).toBe(count);
    await expect(page.getByTestId('withheld-notice')).toHaveText('Withheld under our review policy: off-topic');
    await expect(reviews.getByText('Verified buyer').first()).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      '/account/login?next=%2Fproducts%2Fgrand-river-farms-white-widow%23write-review',
    );
    await accessibleAtBothWidths(page, axe);

    await page.getByRole('link', { name: 'Most helpful' }).click();
    await expect(page).toHaveURL(/\?sort=helpful#reviews$/);
    const first = page.getByTestId('review').first();
    await expect(first).toContainText('Dry this time');
    const helpful = Number((await first.getByTestId('helpful-count').innerText()).match(/\d+/)![0]);
    await first.getByRole('button', { name: /^Helpful/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for your vote.' })).toBeVisible();
    await expect(page.getByTestId('review').first().getByTestId('helpful-count')).toHaveText(
      `${helpful + 1} people found this helpful`,
    );
  });

  test('a helpful vote counts once from one address, whatever browser it says it is', async ({ request, baseURL }) => {
    const headers = { cookie: 'age_verified=adult', origin: baseURL! };
    const listed = await (await request.get('/reviews', { headers })).text();
    const reviewId = /id="review-([0-9a-f-]{36})"/.exec(listed)![1]!;
    const helpfulCount = (html: string) => {
      const item = html.slice(html.indexOf(`id="review-${reviewId}"`));
      return Number(/data-testid="helpful-count">\s*(\d+) (?:person|people) found this helpful/.exec(item)![1]);
    };
    const before = helpfulCount(listed);
    const counts: number[] = [];
    for (const userAgent of ['Mozilla/5.0 (one)', 'Mozilla/5.0 (two)', 'curl/8.0']) {
      const voted = await request.post('/reviews?_action=reviews.voteHelpful', {
        form: { reviewId },
        headers: { ...headers, 'user-agent': userAgent },
      });
      expect(voted.ok()).toBe(true);
      counts.push(helpfulCount(await voted.text()));
    }
    expect(counts).toEqual([before + 1, before + 1, before + 1]);
  });

  test('a pickup’s emails: the review link works once per product of the order, and the first-purchase question once', async ({
    page,
    browser,
    baseURL,
    axe,
    consoleErrors,
  }) => {
    test.setTimeout(300_000);
    // The feedback form is posted empty on purpose: its 400 answer is logged by the browser.
    consoleErrors.allow(/status of 400 \(AstroActionInputError\)/);
    // A new customer orders and picks up; staff move the order and read the outbox.
    const email = uniqueEmail('reviewer');
    await registerAndSignIn(page, { name: 'Robin Reviewer', email: email, password: 'Lake Huron sunsets 77' });
    await expect(page).toHaveURL(/\/account$/);
    const staff = (await shopperContext(browser, baseURL!)).request;
    await signInAs(staff, baseURL!, 'admin');
    await page.goto(await emailedLink(staff, email, 'confirm_email'));
    await page.goto(WHITE_WIDOW);
    const otherProductId = await page.locator('form[aria-label="Write a review"] input[name="target"]').inputValue();
    // A signed-in customer's review with a health claim waits for a decision, and says so.
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Your review').fill('This cured my anxiety.');
    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'checked it against our review policy' })).toBeVisible();
    await accessibleAtBothWidths(page, axe);
    await page.goto(WHITE_WIDOW);
    await expect(page.getByTestId('own-review-status')).toContainText('waiting for a check');
    await expect(page.getByTestId('review').filter({ hasText: 'This cured my anxiety.' })).toHaveCount(0);
    await addToCart(page, GELATO, 1);
    const number = await checkOut(page, { name: 'Robin Reviewer', email });
    await pickUp(staff, baseURL!, number);
    // One email the day after the pickup carries both links.
    const reviewLink = await emailedLink(staff, email, 'pickup_follow_up', '/reviews/write/');
    const feedbackLink = await emailedLink(staff, email, 'pickup_follow_up', '/feedback/first-purchase');
    expect(reviewLink).toMatch(/^\/reviews\/write\//);
    expect(feedbackLink).toMatch(/^\/feedback\/first-purchase\?token=/);

    // The link opens without a sign-in, in any browser.
    const guest = await (await shopperContext(browser, baseURL!)).newPage();
    await guest.goto(GELATO.path);
    const response = await guest.goto(reviewLink);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(guest.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await accessibleAtBothWidths(guest, axe);
    const gelato = guest.getByRole('form', { name: 'Review Gelato' });
    const gelatoId = await gelato.locator('input[name="target"]').inputValue();
    await gelato.getByRole('radio', { name: '4 stars' }).check();
    await gelato.getByLabel('Your review').fill('Creamy and sweet, dense buds.');
    await gelato.getByRole('button', { name: 'Publish review' }).click();
    const section = guest.getByRole('region', { name: 'Gelato' });
    await expect(section.getByRole('status')).toHaveText('Thank you! Your review is published.');
    await expect(guest.getByRole('form', { name: 'Review Gelato' })).toHaveCount(0);
    await accessibleAtBothWidths(guest, axe);

    // A second review of the product through the link, or one of a product not in the order, is refused.
    const action = `${reviewLink}?_action=reviews.writeInvited`;
    const token = decodeURIComponent(reviewLink.split('/').at(-1)!);
    const post = (target: string) =>
      guest.request.post(action, {
        form: { token, target, rating: '5', title: '', body: 'Again', website: '', recaptchaToken: '' },
        headers: { Origin: baseURL! },
      });
    const again = await post(gelatoId);
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain('You already reviewed Gelato');
    const elsewhere = await post(otherProductId);
    expect(elsewhere.status()).toBe(403);
    expect(await elsewhere.text()).toContain(`was not part of order ${number}`);

    // The product page shows the new review at once, a verified buyer's.
    await guest.goto(GELATO.path);
    const written = guest.getByTestId('review').filter({ hasText: 'Creamy and sweet, dense buds.' });
    await expect(written).toContainText('Verified buyer');
    await expect(written).toContainText('Robin R.');

    // The first-purchase question: 0–10 with labels, one answer per order.
    await guest.goto(feedbackLink);
    await expect(guest.getByRole('radio', { name: '0 (not at all likely)' })).toBeVisible();
    await guest.getByRole('button', { name: 'Send my answer' }).click();
    await expect(guest.getByText('Choose a number from 0 to 10.')).toBeVisible();
    await accessibleAtBothWidths(guest, axe);
    await guest.getByRole('radio', { name: '9', exact: true }).check();
    await guest.getByLabel('What went well?').fill('Quick and friendly.');
    await guest.getByRole('button', { name: 'Send my answer' }).click();
    await expect(guest.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText(
      `Your answer for order ${number}`,
    );
    await guest.goto(feedbackLink);
    await expect(guest.getByTestId('feedback-answered')).toContainText('You already answered');
  });

  test('the home page’s reviews block shows the newest store reviews and leads to /reviews', async ({ page }) => {
    await page.goto('/');
    const block = page.getByRole('region', { name: 'What customers say' });
    await expect(block).toContainText(/\d\.\d out of 5/);
    await expect(block.getByRole('listitem').first()).toBeVisible();
    await block.getByRole('link', { name: 'Read every review or write your own' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
  });

  test('/feedback/first-purchase without a link explains where the link comes from', async ({ page, axe }) => {
    const response = await page.goto('/feedback/first-purchase');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('feedback-no-link')).toContainText('After your first pickup');
    await accessibleAtBothWidths(page, axe);
    await page.goto('/reviews/write/not-a-real-token');
    await expect(page.getByTestId('invite-invalid')).toContainText('not valid or has expired');
  });
});
