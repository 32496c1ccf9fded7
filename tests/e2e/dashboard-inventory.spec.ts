import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/** A page opened on a busy machine: its code and data may take a while. */
const LOADED = { timeout: 20_000 };

/**
 * The inventory pages of the default store, which keeps its own count on the shared server (no
 * INVENTORY_CREDENTIALS_KEY): an admin's source form refuses Metrc with the reason, beside the
 * fields; a manager's packages list says the store keeps its own count and filters the packages
 * not on the menu. Both pass axe at a desktop and a phone width.
 */
test.describe('a store’s inventory in the dashboard', () => {
  test('an admin’s source form refuses Metrc without the server’s key, saying why', async ({
    page,
    context,
    baseURL,
    axe,
  }) => {
    test.setTimeout(90_000);
    await signInAs(context, baseURL!, 'admin');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/inventory/source');
      await expect(page.getByRole('heading', { level: 1, name: 'Inventory source' })).toBeVisible(LOADED);
      await expect(page.getByText('No API key saved')).toBeVisible();
      await axe.expectNoViolations();
    }
    const form = page.getByRole('form', { name: 'Inventory source' });
    await form.getByLabel('Stock comes from').selectOption('metrc');
    await form.getByLabel('Metrc licence number').fill('AU-R-000555');
    await form.getByLabel('User API key').fill('a-key-that-is-never-kept');
    await form.getByRole('button', { name: 'Save the source' }).click();
    await expect(form.getByLabel('Stock comes from')).toHaveAttribute('aria-invalid', 'true', LOADED);
    await expect(page.getByText(/cannot come from Metrc yet/).first()).toBeVisible();
    await axe.expectNoViolations();
    await page.screenshot({ path: test.info().outputPath('inventory-source-390.png'), fullPage: true });
  });

  test('a manager lists the store’s packages and filters those not on the menu', async ({
    page,
    context,
    baseURL,
    axe,
  }) => {
    test.setTimeout(90_000);
    await signInAs(context, baseURL!, 'manager');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/inventory/packages');
      await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible(LOADED);
      await expect(page.getByText(/keeps its own count, so its packages do not decide its menu/)).toBeVisible();
      await axe.expectNoViolations();
    }
    const unlistedOnly = page.getByLabel('Only packages not on the menu');
    await unlistedOnly.click();
    await expect(unlistedOnly).toBeChecked(LOADED);
    await expect(page).toHaveURL(/[?&]show=unlisted/);
    await expect(page.getByText('Every package is on the menu.')).toBeVisible();
    await axe.expectNoViolations();
    await page.screenshot({ path: test.info().outputPath('packages-390.png'), fullPage: true });
  });
});
