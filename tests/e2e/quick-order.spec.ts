import type { Page } from '@playwright/test';
import { registerAndSignIn } from './account-support.ts';
import { expect, test } from './fixtures.ts';
import { fillCheckout } from './shopper-support.ts';

const CHEMDAWG = '/products/huron-valley-growers-chemdawg';

/** The quantity box of one Chemdawg size on the quick-order list, e.g. '3.5 g (eighth)'; a product's sizes share a row group. */
function quantityOf(page: Page, size: string) {
  return page
    .getByRole('rowgroup')
    .filter({ has: page.locator(`a[href="${CHEMDAWG}"]`) })
    .getByRole('spinbutton', { name: `Quantity of Chemdawg, ${size}`, exact: true });
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });
const form = (page: Page) => page.getByRole('form', { name: 'Quick order' });
/** The add-to-cart confirmation (a live region at the top of the screen). */
const notice = (page: Page) => page.getByRole('status').filter({ hasText: /^Added / });

test('two sizes added at once are counted in the header', async ({ page, axe }) => {
  // axe reads every one of the list's hundreds of sizes, which takes a while on a busy machine.
  test.slow();
  await page.goto('/quick-order');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick order');
  await expect(page.getByRole('heading', { level: 2, name: 'Flower' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  await quantityOf(page, '3.5 g (eighth)').fill('2');
  await quantityOf(page, '7 g (quarter)').fill('1');
  await form(page).getByRole('button', { name: 'Add to cart' }).click();

  await expect(notice(page)).toHaveText('Added 2 sizes to your cart. Your cart has 3 items.');
  await expect(notice(page)).toBeInViewport();
  await expect(form(page).getByRole('status')).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(quantityOf(page, '3.5 g (eighth)')).toHaveValue('0');
  await axe.expectNoViolations();

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('group', { name: /Quantity of Chemdawg, 3\.5 g/ })).toContainText('2');
  await expect(drawer.getByRole('group', { name: /Quantity of Chemdawg, 7 g/ })).toContainText('1');
});

test('a size past the purchase limit is refused beside it and in the notice while the others go in', async ({
  page,
}) => {
  await page.goto('/quick-order');
  await quantityOf(page, '28 g (ounce)').fill('3');
  await quantityOf(page, '3.5 g (eighth)').fill('1');
  await form(page).getByRole('button', { name: 'Add to cart' }).click();

  const refusal = /That would pass the adult-use limit of 2\.5 oz per visit/;
  await expect(notice(page)).toContainText('Added 1 size to your cart. Not added: Chemdawg, 28 g (ounce): ');
  await expect(notice(page)).toContainText(refusal);
  await expect(quantityOf(page, '28 g (ounce)')).toHaveAccessibleDescription(refusal);
  await expect(quantityOf(page, '28 g (ounce)')).toHaveValue('3');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the links at the top jump to each category of the list', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/quick-order');
    const categories = page.getByRole('navigation', { name: 'Jump to a category' });
    await expect(categories.getByRole('link')).not.toHaveCount(0);
    const edibles = page.getByRole('heading', { level: 2, name: 'Edibles', exact: true });
    await expect(edibles).not.toBeInViewport();
    await categories.getByRole('link', { name: /^Edibles \(\d+ products?\)$/ }).click();
    await expect(page).toHaveURL(/\/quick-order#section-edibles$/);
    await expect(edibles).toBeInViewport();
  });

  test('the list is readable and says adding needs JavaScript', async ({ page }) => {
    await page.goto('/quick-order');
    // Playwright's scripts-off Chromium does not lay out <noscript>: its words are checked in the HTML.
    expect(await page.content()).toContain('Adding to the cart needs JavaScript.');
    await expect(quantityOf(page, '3.5 g (eighth)')).toBeVisible();
    await expect(form(page).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});

test('a signed-in customer orders a past order again from the list', async ({ page }) => {
  // Registering and checking out come first.
  test.slow();
  const email = `again.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await registerAndSignIn(page, { name: 'Ari Again', email: email, password: 'Lake Huron sunsets 77' });
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/quick-order');
  await expect(page.getByRole('heading', { name: 'Order again' })).toBeVisible();
  await expect(page.getByText('Nothing from your recent orders is in stock right now.')).toBeVisible();
  await quantityOf(page, '3.5 g (eighth)').fill('2');
  await form(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  await page.goto('/checkout');
  await fillCheckout(page, { phone: '(734) 555-0177' });
  await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);
  const number = new URL(page.url()).searchParams.get('order')!;

  await page.goto('/quick-order');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  const again = page.getByRole('listitem').filter({ hasText: number });
  await expect(again).toContainText('1 size');
  await again.getByRole('button', { name: `Order again: ${number}` }).click();
  await expect(again.getByRole('status')).toHaveText('Added 1 size to your cart.');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('the list is the same for every signed-out visitor, so it is served from the page cache', async ({ request }) => {
  const headers = { cookie: 'age_verified=adult' };
  await request.get('/quick-order', { headers });
  const again = await request.get('/quick-order', { headers });
  expect(again.headers()['x-cache']).toBe('HIT');
  const signedIn = await request.get('/quick-order', { headers: { cookie: 'age_verified=adult; rr_signed_in=1' } });
  expect(signedIn.headers()['x-cache']).not.toBe('HIT');
});
