import { STAFF_SESSION_RULE } from '#lib/auth/staff-sessions.ts';
import { expect, test } from './fixtures.ts';
import { signInAs, signInOnDashboard } from './dashboard-support.ts';

test.describe('dashboard shell', () => {
  test('a signed-out visit goes to staff sign-in and comes back to the page after it', async ({ page, axe }) => {
    await page.goto('/dashboard/customers/lookup?q=casey');
    await expect(page).toHaveURL(/\/dashboard\/login\?next=%2Fdashboard%2Fcustomers%2Flookup%3Fq%3Dcasey$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page).toHaveTitle(/Staff sign-in \| .+ dashboard/);
    await axe.expectNoViolations();

    await signInOnDashboard(page, 'manager');
    await expect(page).toHaveURL(/\/dashboard\/customers\/lookup\?q=casey$/);
    await expect(page.getByRole('banner').getByText('Manager', { exact: true })).toBeVisible();
    await expect(page.locator('#dashboard-body')).toBeVisible();
  });

  test('a wrong password is refused beside the form and nothing opens', async ({ page }) => {
    await page.goto('/dashboard/login');
    await page.getByLabel('Email').fill('manager@riverraisin.test');
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match an account.');
    await expect(page).toHaveURL(/\/dashboard\/login$/);
  });

  test('a customer account cannot open the dashboard', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, 'customer');
    const response = await page.goto('/dashboard');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'The dashboard is for store staff' })).toBeVisible();
  });

  test('a manager is refused an admin page by the server and the app', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, 'manager');
    const response = await page.goto('/dashboard/settings');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
    // The navigation offers no admin pages to a manager.
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }),
    ).toHaveCount(0);
  });

  test('staff who are signed in skip the sign-in screen', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, 'admin');
    await page.goto('/dashboard/login?next=%2Fdashboard%2Fweb-vitals');
    await expect(page).toHaveURL(/\/dashboard\/web-vitals$/);
  });

  test('an unknown dashboard address is a 404', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, 'admin');
    const response = await page.goto('/dashboard/no-such-area');
    expect(response?.status()).toBe(404);
  });

  test('signing out in the dashboard ends the session everywhere', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, 'manager');
    await page.goto('/dashboard');
    const other = await context.newPage();
    await other.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/dashboard\/login\?reason=signed-out$/);
    await expect(page.getByRole('status')).toHaveText('You are signed out.');
    await expect(other).toHaveURL(/\/dashboard\/login\?reason=session-ended$/, { timeout: 10_000 });
    await expect(other.getByRole('status')).toHaveText(
      `Your session ended. ${STAFF_SESSION_RULE} Sign in again to continue.`,
    );
  });

  test('a staff member whose session ended is sent to sign in again, told why, and back afterwards', async ({
    page,
    context,
    baseURL,
  }) => {
    // What a browser holds once its staff session has ended on the server (unused for hours, too
    // old, or signed out elsewhere): the cookies, and a session the store no longer knows.
    await context.addCookies([
      { name: 'rr_signed_in', value: '1', url: baseURL! },
      { name: 'rr_session', value: 'A'.repeat(43), url: baseURL! },
    ]);
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/dashboard\/login\?next=%2Fdashboard%2Forders&reason=session-ended$/);
    await expect(page.getByRole('status')).toHaveText(
      `Your session ended. ${STAFF_SESSION_RULE} Sign in again to continue.`,
    );
    // Someone who was never signed in is only asked to sign in.
    await context.clearCookies({ name: 'rr_signed_in' });
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/dashboard\/login\?next=%2Fdashboard%2Forders$/);
  });
});
