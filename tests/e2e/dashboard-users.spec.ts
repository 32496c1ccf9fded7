import type { Browser, Page } from '@playwright/test';
import { standInForThirdParties } from '../support/third-party-stand-ins.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';
import { registerAndSignIn } from './account-support.ts';
import { demoAccount, signInAs } from './dashboard-support.ts';

/** An email no other test (or earlier run on this server) uses. */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The link in the newest invitation shown on a user's page (the outbox is the delivery without SMTP). */
async function invitationLink(page: Page): Promise<URL> {
  const text = (await page.locator('[data-template="invite"] pre').first().textContent()) ?? '';
  const found = /https?:\/\/\S+/.exec(text);
  if (!found) throw new Error(`No link in the invitation: ${text}`);
  return new URL(found[0]);
}

/** Another person's browser: past the age gate, third-party scripts stood in for, as the fixtures do. */
async function otherBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await standInForThirdParties(context);
  await context.addCookies([{ name: AGE_COOKIE, value: 'adult', url: baseURL }]);
  return context;
}

test.describe('dashboard users', () => {
  test('an admin invites a manager, whose emailed link sets a password and opens the dashboard', async ({
    page,
    context,
    baseURL,
    browser,
    axe,
  }) => {
    await signInAs(context, baseURL!, 'admin');
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await axe.expectNoViolations();

    const email = uniqueEmail('new.manager');
    const invite = page.getByRole('form', { name: 'Invite a staff member' });
    await invite.getByLabel('Name').fill('Jordan Invitee');
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Role').selectOption('manager');
    await invite.getByRole('button', { name: 'Send invitation' }).click();

    await expect(page).toHaveURL(/\/dashboard\/users\/[0-9a-f-]{36}\?invited=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jordan Invitee' })).toBeVisible();
    await expect(page.getByTestId('user-status')).toHaveText('Invitation sent');
    await expect(page.getByTestId('audit-log')).toContainText(`Invited ${email} as Manager`);
    await page.getByText("You're invited to the River Raisin Cannabis Co. staff dashboard").click();
    await axe.expectNoViolations();

    const link = await invitationLink(page);
    expect(link.pathname).toBe('/dashboard/confirm');
    expect(link.searchParams.get('token')).toBeTruthy();

    // The invited manager opens the link in their own browser.
    const invited = await otherBrowser(browser, baseURL!);
    const managerPage = await invited.newPage();
    await managerPage.goto(`${link.pathname}${link.search}`);
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
    await managerPage.getByLabel('New password', { exact: true }).fill('Raisin river lanterns 2026');
    await managerPage.getByLabel('New password again').fill('Raisin river lanterns 2026');
    await managerPage.getByRole('button', { name: 'Save and open the dashboard' }).click();
    await expect(managerPage).toHaveURL(/\/dashboard$/);
    await expect(managerPage.getByRole('banner')).toContainText('Jordan Invitee');
    await expect(managerPage.getByRole('banner').getByText('Manager', { exact: true })).toBeVisible();
    await invited.close();

    await page.reload();
    await expect(page.getByTestId('user-status')).toHaveText('Active');
  });

  test('an admin finds accounts by name or role, and cannot demote or disable their own', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, 'admin');
    await page.goto('/dashboard/users');
    const search = page.getByRole('search', { name: 'Find accounts' });
    await search.getByLabel('Role').selectOption('manager');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\?q=&role=manager$/);
    await expect(page.getByRole('row', { name: /Morgan Manager/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Casey Customer/ })).toHaveCount(0);

    await search.getByLabel('Name or email').fill(demoAccount('admin').email);
    await search.getByLabel('Role').selectOption('all');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Avery Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Avery Admin' })).toBeVisible();
    await expect(page.getByText('This is your account. Another admin can change your role.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disable account' })).toHaveCount(0);

    const id = page.url().split('/').at(-1)!;
    const demoted = await page.request.put(`/api/dashboard/users/${id}/role`, {
      data: { role: 'manager' },
      headers: { Origin: baseURL! },
    });
    expect(demoted.status()).toBe(409);
    expect(await demoted.json()).toEqual({
      error: 'You cannot remove your own admin role. Another admin can change it.',
      fields: {},
    });
    const disabled = await page.request.post(`/api/dashboard/users/${id}/disable`, { headers: { Origin: baseURL! } });
    expect(disabled.status()).toBe(409);
  });

  test('disabling an account signs it out at once; enabling lets it sign in again', async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    const email = uniqueEmail('disabled');
    const customer = await otherBrowser(browser, baseURL!);
    const signUp = await customer.newPage();
    await registerAndSignIn(signUp, { name: 'Dana Disabled', email: email, password: 'Lake Huron sunsets 77' });
    await expect(signUp).toHaveURL(/\/account$/);

    await signInAs(context, baseURL!, 'admin');
    await page.goto(`/dashboard/users?q=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Dana Disabled' }).click();
    await page.getByRole('button', { name: 'Disable account' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Account disabled and signed out everywhere.' }),
    ).toBeVisible();
    await expect(page.getByTestId('user-status')).toContainText('Disabled');
    await expect(page.getByTestId('audit-log')).toContainText('Account disabled; 1 session ended');

    await signUp.goto('/account');
    await expect(signUp).toHaveURL(/\/account\/login\?next=%2Faccount(?:&|$)/);

    await page.getByRole('button', { name: 'Enable account' }).click();
    await expect(page.getByTestId('user-status')).toHaveText('Active');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill('Lake Huron sunsets 77');
    await signUp.getByRole('button', { name: 'Sign in' }).click();
    await expect(signUp).toHaveURL(/\/account$/);
    await customer.close();
  });
});
