import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { standInForThirdParties } from '../support/third-party-stand-ins.ts';
import { signInAs } from './dashboard-support.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

const STORE_ZONE = 'America/Detroit';
const CHEMDAWG = '/products/huron-valley-growers-chemdawg';
/** A save answers once the server has written it and the page's data reloaded: slow on a busy machine. */
const SAVED = { timeout: 20_000 };

/** The store's date `days` after today, on the store's clock, as a date input takes it. */
function storeDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_ZONE }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** An instant's store-local date and time ('YYYY-MM-DD HH:MM'), as a pickup time reads there. */
function storeMoment(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * Holidays and the pause switch change what every shopper of a store sees, so these run against
 * a store of their own, never the suite's shared one.
 */
test.describe('holiday closures and pausing online ordering', () => {
  test.describe.configure({ mode: 'serial' });
  let store: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    store = await startStoreServer({});
    await waitUntilHealthy(store, 200_000);
  });
  test.afterAll(() => store?.stop());

  async function contextOf(browser: Browser, role: 'admin' | 'shopper'): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: store.baseURL, timezoneId: STORE_ZONE });
    await standInForThirdParties(context);
    if (role === 'admin') await signInAs(context, store.baseURL, 'admin');
    else await context.addCookies([{ name: AGE_COOKIE, value: 'adult', url: store.baseURL }]);
    return context;
  }

  async function addToCart(page: Page): Promise<void> {
    await page.goto(`${store.baseURL}${CHEMDAWG}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^3\.5 g/ }) });
    await row.getByRole('button', { name: /Add to cart/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Added / })).toBeVisible();
  }

  test('a holiday closed today and a short day tomorrow reach the header, the footer, the contact page and checkout', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = await (await contextOf(browser, 'admin')).newPage();
    await admin.goto('/dashboard/settings');
    const holidays = admin.getByRole('form', { name: 'Holiday closures' });
    await holidays.getByRole('button', { name: 'Add a holiday' }).click();
    await holidays.getByLabel('Date').fill(storeDate(0));
    await holidays.getByLabel('Name').fill('Inventory day');
    await holidays.getByRole('button', { name: 'Add a holiday' }).click();
    const second = holidays.getByRole('group').nth(1);
    await second.getByLabel('Date').fill(storeDate(1));
    await second.getByLabel('Name').fill('Half day');
    await second.getByLabel(/Open shorter hours/).check();
    await second.getByLabel('Opens').fill('12:00');
    await second.getByLabel('Closes').fill('15:00');
    await holidays.getByRole('button', { name: 'Save holiday closures' }).click();
    await expect(admin.getByText('Saved. The store shows it now.')).toBeVisible(SAVED);
    await expect(admin.getByTestId('audit-log')).toContainText('Holiday closures: added');

    const shopper = await (await contextOf(browser, 'shopper')).newPage();
    await shopper.goto('/');
    await expect(shopper.locator('header [data-store-status]')).toHaveText(
      /Closed for Inventory day · Opens 12 PM tomorrow/,
    );
    const listed = shopper.locator('footer table[data-holiday-hours]');
    await expect(listed.getByRole('row', { name: /Inventory day/ })).toContainText('Closed');
    await expect(listed.getByRole('row', { name: /Half day/ })).toContainText('12 PM – 3 PM');
    await shopper.goto('/contact');
    await expect(shopper.locator('main table[data-holiday-hours]')).toContainText('Half day');

    // Checkout offers nothing today and only the short hours tomorrow.
    await addToCart(shopper);
    await shopper.goto('/checkout');
    const offered = await shopper
      .getByLabel('Pickup time')
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const moments = offered.map(storeMoment);
    expect(moments.filter((moment) => moment.startsWith(storeDate(0)))).toEqual([]);
    expect(moments.filter((moment) => moment.startsWith(storeDate(1))).map((moment) => moment.slice(11))).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);
    expect(moments.some((moment) => moment.startsWith(storeDate(2)))).toBe(true);
  });

  test('a paused store says so on the menu, in the cart and at checkout, and takes orders again once switched back', async ({
    browser,
    page: shopper,
    context,
    axe,
  }) => {
    test.setTimeout(180_000);
    const message = 'We are counting inventory; ordering is back at 2 PM.';
    const admin = await (await contextOf(browser, 'admin')).newPage();
    await admin.goto('/dashboard/settings');
    const ordering = admin.getByRole('form', { name: 'Online ordering' });
    await ordering.getByLabel('Pause online ordering').check();
    await ordering.getByRole('button', { name: 'Save online ordering' }).click();
    // A pause needs the sentence shoppers read.
    await expect(ordering.getByLabel('Message to shoppers')).toHaveAttribute('aria-invalid', 'true', SAVED);
    await ordering.getByLabel('Message to shoppers').fill(message);
    await ordering.getByRole('button', { name: 'Save online ordering' }).click();
    await expect(admin.getByText('Online ordering is paused: shoppers cannot place orders.')).toBeVisible(SAVED);

    // The shopper is the test's own page (the one axe checks), past the age gate of this store.
    await context.addCookies([{ name: AGE_COOKIE, value: 'adult', url: store.baseURL }]);
    await shopper.goto(`${store.baseURL}/`);
    const notice = shopper.getByRole('region', { name: 'Online ordering is paused' });
    await expect(notice).toContainText(message);
    await axe.expectNoViolations();
    await addToCart(shopper);
    await shopper.getByRole('button', { name: /^Cart/ }).click();
    const drawer = shopper.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.locator('[data-ordering-paused]')).toContainText(message);
    await expect(drawer.getByRole('link', { name: 'Check out' })).toHaveCount(0);
    await shopper.goto(`${store.baseURL}/checkout`);
    await expect(shopper.locator('main [data-ordering-paused]')).toContainText(message);
    await expect(shopper.getByRole('button', { name: 'Place order, pay at pickup' })).toHaveCount(0);

    await admin.reload();
    await admin.getByRole('form', { name: 'Online ordering' }).getByLabel('Pause online ordering').uncheck();
    await admin
      .getByRole('form', { name: 'Online ordering' })
      .getByRole('button', { name: 'Save online ordering' })
      .click();
    await expect(admin.getByText('Shoppers can place orders for pickup.')).toBeVisible(SAVED);
    await shopper.goto(`${store.baseURL}/checkout`);
    await expect(shopper.getByRole('button', { name: 'Place order, pay at pickup' })).toBeVisible();
    await expect(shopper.getByRole('region', { name: 'Online ordering is paused' })).toHaveCount(0);
  });
});
