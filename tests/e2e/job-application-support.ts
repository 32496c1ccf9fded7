import type { Page } from '@playwright/test';
import { tinyPdf } from '../support/resume-files.ts';
import { expect } from './fixtures.ts';

/** Applies for the seeded Budtender posting with a PDF résumé named `resume`, and waits for the thank-you. */
export async function applyForBudtender(
  page: Page,
  { name, email, resume }: { name: string; email: string; resume: string },
): Promise<void> {
  await page.goto('/learn/jobs/budtender');
  const form = page.locator('form[data-application-form]');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('734 555 0142');
  await form.getByLabel('Résumé', { exact: true }).setInputFiles({
    name: resume,
    mimeType: 'application/pdf',
    buffer: Buffer.from(tinyPdf(name)),
  });
  await form.getByLabel('I am 21 or older.').check();
  await form.getByLabel(/may keep my application/).check();
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.locator('#application-sent')).toContainText('we have your application');
}
