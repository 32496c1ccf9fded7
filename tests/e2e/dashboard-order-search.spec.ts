import { expect, test } from './fixtures.ts';
import { expectTargetSizes, signInAs } from './dashboard-support.ts';
import { addToCart, checkOut, shopperContext } from './shopper-support.ts';

const CHEMDAWG = { path: '/products/huron-valley-growers-chemdawg', size: /^3\.5 g/ };
/** A number no other test checks out with, typed at checkout one way and searched another. */
const PHONE_AT_CHECKOUT = '(586) 555-0163';

test.describe('every order and every customer', () => {
  test('a manager finds a guest’s order by phone typed another way, opens it in full, moves it on, and finds the guest in customer lookup', async ({
    page,
    context,
    browser,
    baseURL,
    axe,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, baseURL!, 'manager');
    const shopper = await shopperContext(browser, baseURL!);
    const shop = await shopper.newPage();
    const email = `harper.${Date.now()}@example.com`;
    await addToCart(shop, CHEMDAWG, 1);
    const number = await checkOut(shop, { name: 'Harper Guestley', email, phone: PHONE_AT_CHECKOUT });
    await shopper.close();

    // The queue has the order, and every control on it is a large enough target.
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Pickup queue' })).toBeVisible();
    await expect(page.locator(`article[data-order-number="${number}"]`)).toBeVisible();
    await axe.expectNoViolations();
    await expectTargetSizes(page);

    // All orders, searched by the phone written differently; the search lives in the address.
    await page.getByRole('navigation', { name: 'Orders' }).getByRole('link', { name: 'All orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All orders' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/orders\?view=all$/);
    await page.getByLabel('Order number, name, email or phone').fill('586-555-0163');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\?view=all&q=586-555-0163$/);
    const results = page.getByRole('table', { name: /Orders, newest first/ });
    await expect(results.getByRole('row')).toHaveCount(2);
    const row = results.locator(`tr[data-order-number="${number}"]`);
    await expect(row).toContainText('Harper Guestley');
    await expect(row).toContainText('Guest');
    await expect(row).toContainText(PHONE_AT_CHECKOUT);
    await expect(row).toContainText('Placed');
    const total = (await row.locator('td').last().textContent())!;
    expect(total).toMatch(/^\$\d+\.\d{2}$/);
    await axe.expectNoViolations();
    await expectTargetSizes(page);

    // A reload keeps the search; the order opens in full.
    await page.reload();
    await row.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    const items = page.getByRole('table', { name: `Items in order ${number}, at the prices it was placed at` });
    await expect(items.getByRole('row', { name: /Chemdawg/ })).toContainText('3.5 g');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    const history = page.getByRole('table', {
      name: `Status history of order ${number}, oldest first; times are the store’s`,
    });
    await expect(history.locator('tr[data-status="placed"]')).toContainText('Harper Guestley (guest checkout)');
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText(PHONE_AT_CHECKOUT);
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText(email);
    await axe.expectNoViolations();
    await expectTargetSizes(page);

    // The queue's moves work here too, and the history says who made them.
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${number} accepted.` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Status: Accepted' })).toBeFocused();
    await expect(history.locator('tr[data-status="accepted"]')).toContainText('Morgan Manager (staff');
    await expect(page.getByRole('button', { name: 'Mark ready' })).toBeVisible();

    // Back to the same search.
    await page.getByRole('link', { name: 'Back to the search' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\?view=all&q=586-555-0163$/);
    await expect(results.locator(`tr[data-order-number="${number}"]`)).toContainText('Accepted');

    // Customer lookup finds the guest by the phone written a third way, with the order.
    await page.goto('/dashboard/customers/lookup?q=5865550163');
    const guest = page.locator(`article[data-guest-email="${email}"]`);
    await expect(guest.getByRole('heading', { name: /Harper Guestley/ })).toBeVisible();
    await expect(guest).toContainText(PHONE_AT_CHECKOUT);
    await axe.expectNoViolations();
    await guest.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();

    // Leave the queue as it was: the order is cancelled and its stock goes back.
    await page.getByRole('button', { name: 'Cancel order…' }).click();
    await page.getByLabel(`Why is order ${number} cancelled?`).fill('Test order, not picked up');
    await page.getByRole('button', { name: `Cancel order ${number}` }).click();
    await expect(history.locator('tr[data-status="cancelled"]')).toContainText('Test order, not picked up');
    await expect(page.getByRole('button', { name: 'Mark ready' })).toHaveCount(0);
  });

  test('a search that does not read says so beside its field, and the address can be shared', async ({
    page,
    context,
    baseURL,
    axe,
  }) => {
    await signInAs(context, baseURL!, 'manager');
    // On purpose: the search endpoint answers this address 400, which the browser logs as a failed request.
    await page.goto('/dashboard/orders?view=all&from=yesterday&status=lost');
    await expect(page.getByRole('heading', { level: 1, name: 'All orders' })).toBeVisible();
    await expect(page.getByLabel('Placed from')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Placed from')).toHaveAccessibleDescription(
      /Enter the first day as a date, like 2026-11-25\./,
    );
    await expect(page.getByLabel('Status')).toHaveAccessibleDescription(/Choose a status from the list\./);
    await expect(page.getByRole('table')).toHaveCount(0);
    await axe.expectNoViolations();

    await page.getByLabel('Placed from').fill('2026-01-01');
    await page.getByLabel('Status').selectOption('placed');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?view=all&from=2026-01-01&status=placed$/);
    await expect(page.getByLabel('Placed from')).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('heading', { level: 2, name: /orders?, newest first|No orders match/ })).toBeVisible();
  });
});
