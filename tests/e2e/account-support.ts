import type { Page } from '@playwright/test';
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
