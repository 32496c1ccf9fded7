import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A new customer as the store makes one: the register form, then the sign-in page it leads to
 * (which asks them to check their email, whether or not the address was new), then signed in
 * with the same password; ends where the register page's `next` pointed (the account by default).
 */
export async function registerAndSignIn(
  page: Page,
  {
    path = '/account/register',
    name,
    email,
    password,
  }: { path?: string; name: string; email: string; password: string },
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await signInAfterRegistering(page, { email, password });
}

/** From the register form just sent: the sign-in page that asks to check the email, and signed in there. */
export async function signInAfterRegistering(page: Page, { email, password }: { email: string; password: string }) {
  await expect(page).toHaveURL(/\/account\/login\?reason=confirm-email/);
  await expect(page.locator('#check-email')).toContainText('Check your email');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
}

/**
 * The link in the newest email of `template` to an account, as an admin (`staff`, signed in) reads
 * the account's emails in the dashboard: its path and query, to open on the store under test.
 */
export async function emailedLink(staff: APIRequestContext, email: string, template: string): Promise<string> {
  const users = (await (await staff.get(`/api/dashboard/users?q=${encodeURIComponent(email)}`)).json()) as {
    users: { id: string; email: string }[];
  };
  const user = users.users.find((candidate) => candidate.email === email)!;
  const detail = (await (await staff.get(`/api/dashboard/users/${user.id}`)).json()) as {
    emails: { template: string; text: string }[];
  };
  const message = detail.emails.find((candidate) => candidate.template === template);
  const link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0];
  if (!link) throw new Error(`No ${template} link to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
