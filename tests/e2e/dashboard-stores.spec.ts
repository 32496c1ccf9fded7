import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * A save answers once the server has written it and the page's data reloaded, and a page opened
 * from the navigation once its code and data arrived: both slow on a busy machine.
 */
const SAVED = { timeout: 20_000 };
/** The dashboard's first load on a server that just seeded itself waits for its catalog: slower still. */
const FIRST_LOAD = { timeout: 30_000 };

/**
 * Adding a store changes what every page of the deployment shows (the switcher, the stores list,
 * managers' stores), so these run against a store server of their own, never the suite's shared one.
 */
test.describe('the stores in the dashboard', () => {
  test.describe.configure({ mode: 'serial' });
  let store: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    store = await startStoreServer({});
    await waitUntilHealthy(store, 200_000);
  });
  test.afterAll(() => store?.stop());

  test('an admin adds a third store, the switcher offers it, and the settings page shows the chosen store', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: store.baseURL });
    await signInAs(context, store.baseURL, 'admin');
    const page = await context.newPage();

    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(FIRST_LOAD);
    // The demo's two stores: the switcher offers both, the default one chosen.
    await expect(page.getByRole('banner').getByLabel('Store').getByRole('option')).toHaveText([
      'Monroe (default)',
      'Ypsilanti',
    ]);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Stores' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible(SAVED);
    await expect(page.getByRole('row', { name: /Monroe/ })).toContainText('Open');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath('stores-list-1280.png'), fullPage: true });

    await page.getByRole('link', { name: 'Add a store' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a store' })).toBeVisible(SAVED);
    await expect(page.getByText('A new store has no stock')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('add-store-1280.png'), fullPage: true });

    const form = page.getByRole('form', { name: 'New store' });
    // Nothing typed: the server's messages show beside the fields, and no store is added.
    await form.getByRole('button', { name: 'Add the store' }).click();
    await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true', SAVED);
    await expect(form.getByLabel('Licence number 1')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Name', { exact: true }).fill('Chelsea');
    await form.getByLabel('Web address').fill('chelsea');
    await form.getByLabel('Street address').fill('118 S Main St');
    await form.getByLabel('City').fill('Chelsea');
    await form.getByLabel('ZIP code').fill('48118');
    await form.getByLabel('Municipality').fill('City of Chelsea');
    await form.getByLabel('Phone').fill('734 555 0188');
    await form.getByLabel('Email').fill('chelsea@example.com');
    await form.getByLabel('Licence number 1').fill('AU-R-000555');
    await form.getByRole('button', { name: 'Add a licence' }).click();
    await form.getByLabel('Licence number 2').fill('PC-000777');
    await form.getByLabel('Pickup has its own hours').check();
    const pickupMonday = form.getByRole('group', { name: 'Pickup' }).getByRole('group', { name: 'Monday' });
    await pickupMonday.getByLabel('Opens').fill('11:00');
    await form.getByRole('button', { name: 'Add the store' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Chelsea' })).toBeVisible(SAVED);
    await expect(page.getByText(/Store added\. It has no stock yet/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The switcher offers the three stores, the default one chosen.
    const switcher = page.getByRole('banner').getByLabel('Store');
    await expect(switcher).toBeVisible();
    await expect(switcher.getByRole('option')).toHaveText(['Monroe (default)', 'Ypsilanti', 'Chelsea']);
    await page.screenshot({ path: test.info().outputPath('switcher-1280.png') });

    await page.goto('/dashboard/settings');
    const details = page.getByRole('form', { name: 'Store details' });
    await expect(details.getByLabel('Street address')).not.toHaveValue('118 S Main St');
    await page.getByRole('banner').getByLabel('Store').selectOption('chelsea');
    await expect(page).toHaveURL(/\/dashboard\/settings\?store=chelsea$/);
    await expect(details.getByLabel('Street address')).toHaveValue('118 S Main St', SAVED);
    await expect(details.getByLabel('Adult-use licence')).toHaveValue('AU-R-000555');
    await expect(page.getByText(/^Chelsea’s online ordering, details, hours/)).toBeVisible();

    // The chosen store stays in the address from page to page, and the calls carry it.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/dashboard/')) calls.push(request.url());
    });
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pickup queue' })).toBeVisible(SAVED);
    await expect(page).toHaveURL(/\/dashboard\/orders\?store=chelsea$/);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((url) => !url.includes('store=chelsea'))).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/stores?store=chelsea');
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible(SAVED);
    await page.screenshot({ path: test.info().outputPath('stores-list-390.png'), fullPage: true });
    await page.screenshot({ path: test.info().outputPath('switcher-390.png') });
    await page.goto('/dashboard/stores/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a store' })).toBeVisible(SAVED);
    await page.screenshot({ path: test.info().outputPath('add-store-390.png'), fullPage: true });
    await context.close();
  });
});
