import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, checkOut } from './shopper-support.ts';

/**
 * The pages after checkout: the tracker and the receipt's refusals, and an open receipt following
 * its order as the store moves it. Found receipts, timelines and the rate limit are also covered
 * against the database in tests/integration/order-receipts.test.ts.
 */
const NOT_FOUND = 'We could not find an order with that number and email or phone.';

test.describe('order tracker', () => {
  test('an order that does not exist gets the one not-found answer, and the form keeps what was typed', async ({
    page,
    axe,
  }) => {
    await page.goto('/order-tracker');
    await expect(page.getByRole('heading', { name: 'Track your order' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await axe.expectNoViolations();

    await page.getByLabel('Order number').fill('rr 000-00o');
    await page.getByLabel('Email or phone').fill('(734) 555-0100');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Find my order' }).click();
    expect((await answer).status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
    await expect(page.getByLabel('Order number')).toHaveValue('rr 000-00o');
    await expect(page.getByTestId('tracked-order')).toHaveCount(0);
    await axe.expectNoViolations();

    await page.getByLabel('Email or phone').fill('Someone@Example.com');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
  });

  test('puts each input problem beside its field', async ({ page, axe }) => {
    await page.goto('/order-tracker');
    await page.getByLabel('Order number').fill('12345');
    await page.getByLabel('Email or phone').fill('not a phone');
    await page.getByRole('button', { name: 'Find my order' }).click();
    const number = page.getByLabel('Order number');
    const contact = page.getByLabel('Email or phone');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-number-error')).toHaveText(
      'An order number is RR- and six letters or digits, like RR-7K3Q9P.',
    );
    await expect(contact).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-contact-error')).toHaveText(
      'Enter an email address, or a 10-digit US phone number like (734) 555-0123.',
    );
    await axe.expectNoViolations();

    await number.fill('');
    await contact.fill('name@');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect(page.locator('#field-number-error')).toHaveText('Enter your order number, like RR-7K3Q9P.');
    await expect(page.locator('#field-contact-error')).toHaveText('Enter an email address like name@example.com.');
  });

  test('a GET with a query shows only the empty form', async ({ page }) => {
    const response = await page.goto('/order-tracker?number=RR-000000&contact=7345550100');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByLabel('Order number')).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('receipt links that do not open an order', () => {
  test('the thank-you page answers 404, says so and points to the tracker', async ({ page, axe }) => {
    for (const path of [
      '/thank-you',
      '/thank-you?order=RR-000000&key=not-the-key',
      '/thank-you?order=%3Cscript%3E&key=%E2%9C%93',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['cache-control'], path).toContain('no-store');
      await expect(page.getByRole('heading', { name: "We can't show this receipt" })).toBeVisible();
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await axe.expectNoViolations();
    await page.getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(/\/order-tracker$/);
  });

  test('the calendar file answers 404 for a missing or wrong key', async ({ request }) => {
    for (const query of [
      '',
      '?order=RR-000000',
      '?order=RR-000000&key=not-the-key',
      `?order=x&key=${'k'.repeat(5000)}`,
    ]) {
      const response = await request.get(`/api/orders/calendar.ics${query}`);
      expect(response.status(), query).toBe(404);
      expect(response.headers()['content-type']).toContain('text/plain');
      expect(await response.text()).toBe('No order matches that link.');
    }
  });
});

test.describe('an open receipt', () => {
  test('follows the order without a reload as the store accepts it, gets it ready and hands it over', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    // The page's clock is the test's: the receipt asks every 10 s, and the test moves time on.
    await page.clock.install();
    await addToCart(page, { path: '/products/huron-valley-growers-chemdawg', size: /^3\.5 g/ }, 1);
    const number = await checkOut(page, { name: 'Riley Receipt', email: `riley.${Date.now()}@example.com` });
    const status = page.getByRole('status').filter({ hasText: /^(Placed|Accepted|Ready for pickup|Picked up)\./ });
    await expect(status).toHaveText(/^Placed\. We will have it ready for you/);
    await page.evaluate(() => Object.assign(window, { receiptTestMarker: 'still here' }));

    const staff = await browser.newContext({ baseURL });
    await signInAs(staff, baseURL!, 'manager');
    const found = await staff.request.get(`/api/dashboard/orders/search?q=${number}`);
    const { id } = ((await found.json()) as { rows: { id: string; number: string }[] }).rows.find(
      (row) => row.number === number,
    )!;
    const move = async (to: string) => {
      const answer = await staff.request.post(`/api/dashboard/orders/${id}/status`, {
        data: { to },
        headers: { Origin: baseURL! },
      });
      expect(answer.status(), to).toBe(200);
    };

    await move('accepted');
    await page.clock.fastForward(10_000);
    await expect(status).toHaveText(/^Accepted\. We are getting it ready/);
    await move('ready');
    await page.clock.fastForward(10_000);
    await expect(status).toHaveText(/^Ready for pickup\. It is packed and waiting at the counter/);
    await move('picked_up');
    await page.clock.fastForward(10_000);
    await expect(status).toHaveText(/^Picked up\. Thank you/);
    expect(await page.evaluate(() => (window as { receiptTestMarker?: string }).receiptTestMarker)).toBe('still here');

    // A picked-up order changes no more: the page stops asking.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/orders/status')) asked.push(request.url());
    });
    await page.clock.fastForward(60_000);
    expect(asked).toEqual([]);
    await staff.close();
  });
});
