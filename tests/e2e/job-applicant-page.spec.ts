import type { APIRequestContext, Page } from '@playwright/test';
import { signInAs } from './dashboard-support.ts';
import { registerAndSignIn } from './account-support.ts';
import { expect, test } from './fixtures.ts';
import { applyForBudtender } from './job-application-support.ts';

/**
 * The applicant's own page, reached the way an applicant reaches it: apply, open the link in the
 * confirmation email (read from the outbox, which is the delivery without SMTP, as the dashboard
 * shows it on the account with that address), see where the application stands, delete it.
 */

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await sidewaysScroll(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
}

/** The link in the newest application confirmation to `email`, as the dashboard shows the account's outbox. */
async function confirmationLink(staff: APIRequestContext, email: string): Promise<string> {
  const found = (await (await staff.get(`/api/dashboard/users?q=${encodeURIComponent(email)}`)).json()) as {
    users: { id: string; email: string }[];
  };
  const user = found.users.find((candidate) => candidate.email === email)!;
  const detail = (await (await staff.get(`/api/dashboard/users/${user.id}`)).json()) as {
    emails: { template: string; subject: string; text: string }[];
  };
  const message = detail.emails.find((candidate) => candidate.template === 'job_application_received');
  expect(message?.subject).toBe('We received your application for Budtender');
  const link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0];
  if (!link) throw new Error(`No application link to ${email}`);
  const url = new URL(link);
  expect(url.pathname).toMatch(/^\/learn\/jobs\/application\/[^/]+$/);
  return url.pathname;
}

test('an applicant follows the emailed link, reads where the application stands and deletes it', async ({
  page,
  request,
  baseURL,
  axe,
}) => {
  test.setTimeout(120_000);
  // The outbox is shown on an account's page in the dashboard, so the applicant has an account.
  const email = uniqueEmail('casey.applicant');
  await registerAndSignIn(page, { name: 'Casey Applicant', email: email, password: 'Saginaw Bay mornings 42' });
  await expect(page).toHaveURL(/\/account$/);

  await applyForBudtender(page, { name: 'Casey Applicant', email, resume: 'Casey résumé.pdf' });

  await signInAs(request, baseURL!, 'admin');
  const link = await confirmationLink(request, email);

  await page.setViewportSize({ width: 390, height: 844 });
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const status = page.getByTestId('application-status');
  await expect(status.getByRole('heading', { level: 2 })).toHaveText('Budtender: Received');
  await expect(status).toContainText('We have your application and will read it soon.');
  await expect(status).toContainText('Your résumé is on file.');
  // Plain words for the applicant, never the pipeline's own names.
  await expect(status).not.toContainText(/\bnew\b|screening/);
  await axe.expectNoViolations();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await axe.expectNoViolations();

  // The same link with one character changed is a forged one.
  const altered = await page.goto(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`);
  expect(altered?.status()).toBe(403);
  await expect(page.getByTestId('application-status')).toContainText('This link has expired or is not valid');
  await page.goto(link);

  await page.getByLabel('Yes, delete my application and résumé.').check();
  await page.getByRole('button', { name: 'Delete my application' }).click();
  await expect(page.locator('#application-deleted')).toContainText('Your application and résumé have been deleted');
  await expect(page.getByTestId('application-status')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete my application' })).toHaveCount(0);
  await axe.expectNoViolations();

  // The link still opens, and says the same: nothing of the application is left to show.
  const again = await page.goto(link);
  expect(again?.status()).toBe(200);
  await expect(page.locator('#application-deleted')).toBeVisible();
  await expect(page.getByText('Budtender')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoViolations();
  await expectNoSidewaysScroll(page);
});

test('a forged or altered link opens nothing, says so and how to reach the store', async ({ page, axe }) => {
  // Two pages, each checked by axe at two widths: more than the default time on a busy machine.
  test.setTimeout(90_000);
  for (const token of ['forged-token', 'eyJhIjoiYiJ9.c2lnbmF0dXJl']) {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(`/learn/jobs/application/${token}`);
    expect(response?.status()).toBe(403);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByTestId('application-status')).toContainText('This link has expired or is not valid');
    await expect(page.getByTestId('application-status')).toContainText(/Call us at \S/);
    await expect(page.getByRole('button', { name: 'Delete my application' })).toHaveCount(0);
    await axe.expectNoViolations();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await axe.expectNoViolations();
  }
});
