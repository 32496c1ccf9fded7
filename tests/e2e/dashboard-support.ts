import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { DEMO_ACCOUNTS } from '#demo-store/accounts.ts';

export type DemoRole = 'admin' | 'manager' | 'customer';

/** The demo sign-in for a role (seeded with the store). */
export function demoAccount(role: DemoRole) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo ${role}`);
  return account;
}

/**
 * Signs a browser context (or request context) in through the JSON sign-in the dashboard uses,
 * so the session cookies land in it. Quicker than the form, and it counts no failures.
 */
export async function signInAs(
  target: BrowserContext | APIRequestContext,
  baseURL: string,
  role: DemoRole,
): Promise<void> {
  const { email, password } = demoAccount(role);
  const request = 'request' in target ? target.request : target;
  const response = await request.post(new URL('/api/auth/sign-in', baseURL).href, {
    data: { email, password },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`Signing in as ${role} failed: ${response.status()} ${await response.text()}`);
}

/** Signs in through the dashboard's own sign-in screen, as staff do. */
export async function signInOnDashboard(page: Page, role: DemoRole): Promise<void> {
  const { email, password } = demoAccount(role);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Fails with every control smaller than 24 by 24 px that crowds another (WCAG 2.2 target size,
 * which the `axe` fixture's WCAG 2.1 rules leave out).
 */
export async function expectTargetSizes(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  const crowded = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
  expect(crowded, `targets too small on ${page.url()}`).toEqual([]);
}

/**
 * The newest message to `address` on its subscribers-page history (admins) that holds a link under
 * `path` (`/newsletter/confirm/`), as the address's owner would open it.
 */
export async function linkFromHistory(page: Page, address: string, path: string): Promise<URL> {
  await page.goto(`/dashboard/inbox/subscribers?address=${encodeURIComponent(address)}`);
  const messages = page.getByTestId('subscriber-messages');
  await expect(messages).toBeVisible();
  const texts = await messages.locator('pre').allTextContents();
  for (const text of texts) {
    const found = new RegExp(`https?://\\S+${path}\\S+`).exec(text);
    if (found) return new URL(found[0]);
  }
  throw new Error(`No ${path} link among the messages to ${address}`);
}
