import type { Page } from '@playwright/test';
import { signInAs } from './dashboard-support.ts';
import { registerAndSignIn } from './account-support.ts';
import { expect, test } from './fixtures.ts';
import { fillCheckout } from './shopper-support.ts';

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });
const quantityOf = (page: Page, name: string) =>
  page.getByRole('spinbutton', { name: `Quantity of ${name}`, exact: true });
const TEE = 'Lake Erie Tie-Dye Tee';

test('the demo customer sees their points and what they are worth on the account, and follows them to rewards', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  await signInAs(context, baseURL!, 'customer');
  // Other tests spend and earn the demo customer's points meanwhile, so the two pages are compared
  // with each other until they agree (the demo store gives the customer 250 to start with).
  await expect
    .poll(async () => {
      await page.goto('/account');
      const onAccount = await page.getByTestId('account-points-balance').textContent();
      await page.getByRole('link', { name: 'Rewards: how points work and your history' }).click();
      await expect(page).toHaveURL(/\/rewards$/);
      return onAccount === (await page.getByTestId('rewards-balance').textContent()) ? onAccount : 'the pages disagree';
    })
    .toMatch(/^\d+$/);

  await page.goto('/account');
  const points = page.getByRole('region', { name: 'Your points' });
  const balance = Number(await points.getByTestId('account-points-balance').textContent());
  // The store's tiers: 100 points for $5, 250 for $15, 500 for $35 off.
  const worth = balance >= 500 ? '$35.00' : balance >= 250 ? '$15.00' : balance >= 100 ? '$5.00' : null;
  if (worth) await expect(points).toContainText(`Worth ${worth} off an order now`);
  else await expect(points).toContainText('Not enough yet for money off');
  await expect(points.getByRole('link', { name: 'Your referral code' })).toHaveAttribute('href', '/account/referral');
  await axe.expectNoViolations();
});

test('a customer orders a past order again from their orders, and is told which size sold out since', async ({
  page,
  playwright,
  baseURL,
  axe,
}) => {
  // Registering, checking out and a manager's stock change come first.
  test.slow();
  const email = `reorder.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await registerAndSignIn(page, { name: 'Remy Reorder', email: email, password: 'Lake Erie sunsets 2026' });
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/quick-order');
  await quantityOf(page, `${TEE}, M`).fill('2');
  await quantityOf(page, `${TEE}, L`).fill('1');
  // Each quick-order box is named by its size's variant id.
  const large = { variantId: (await quantityOf(page, `${TEE}, L`).getAttribute('name'))! };
  await page.getByRole('form', { name: 'Quick order' }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

  await page.goto('/checkout');
  await fillCheckout(page, { phone: '(734) 555-0188' });
  await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);
  const number = new URL(page.url()).searchParams.get('order')!;
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  // The large sells out after the order.
  const manager = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  await signInAs(manager, baseURL!, 'manager');
  expect(
    (await manager.patch(`/api/dashboard/catalog/variants/${large.variantId}`, { data: { stock: 0 } })).status(),
  ).toBe(200);
  await manager.dispose();

  await page.goto('/account/orders');
  const order = page.locator(`[data-order-number="${number}"]`);
  await order.getByRole('button', { name: `Order again: ${number}` }).click();
  const outcome = order.getByRole('status');
  await expect(outcome).toContainText('Added 1 size to your cart.');
  await expect(outcome.getByRole('listitem')).toHaveText([`${TEE}, L: not added. Sold out.`]);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await axe.expectNoViolations();

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('group', { name: new RegExp(`Quantity of ${TEE}, M`) })).toContainText('2');
  await expect(drawer.getByRole('group', { name: new RegExp(`Quantity of ${TEE}, L`) })).toHaveCount(0);
});
