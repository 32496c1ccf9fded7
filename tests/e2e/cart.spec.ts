import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const CHEMDAWG = '/products/huron-valley-growers-chemdawg';
const money = /\$[\d,]+\.\d{2}/;

/** The row of a size in the product page's table, e.g. /^3\.5 g/. */
function sizeRow(page: Page, size: RegExp) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: size }) });
}

/** Adds `quantity` of a size from the product page; returns what the page said beside the button (a refusal). */
async function addSize(page: Page, size: RegExp, quantity: number) {
  const row = sizeRow(page, size);
  await row.getByRole('spinbutton', { name: /Quantity of/ }).fill(String(quantity));
  await row.getByRole('button', { name: /Add to cart/ }).click();
  return row.getByRole('status');
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });
/** The add-to-cart confirmation (a live region at the top of the screen). */
const notice = (page: Page) => page.getByRole('status').filter({ hasText: /^Added / });

test('a size added on the product page is counted in the header and priced out the door in the drawer', async ({
  page,
  axe,
}) => {
  await page.goto(CHEMDAWG);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  const said = await addSize(page, /^3\.5 g/, 2);
  await expect(notice(page)).toHaveText('Added 2 × Chemdawg, 3.5 g (eighth) to your cart. Your cart has 2 items.');
  await expect(said).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  // The product page's limit meter counts the cart: two eighths are 7 g of the 2.5 oz, said in
  // the limit's one unit, in words and as the meter's value alike.
  const perVisit = page.getByRole('main').getByRole('meter', { name: 'Adult-use limit per visit (2.5 oz)' });
  await expect(perVisit).toHaveAttribute('value', '7000');
  await expect(page.getByRole('main').getByText('0.25 oz of 2.5 oz used · 2.25 oz left.')).toBeVisible();
  await expect(perVisit).toHaveAttribute('aria-valuetext', '0.25 oz of 2.5 oz used · 2.25 oz left.');
  await expect(page.getByRole('main').getByRole('meter', { name: 'Concentrate share (15 g)' })).toHaveAttribute(
    'aria-valuetext',
    'Nothing in your cart counts toward the 15 g yet.',
  );
  await axe.expectNoViolations();

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  const line = drawer.getByRole('listitem').filter({ hasText: 'Chemdawg' });
  await expect(line.getByRole('group', { name: 'Quantity of Chemdawg, 3.5 g (eighth)' })).toContainText('2');
  const total = drawer.getByRole('definition').last();
  await expect(total).toHaveText(money);
  const twoEighths = await total.innerText();

  await line.getByRole('button', { name: 'One more Chemdawg, 3.5 g (eighth)' }).click();
  await expect(line.getByRole('group')).toContainText('3');
  await expect(drawer.getByText('Chemdawg, 3.5 g (eighth): 3 in your cart.')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(total).not.toHaveText(twoEighths);
  await expect(total).toHaveText(money);
  // The line's own out-the-door price adds up to the total (one line).
  await expect(line).toContainText(await total.innerText());
  await expect(drawer.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
  await axe.expectNoViolations();
});

test('the cart refuses what would pass the 2.5 oz limit, naming it and the room left', async ({ page }) => {
  await page.goto(CHEMDAWG);
  await addSize(page, /^28 g/, 2);
  await expect(notice(page)).toContainText('Added 2 × Chemdawg, 28 g (ounce) to your cart.');
  const besideButton = await addSize(page, /^28 g/, 1);
  // The refusal takes the place of "Added…" in the one notice, rather than being said under it.
  const refused = page.getByRole('status').filter({ hasText: /^Not added: / });
  await expect(refused).toHaveText(
    'Not added: 1 × Chemdawg, 28 g (ounce). That would pass the adult-use limit of 2.5 oz per visit: 0.5 oz (14.8 g) left. Your cart has 2 items.',
  );
  await expect(notice(page)).toHaveCount(0);
  await expect(besideButton).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByRole('main').getByText('1.98 oz of 2.5 oz used · 0.52 oz left.')).toBeVisible();

  // The drawer's stepper is held to the same limit.
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByRole('button', { name: 'One more Chemdawg, 28 g (ounce)' }).click();
  await expect(
    drawer.getByText('That would pass the adult-use limit of 2.5 oz per visit: 0.5 oz (14.8 g) left.'),
  ).toBeVisible();
  await expect(drawer.getByRole('group', { name: /Quantity of Chemdawg, 28 g/ })).toContainText('2');
});

test('the cart stays in step across two tabs', async ({ page, context }) => {
  const other = await context.newPage();
  await Promise.all([page.goto(CHEMDAWG), other.goto('/')]);
  await expect(cartButton(other)).toHaveAccessibleName('Cart, 0 items');

  await addSize(page, /^7 g/, 1);
  await expect(cartButton(other)).toHaveAccessibleName('Cart, 1 item');

  await cartButton(other).click();
  const drawer = other.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByRole('button', { name: 'Remove Chemdawg, 7 g (quarter)' }).click();
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
});

test('the drawer works from the keyboard: focus stays inside, Escape closes, focus returns to the cart button', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  await cartButton(page).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Shop the menu' })).toBeVisible();
  await axe.expectNoViolations();

  for (let step = 0; step < 4; step++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id ?? null)).toBe('cart-drawer');
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  // A tampered cart in storage is dropped, not a broken page.
  await page.evaluate(() => localStorage.setItem('cart:v1', '[{"variantId":"x","quantity":-4},"junk"]'));
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
});

test('a line in the drawer changes size in place, keeping its quantity, and refuses a size past the limit', async ({
  page,
  axe,
}) => {
  await page.goto(CHEMDAWG);
  await addSize(page, /^3\.5 g/, 2);
  await expect(notice(page)).toContainText('Added 2 × Chemdawg, 3.5 g (eighth) to your cart.');
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  const line = drawer.getByRole('listitem').filter({ hasText: 'Chemdawg' });
  const size = line.getByRole('combobox', { name: 'Size of Chemdawg' });
  await expect(size).toBeVisible();
  await expect(size.locator('option:checked')).toHaveText(/^3\.5 g \(eighth\) · \$/);
  const total = drawer.getByRole('definition').last();
  await expect(total).toHaveText(money);
  const eighths = await total.innerText();
  await axe.expectNoViolations();

  // Two quarters in place of two eighths: same line, same quantity, new price.
  const quarter = await size.locator('option', { hasText: /^7 g/ }).getAttribute('value');
  await size.focus();
  await size.selectOption(quarter!);
  await expect(drawer.getByText('Chemdawg: 7 g (quarter) now, 2 in your cart.')).toBeVisible();
  await expect(line.getByRole('group', { name: 'Quantity of Chemdawg, 7 g (quarter)' })).toContainText('2');
  await expect(size).toBeFocused();
  await expect(total).not.toHaveText(eighths);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cart:v1') ?? '[]') as { sizeLabel: string; quantity: number }[],
  );
  expect(stored.map((held) => [held.sizeLabel, held.quantity])).toEqual([['7 g (quarter)', 2]]);

  // Two ounces would be 56 g: fine. Three ounces are not, so a third line of ounces is refused.
  await line.getByRole('button', { name: 'One more Chemdawg, 7 g (quarter)' }).click();
  await line.getByRole('button', { name: 'One more Chemdawg, 7 g (quarter)' }).click();
  await expect(line.getByRole('group')).toContainText('4');
  const ounce = await size.locator('option', { hasText: /^28 g/ }).getAttribute('value');
  await size.selectOption(ounce!);
  await expect(drawer.getByText(/That would pass the adult-use limit of 2\.5 oz per visit/)).toBeVisible();
  await expect(size.locator('option:checked')).toHaveText(/^7 g \(quarter\)/);
  await expect(line.getByRole('group')).toContainText('4');
});

test('an addition far down the page is confirmed in view, without taking focus, with a way to the cart', async ({
  page,
  axe,
}) => {
  await page.goto(CHEMDAWG);
  const add = sizeRow(page, /^28 g/).getByRole('button', { name: /Add to cart/ });
  // Scrolled until the button sits at the bottom of the screen: the header's cart button is out of view.
  await add.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await expect(cartButton(page)).not.toBeInViewport();
  await add.focus();
  await page.keyboard.press('Enter');

  await expect(notice(page)).toHaveText('Added 1 × Chemdawg, 28 g (ounce) to your cart. Your cart has 1 item.');
  await expect(notice(page)).toBeInViewport({ ratio: 1 });
  await expect(add).toBeFocused();
  await axe.expectNoViolations();

  // The same size again is said again, with the new count.
  await page.keyboard.press('Enter');
  await expect(notice(page)).toContainText('Your cart has 2 items.');

  const viewCart = page.getByRole('button', { name: 'View cart' });
  await expect(viewCart).toBeInViewport({ ratio: 1 });
  await viewCart.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('group', { name: 'Quantity of Chemdawg, 28 g (ounce)' })).toContainText('2');
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(viewCart).toBeFocused();

  // Escape closes the notice; focus goes back to where it was before it entered the notice.
  await page.keyboard.press('Escape');
  await expect(viewCart).toBeHidden();
  await expect(notice(page)).toHaveCount(0);
  await expect(add).toBeFocused();
});
