import { signInAs } from './dashboard-support.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

/**
 * The home and deals pages built from blocks: an admin adds and reorders the home page's blocks
 * and edits its hero, previews the real home page from the draft, publishes, and the store shows
 * the new hero above the menu section as it always was; the deals page shows its blocks above the
 * deals running today. Managers are refused both editors and their endpoints.
 */

const HEADLINE = 'Riverside flower, ready for pickup';
const WORDS = 'Our staff pick a strain of the week every Monday.';

test('a manager is refused the home and deals page editors and their endpoints', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, 'manager');
  for (const path of ['/dashboard/pages/home', '/dashboard/pages/dispensary-deals']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  }
  for (const path of ['/', '/dispensary-deals']) {
    const editor = await context.request.get(`/api/dashboard/content/at?path=${encodeURIComponent(path)}`);
    expect(editor.status()).toBe(403);
  }
});

test('an admin reorders the home blocks, edits the hero, previews and publishes it above the menu', async ({
  page,
  context,
  baseURL,
  browser,
  axe,
}) => {
  await signInAs(context, baseURL!, 'admin');
  await page.goto('/dashboard/pages/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  const blocks = page.getByTestId('blocks').locator(':scope > li > fieldset > legend');
  await expect(blocks).toHaveText(['Block 1: Hero', 'Block 2: Store reviews', 'Block 3: Newsletter sign-up']);
  // The store reviews block: a heading and how many of the newest reviews it shows.
  await expect(page.getByLabel(/^How many reviews/)).toHaveValue('3');
  await axe.expectNoViolations();

  // A free text block added at the end, moved to the top (twice with the keyboard), then the hero moved back to the top.
  await page.getByLabel('New block').selectOption('free-text');
  await page.getByRole('button', { name: 'Add the block' }).click();
  await page.getByLabel(/^Text \(Markdown\)/).fill(WORDS);
  const order = (...names: string[]) => names.map((name, index) => `Block ${index + 1}: ${name}`);
  await expect(blocks).toHaveText(order('Hero', 'Store reviews', 'Newsletter sign-up', 'Free text'));
  await page.getByRole('button', { name: 'Move up: block 4, Free text' }).focus();
  await page.keyboard.press('Enter');
  await expect(blocks).toHaveText(order('Hero', 'Store reviews', 'Free text', 'Newsletter sign-up'));
  await page.getByRole('button', { name: 'Move up: block 3, Free text' }).focus();
  await page.keyboard.press('Enter');
  await expect(blocks).toHaveText(order('Hero', 'Free text', 'Store reviews', 'Newsletter sign-up'));
  await page.getByRole('button', { name: 'Move up: block 2, Free text' }).click();
  await expect(blocks).toHaveText(order('Free text', 'Hero', 'Store reviews', 'Newsletter sign-up'));
  await page.getByRole('button', { name: 'Move up: block 2, Hero' }).click();
  await expect(blocks).toHaveText(order('Hero', 'Free text', 'Store reviews', 'Newsletter sign-up'));

  // The hero's headline: a health claim is flagged as typed, then the clean headline saved.
  const headline = page.getByLabel(/^Headline/);
  await headline.fill('Flower that cures insomnia');
  await expect(page.getByTestId('compliance-findings')).toContainText('R 420.507(3)');
  await headline.fill(HEADLINE);
  await expect(page.getByTestId('compliance-findings')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await axe.expectNoViolations();

  // The preview is the real home page drawn from the draft: the new hero, then the menu section.
  await page.getByRole('button', { name: 'Make a preview link' }).click();
  const previewPath = await page.getByTestId('preview-link').getAttribute('href');
  const preview = await context.newPage();
  await preview.goto(previewPath!);
  await expect(preview.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(preview.getByRole('note')).toContainText('Preview of a draft');
  await expect(preview.locator('#monroe-dispensary-menu')).toBeVisible();
  await preview.close();

  // Not on the store until published.
  const shopper = await browser.newContext({ baseURL });
  await shopper.addCookies([{ name: AGE_COOKIE, value: 'adult', url: baseURL! }]);
  const home = await shopper.newPage();
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1 })).not.toHaveText(HEADLINE);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published.')).toBeVisible();

  await home.goto('/');
  const title = home.getByRole('heading', { level: 1, name: HEADLINE });
  await expect(title).toBeVisible();
  await expect(home.getByText(WORDS)).toBeVisible();
  const menu = home.locator('section#monroe-dispensary-menu');
  await expect(menu.getByRole('heading', { level: 2, name: 'Shop the menu' })).toBeVisible();
  const [heroBox, menuBox] = [await title.boundingBox(), await menu.boundingBox()];
  expect(heroBox!.y).toBeLessThan(menuBox!.y);
  await shopper.close();
});

test('the deals page shows its blocks above the deals running today, on a phone too', async ({ page, axe }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/dispensary-deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Dispensary deals' })).toBeVisible();
  const words = page.getByText('Order ahead online and pick up in store.');
  await expect(words).toBeVisible();
  const running = page.getByRole('heading', { level: 2, name: 'Running today' });
  await expect(running).toBeVisible();
  expect((await words.boundingBox())!.y).toBeLessThan((await running.boundingBox())!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await axe.expectNoViolations();

  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await axe.expectNoViolations();
});

test('the deals page editor passes axe', async ({ page, context, baseURL, axe }) => {
  await signInAs(context, baseURL!, 'admin');
  await page.goto('/dashboard/pages/dispensary-deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Deals page' })).toBeVisible();
  await expect(page.getByTestId('blocks').locator(':scope > li > fieldset > legend')).toHaveText([
    'Block 1: Free text',
  ]);
  await axe.expectNoViolations();
});
