import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoAccount, expectTargetSizes, signInAs } from './dashboard-support.ts';
import { addToCart, checkOut, shopperContext, shoppersPhone } from './shopper-support.ts';

/**
 * Demo products no other test orders, with only a few units on the shelf, so the overview's
 * low-stock list shows their exact count before and after.
 */
const SAUCE = {
  path: '/products/petoskey-stone-extracts-jealousy-live-resin-sauce',
  size: /^1 g/,
  sku: 'RR-CON-000088-1',
};
const BALM = { path: '/products/belle-isle-botanicals-warming-balm', size: /^56\.7 g/, sku: 'RR-TOP-000137-PK' };

/** New orders reach an open queue within one poll (ten seconds) and a page load. */
const NEXT_POLL = { timeout: 20_000 };

/** Units left of a size, as the overview's low-stock list shows them. */
async function stockOnOverview(page: Page, sku: string): Promise<number> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  return Number(await page.locator(`tr[data-sku="${sku}"] td`).last().textContent());
}

const queueCard = (page: Page, number: string) => page.locator(`article[data-order-number="${number}"]`);
const queueSection = (page: Page, name: RegExp) => page.getByRole('region', { name });

test.describe('the pickup queue', () => {
  test('a shopper’s order shows up without a reload, goes accept → ready → picked up, keeps its stock sold and earns points', async ({
    page: queue,
    context,
    browser,
    baseURL,
    axe,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, baseURL!, 'manager');
    const overview = await context.newPage();
    const lookup = await context.newPage();
    const shopper = await shopperContext(browser, baseURL!);
    const page = await shopper.newPage();
    const customerEmail = demoAccount('customer').email;

    const stockBefore = await stockOnOverview(overview, SAUCE.sku);
    expect(stockBefore).toBeGreaterThan(0);
    await queue.goto('/dashboard/orders');
    await expect(queue.getByRole('heading', { level: 1, name: 'Pickup queue' })).toBeVisible();
    await queue.evaluate(() => ((window as { queueOpenedAt?: number }).queueOpenedAt = Date.now()));

    // The demo customer orders through the storefront, signed in so the order earns points.
    await signInAs(shopper, baseURL!, 'customer');
    await addToCart(page, SAUCE, 1);
    const phone = shoppersPhone();
    const number = await checkOut(page, { name: 'Casey Customer', email: customerEmail, phone });

    // The open queue finds it on its own and says so politely.
    const card = queueCard(queue, number);
    await expect(queueSection(queue, /^New orders/).locator(`[data-order-number="${number}"]`)).toBeVisible(NEXT_POLL);
    // "New order RR-… from …", or "2 new orders: …" when another shopper was just as quick.
    await expect(
      queue
        .getByRole('status')
        .filter({ hasText: /new orders?\b/i })
        .filter({ hasText: number }),
    ).toHaveAttribute('aria-live', 'polite');
    expect(await queue.evaluate(() => (window as { queueOpenedAt?: number }).queueOpenedAt)).toBeDefined();
    await expect(card).toContainText('Casey Customer');
    await expect(card).toContainText('Jealousy Live Resin Sauce');
    await expect(card).toContainText(phone);
    await axe.expectNoViolations();
    // The customer's long email pushes the record link onto a line of its own in the narrow column.
    await expectTargetSizes(queue);

    // Checkout took the unit off the shelf.
    expect(await stockOnOverview(overview, SAUCE.sku)).toBe(stockBefore - 1);

    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(queueSection(queue, /^Being packed/).locator(`[data-order-number="${number}"]`)).toBeVisible();
    await expect(queue.getByRole('status').filter({ hasText: `Order ${number} accepted.` })).toBeVisible();
    await expect(card).toBeFocused();
    await card.getByRole('button', { name: 'Mark ready' }).click();
    await expect(queueSection(queue, /^Ready for pickup/).locator(`[data-order-number="${number}"]`)).toBeVisible();

    await lookup.goto(`/dashboard/customers/lookup?q=${encodeURIComponent(customerEmail)}`);
    const record = lookup.locator(`article[data-customer-email="${customerEmail}"]`);
    const pointsBefore = Number(await record.getByTestId('points-balance').textContent());

    await card.getByRole('button', { name: 'Picked up' }).click();
    await expect(queueSection(queue, /^Finished today/).locator(`[data-order-number="${number}"]`)).toBeVisible();
    await expect(card).toContainText('Picked up');
    await expect(card.getByRole('button')).toHaveCount(0);

    // The sale stands: the unit stays off the shelf, and today's sales count it.
    expect(await stockOnOverview(overview, SAUCE.sku)).toBe(stockBefore - 1);
    await expect(overview.getByTestId('sales-today')).not.toHaveText('$0.00');

    // The pickup earned the customer points, shown in the customer lookup.
    await lookup.reload();
    const earned = record.locator(`tr[data-order-number="${number}"]`).filter({ hasText: 'Earned on a pickup' });
    await expect(earned).toBeVisible();
    const points = Number((await earned.locator('td').last().textContent())!.replace('+', ''));
    expect(points).toBeGreaterThan(0);
    await expect(record.getByTestId('points-balance')).toHaveText(String(pointsBefore + points));
    await shopper.close();

    // The other two pages pass the same accessibility check.
    await queue.goto(`/dashboard/customers/lookup?q=${encodeURIComponent(customerEmail)}`);
    await expect(queue.getByRole('heading', { level: 1, name: 'Customer lookup' })).toBeVisible();
    await axe.expectNoViolations();
    await queue.goto('/dashboard');
    await expect(queue.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await axe.expectNoViolations();
  });

  test('cancelling needs a reason and puts the stock back on the shelf', async ({
    page: queue,
    context,
    browser,
    baseURL,
    axe,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, baseURL!, 'manager');
    const overview = await context.newPage();
    const shopper = await shopperContext(browser, baseURL!);
    const page = await shopper.newPage();

    const stockBefore = await stockOnOverview(overview, BALM.sku);
    await addToCart(page, BALM, 2);
    const number = await checkOut(page, { name: 'Gale Guest', email: `gale.${Date.now()}@example.com` });
    expect(await stockOnOverview(overview, BALM.sku)).toBe(stockBefore - 2);

    await queue.goto('/dashboard/orders');
    const card = queueCard(queue, number);
    await card.getByRole('button', { name: 'Cancel order…' }).click();
    const reason = card.getByLabel(`Why is order ${number} cancelled?`);
    await expect(reason).toBeFocused();
    await card.getByRole('button', { name: `Cancel order ${number}` }).click();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByText('Say why the order is cancelled')).toBeVisible();
    await axe.expectNoViolations();

    await reason.fill('The customer called: they cannot come in today');
    await card.getByRole('button', { name: `Cancel order ${number}` }).click();
    await expect(queueSection(queue, /^Finished today/).locator(`[data-order-number="${number}"]`)).toBeVisible();
    await expect(card).toContainText('Cancelled');
    await expect(card).toContainText('they cannot come in today');
    expect(await stockOnOverview(overview, BALM.sku)).toBe(stockBefore);

    // A second cancel (another register, a double click) is refused and changes nothing.
    const orderId = (await card.getAttribute('id'))!.replace(/^order-/, '');
    const again = await context.request.post(`/api/dashboard/orders/${orderId}/status`, {
      data: { to: 'cancelled', reason: 'Again' },
      headers: { Origin: baseURL! },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error).toBe(
      `Order ${number} is cancelled now, so it cannot be cancelled. The queue shows where it stands.`,
    );
    const missing = await context.request.post('/api/dashboard/orders/00000000-0000-4000-8000-000000000000/status', {
      data: { to: 'accepted' },
      headers: { Origin: baseURL! },
    });
    expect(missing.status()).toBe(404);
    expect(await stockOnOverview(overview, BALM.sku)).toBe(stockBefore);
    await shopper.close();
  });

  test('shoppers cannot reach the queue’s endpoints', async ({ context, baseURL }) => {
    await signInAs(context, baseURL!, 'customer');
    expect((await context.request.get('/api/dashboard/orders')).status()).toBe(403);
    const move = await context.request.post('/api/dashboard/orders/00000000-0000-4000-8000-000000000000/status', {
      data: { to: 'cancelled', reason: 'Not mine to cancel' },
      headers: { Origin: baseURL! },
    });
    expect(move.status()).toBe(403);
  });
});

test.describe('customer lookup', () => {
  test('finds the demo customer by name, keeps the query in the address, and refuses one letter', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, 'manager');
    await page.goto('/dashboard/customers/lookup');
    await page.getByLabel('Name, email or phone').fill('c');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers\/lookup\?q=c$/);
    await expect(page.getByLabel('Name, email or phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Type at least 2 characters of a name, email or phone number.')).toBeVisible();

    await page.getByLabel('Name, email or phone').fill('casey cust');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?q=casey\+cust$/);
    const record = page.locator(`article[data-customer-email="${demoAccount('customer').email}"]`);
    await expect(record.getByRole('heading', { name: 'Casey Customer' })).toBeVisible();
    await expect(record.getByTestId('points-balance')).toHaveText(/^\d+$/);
    await expect(record.getByText('Welcome points for the demo store')).toBeVisible();
  });
});
