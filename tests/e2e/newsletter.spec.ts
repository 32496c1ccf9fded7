import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { linkFromHistory, signInAs } from './dashboard-support.ts';

/** An address no other test (or earlier run on this server) uses. */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const SIGNED_UP = /Check your inbox at/;

async function fillSignup(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Date of birth').fill('1990-04-20');
  await page.getByLabel('I am 21 or older.').check();
}

// Each test walks several pages with axe on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('the newsletter', () => {
  for (const width of [390, 1280]) {
    test(`signs up with the form at ${width} px, with nothing for axe to find`, async ({ page, axe }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/newsletter');
      await expect(page.getByRole('heading', { level: 1, name: 'Get the newsletter' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await axe.expectNoViolations();

      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('alert')).toContainText('Some details need another look');
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await axe.expectNoViolations();

      await fillSignup(page, uniqueEmail(`width${width}`));
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText(SIGNED_UP)).toBeVisible();
      await axe.expectNoViolations();
    });
  }

  test('the home page carries the sign-up block, which answers on /newsletter', async ({ page }) => {
    await page.goto('/');
    const block = page.locator('[data-block="newsletter"]');
    await expect(block.getByRole('heading', { name: 'Get the newsletter' })).toBeVisible();
    await block.getByLabel('Email').fill(uniqueEmail('home'));
    await block.getByLabel('Date of birth').fill('1990-04-20');
    await block.getByLabel('I am 21 or older.').check();
    await block.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/newsletter/);
    await expect(page.getByText(SIGNED_UP)).toBeVisible();
  });

  test('an admin follows a sign-up to its confirmation, sends an issue, and its one-click link unsubscribes on POST only', async ({
    page,
    context,
    baseURL,
    playwright,
    axe,
  }) => {
    const email = uniqueEmail('reader');
    await page.goto('/newsletter');
    await fillSignup(page, email);
    await page.getByLabel('Mobile number').fill('(734) 555-0177');
    await page.getByLabel(/Text me .* Deals/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(SIGNED_UP)).toBeVisible();

    await signInAs(context, baseURL!, 'admin');
    await page.goto('/dashboard/inbox/subscribers');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
    await axe.expectNoViolations();
    await page.getByRole('search').getByLabel('Email or phone').fill(email);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('rowheader', { name: '(734) 555-0177' })).toBeVisible();

    const confirm = await linkFromHistory(page, email, '/newsletter/confirm/');
    await expect(page.getByTestId('consent-history')).toContainText('Waiting for confirmation');
    await page.goto(confirm.pathname);
    await axe.expectNoViolations();
    await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
    await expect(page.getByText(`You are subscribed: ${email}`)).toBeVisible();
    await page.goto(confirm.pathname);
    await expect(page.getByText('This sign-up is already confirmed')).toBeVisible();

    await page.goto('/dashboard/inbox/subscribers');
    const issue = page.getByRole('form', { name: 'Send an issue' });
    await issue.getByLabel('Subject').fill('Fresh this week');
    await issue.getByLabel('Text').fill('This strain cures anxiety.');
    await issue.getByRole('button', { name: 'Check the rules' }).click();
    await expect(issue.getByTestId('compliance-findings')).toContainText('Stops publishing');
    await expect(issue.getByRole('button', { name: /^Send to/ })).toBeDisabled();
    await issue.getByLabel('Text').fill('New arrivals on the shelves every Friday.');
    await issue.getByRole('button', { name: 'Check the rules' }).click();
    await expect(issue.getByText('Nothing found')).toBeVisible();
    await axe.expectNoViolations();
    await issue.getByRole('button', { name: /^Send to/ }).click();
    await expect(issue.getByText(/Sent to \d+ subscriber/)).toBeVisible();

    const unsubscribe = await linkFromHistory(page, email, '/unsubscribe/');
    await page.goto(unsubscribe.pathname);
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await axe.expectNoViolations();
    // The GET asked; nothing changed. A mailbox's one-click POST carries no cookies and no Origin.
    const mailbox = await playwright.request.newContext({ baseURL });
    const oneClick = await mailbox.post(unsubscribe.pathname, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(200);
    await mailbox.dispose();
    await page.goto(`/dashboard/inbox/subscribers?address=${encodeURIComponent(email)}`);
    await expect(page.getByTestId('consent-history').getByRole('listitem').last()).toContainText('Unsubscribed');
    await expect(page.getByTestId('consent-history')).toContainText('Unsubscribe link');

    const ledger = await page.request.get('/api/dashboard/newsletter/subscribers/ledger');
    expect(ledger.headers()['content-type']).toMatch(/^text\/csv/);
    expect(await ledger.text()).toContain(`,${email},marketing,unsubscribed,Unsubscribe link,one-click-unsubscribe,1,`);
  });

  test('a manager is refused the subscribers page and its data', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, 'manager');
    await page.goto('/dashboard/inbox/subscribers');
    await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
    expect((await page.request.get('/api/dashboard/newsletter/subscribers')).status()).toBe(403);
    expect((await page.request.get('/api/dashboard/newsletter/subscribers/ledger')).status()).toBe(403);
  });
});

test.describe('the newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // axe runs in the page's JavaScript, so the same form with its errors is checked in the tests above.
  test('signs up, and shows each problem beside its field', async ({ page }) => {
    await page.goto('/newsletter');
    await page.getByLabel('Email').fill('not an email');
    await page.getByLabel('Mobile number').fill('');
    await page.getByLabel(/Text me .* Deals/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('#field-email-error')).toHaveText('Enter an email address like name@example.com.');
    await expect(page.locator('#field-phone-error')).toHaveText('Add your phone number to get texts.');
    await expect(page.locator('#field-adult-error')).toHaveText('The newsletter is for adults 21 and older.');

    await page.getByLabel('Email').fill(uniqueEmail('nojs'));
    await page.getByLabel(/Text me .* Deals/).uncheck();
    await page.getByLabel('Date of birth').fill('1990-04-20');
    await page.getByLabel('I am 21 or older.').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(SIGNED_UP)).toBeVisible();
  });
});
