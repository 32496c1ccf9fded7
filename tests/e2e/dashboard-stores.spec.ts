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
 * managers' stores), and a store's own prices and stock change its menu, so these run against a
 * store server of their own, never the suite's shared one.
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

  // A store's own sizes: Ypsilanti's own price set in the product editor and returned to the
  // catalog's from the menu board, and Monroe (both licences) keeping its medical stock apart while
  // Ypsilanti (adult-use only) cannot.
  test('an admin sets Ypsilanti’s own price in the editor and returns it to the catalog’s on the board', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: store.baseURL });
    await signInAs(context, store.baseURL, 'admin');
    const page = await context.newPage();

    await page.goto('/dashboard/menu?store=ypsilanti');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible(FIRST_LOAD);
    const firstRow = page.getByRole('row').nth(1);
    const sku = await firstRow.getAttribute('data-sku');
    await expect(firstRow).toContainText('The catalog’s');
    await firstRow.getByRole('link').first().click();

    const sizes = page.getByRole('region', { name: 'Sizes' });
    await expect(sizes).toContainText('Prices above are the catalog’s; Ypsilanti follows them', SAVED);
    const prices = sizes.getByRole('form', { name: /at Ypsilanti$/ }).first();
    const adult = prices.getByLabel('Adult-use price at Ypsilanti ($)');
    await expect(adult).toHaveValue('');
    await expect(prices).toContainText('Follows the catalog’s');
    await adult.fill('1.23');
    await prices.getByRole('button', { name: 'Save at Ypsilanti' }).click();
    await expect(prices).toContainText('Ypsilanti’s own price. Blank: the catalog’s', SAVED);
    await expect(adult).toHaveValue('1.23');
    await expectNoAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await sizes.screenshot({ path: test.info().outputPath(`editor-store-prices-${width}.png`) });
    }

    await page.goto('/dashboard/menu?store=ypsilanti');
    const row = page.locator(`tr[data-sku="${sku}"]`);
    await expect(row).toContainText('Ypsilanti’s own', FIRST_LOAD);
    await expect(row.getByLabel(/^Adult-use price of/)).toHaveValue('1.23');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('board-own-price-1280.png') });
    await row.getByRole('button', { name: /^Use the catalog’s adult-use price for/ }).click();
    await expect(row).not.toContainText('Ypsilanti’s own', SAVED);
    await expect(row.getByLabel(/^Adult-use price of/)).not.toHaveValue('1.23');
    // Monroe's board, the default store's, still shows the catalog's prices as its own.
    await page.goto('/dashboard/menu?store=monroe');
    await expect(page.locator(`tr[data-sku="${sku}"]`)).not.toContainText('own', FIRST_LOAD);
    await context.close();
  });

  test('Monroe, with both licences, keeps its medical stock apart; Ypsilanti cannot, and says why', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: store.baseURL });
    await signInAs(context, store.baseURL, 'admin');
    const page = await context.newPage();

    await page.goto('/dashboard/stores?store=monroe');
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible(FIRST_LOAD);
    await page
      .getByRole('row', { name: /Ypsilanti/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ypsilanti' })).toBeVisible(SAVED);
    const ypsi = page.getByRole('form', { name: 'Medical and adult-use stock' });
    await expect(ypsi.getByLabel('Keep medical and adult-use stock apart')).toBeDisabled();
    await expect(ypsi).toContainText('this store has no medical provisioning center licence');
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/stores?store=monroe');
    await page
      .getByRole('row', { name: /Monroe/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Monroe' })).toBeVisible(SAVED);
    const monroe = page.getByRole('form', { name: 'Medical and adult-use stock' });
    const apart = monroe.getByLabel('Keep medical and adult-use stock apart');
    await expect(apart).toBeEnabled();
    await apart.check();
    await monroe.getByRole('button', { name: 'Save stock keeping' }).click();
    // The page reloads the store as saved.
    await expect(page.getByRole('region', { name: 'Medical and adult-use stock' })).toContainText(
      'patients buy from the medical one',
      SAVED,
    );
    await expectNoAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`store-stock-apart-${width}.png`), fullPage: true });
    }

    // The board shows and edits each size's two counts.
    const storePage = page.url();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/menu?store=monroe');
    const row = page.getByRole('row').nth(1);
    const medical = row.getByLabel(/^Medical stock of/);
    await expect(medical).toHaveValue('0', FIRST_LOAD);
    await expect(row.getByLabel(/^Adult-use stock of/)).toBeVisible();
    await medical.fill('3');
    await row.getByRole('button', { name: /^Save / }).click();
    await expect(row.getByRole('status')).toHaveText('Saved', SAVED);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('board-two-counts-1280.png') });
    await page.reload();
    await expect(
      page
        .getByRole('row')
        .nth(1)
        .getByLabel(/^Medical stock of/),
    ).toHaveValue('3', FIRST_LOAD);
    await page
      .getByRole('row')
      .nth(1)
      .getByLabel(/^Medical stock of/)
      .fill('0');
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Save / })
      .click();
    await expect(page.getByRole('row').nth(1).getByRole('status')).toHaveText('Saved', SAVED);
    await page.goto(storePage);

    // Its medical licence stays while the stock is apart: the store form's save is refused, saying why.
    const details = page.getByRole('form', { name: 'Store details' });
    await expect(details).toBeVisible(FIRST_LOAD);
    await details.getByRole('button', { name: 'Remove licence 2' }).click();
    await details.getByRole('button', { name: 'Save the store' }).click();
    await expect(details.getByRole('alert')).toContainText(
      'Monroe keeps medical and adult-use stock apart, so it keeps both its adult-use retailer and medical provisioning center licences.',
      SAVED,
    );

    await page.reload();
    const again = page.getByRole('form', { name: 'Medical and adult-use stock' });
    await again.getByLabel('Keep medical and adult-use stock apart').uncheck();
    await again.getByRole('button', { name: 'Save stock keeping' }).click();
    await expect(page.getByRole('region', { name: 'Medical and adult-use stock' })).toContainText(
      'One stock: patients and adult-use customers buy from the same count',
      SAVED,
    );
    await context.close();
  });
});
