import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const CHEMDAWG = '/products/huron-valley-growers-chemdawg';

/** The quantity box of one Chemdawg size on the quick-order list, e.g. /^3\.5 g/. */
function quantityOf(page: Page, size: RegExp) {
  return page
    .getByRole('row')
    .filter({ has: page.locator(`a[href="${CHEMDAWG}"]`) })
    .filter({ has: page.getByRole('cell', { name: size }) })
    .getByRole('spinbutton', { name: /^Quantity of Chemdawg, / });
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });
const form = (page: Page) => page.getByRole('form', { name: 'Quick order' });

test('two sizes added at once are counted in the header', async ({ page, axe }) => {
  await page.goto('/quick-order');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick order');
  await expect(page.getByRole('heading', { level: 2, name: 'Flower' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  await quantityOf(page, /^3\.5 g/).fill('2');
  await quantityOf(page, /^7 g/).fill('1');
  await form(page).getByRole('button', { name: 'Add to cart' }).click();

  await expect(form(page).getByRole('status')).toHaveText('Added 2 sizes to your cart.');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(quantityOf(page, /^3\.5 g/)).toHaveValue('0');
  await axe.expectNoViolations();

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('group', { name: /Quantity of Chemdawg, 3\.5 g/ })).toContainText('2');
  await expect(drawer.getByRole('group', { name: /Quantity of Chemdawg, 7 g/ })).toContainText('1');
});

test('a size past the purchase limit is refused beside it while the others go in', async ({ page }) => {
  await page.goto('/quick-order');
  await quantityOf(page, /^28 g/).fill('3');
  await quantityOf(page, /^3\.5 g/).fill('1');
  await form(page).getByRole('button', { name: 'Add to cart' }).click();

  const refusal = /That would pass the adult-use limit of 2\.5 oz per visit/;
  await expect(form(page).getByRole('status')).toContainText('Added 1 size to your cart. Not added: Chemdawg, 28 g');
  await expect(form(page).getByRole('status')).toContainText(refusal);
  await expect(quantityOf(page, /^28 g/)).toHaveAccessibleDescription(refusal);
  await expect(quantityOf(page, /^28 g/)).toHaveValue('3');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list is readable and says adding needs JavaScript', async ({ page }) => {
    await page.goto('/quick-order');
    // Playwright's scripts-off Chromium does not lay out <noscript>: its words are checked in the HTML.
    expect(await page.content()).toContain('Adding to the cart needs JavaScript.');
    await expect(quantityOf(page, /^3\.5 g/)).toBeVisible();
    await expect(form(page).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});
