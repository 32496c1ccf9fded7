import type { Locator, Page } from '@playwright/test';
import type { CartLine } from '#lib/cart/cart-line.ts';
import { PAGE_CART_LINES_ELEMENT_ID, unpackCartLines } from '#lib/cart/packed-cart-lines.ts';
import { expect, test } from './fixtures.ts';

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });
/** The seeded demo pack deal: any 4 flower items for $100. */
const pack = (page: Page) => page.getByRole('form', { name: 'Any 4 eighths for $100' });
const money = /^\$\d+\.\d{2}$/;

/** What the cart copies of the size a quantity box (named by its variant id) is for, from the page's JSON. */
async function lineOf(box: Locator): Promise<Omit<CartLine, 'quantity'>> {
  const page = box.page();
  const lines = unpackCartLines(JSON.parse((await page.locator(`#${PAGE_CART_LINES_ELEMENT_ID}`).textContent())!));
  return lines.get((await box.getAttribute('name'))!)!;
}

/** The quantity boxes of four eighths the pack saves on (each over $25 before tax, no other deal). */
async function fourEighths(form: Locator): Promise<Locator[]> {
  const boxes = form.getByRole('spinbutton', { name: /^Quantity of .*, 3\.5 g \(eighth\)$/ });
  const chosen: Locator[] = [];
  for (const box of await boxes.all()) {
    const line = await lineOf(box);
    const row = box.locator('xpath=ancestor::tr[1]');
    if (
      line.adultUsePriceCents > 2500 &&
      line.maxQuantity >= 1 &&
      (await row.getByRole('cell').nth(1).innerText()).split('\n').length === 1
    )
      chosen.push(box);
    if (chosen.length === 4) break;
  }
  expect(chosen).toHaveLength(4);
  return chosen;
}

test('four eighths chosen are counted, priced as the pack and added to the cart at once', async ({ page, axe }) => {
  await page.goto('/build-a-pack');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build a pack');
  const form = pack(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Any 4 eighths for $100' })).toBeVisible();
  await expect(page.getByText('Choose 4 — $100.00 before tax')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  const submit = form.getByRole('button', { name: 'Add the pack to cart' });
  const count = form.getByRole('status');
  await expect(count).toHaveText('0 of 4 chosen');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription('Choose 4 more to add the pack.');

  const [first, second, third, fourth] = await fourEighths(form);
  await first!.fill('1');
  await second!.fill('1');
  await expect(count).toHaveText('2 of 4 chosen');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  // The button stays in the tab order; pressed before the pack is complete it says why and adds nothing.
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Choose exactly 4 items to add the pack (2 chosen).')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  await third!.fill('1');
  await fourth!.fill('1');
  await expect(count).toHaveText('4 of 4 chosen');
  await expect(submit).toHaveAttribute('aria-disabled', 'false');
  const price = form.getByText(/^Your pack: \$100\.00 before tax, \$\d+\.\d{2} out the door\.$/);
  await expect(price).toBeVisible();
  const outTheDoor = /(\$\d+\.\d{2}) out the door/.exec(await price.innerText())![1]!;
  await axe.expectNoViolations();

  await submit.click();
  const notice = page.getByRole('status').filter({ hasText: 'Added the pack (4 items) to your cart.' });
  await expect(notice).toContainText('Your cart has 4 items.');
  await expect(notice).toBeInViewport();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
  await expect(count).toHaveText('0 of 4 chosen');

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Any 4 eighths for $100' })).toHaveCount(4);
  const total = drawer.getByRole('definition').last();
  await expect(total).toHaveText(money);
  // The page priced the pack as the server's cart quote does, to the cent.
  await expect(total).toHaveText(outTheDoor);
});

test('five chosen are one too many, and the button says so', async ({ page }) => {
  await page.goto('/build-a-pack');
  const form = pack(page);
  const [first, second] = await fourEighths(form);
  await first!.fill('3');
  await second!.fill('2');
  await expect(form.getByRole('status')).toHaveText('5 of 4 chosen');
  const submit = form.getByRole('button', { name: 'Add the pack to cart' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription('A pack holds 4 items: take 1 out.');
});

test('the pack is refused whole, the reason beside the size, when the cart already holds all of one size', async ({
  page,
}) => {
  await page.goto('/build-a-pack');
  const form = pack(page);
  const [first, second, third, fourth] = await fourEighths(form);
  const line = await lineOf(first!);
  const stock = line.maxQuantity;
  // The cart (local storage) already holds all of the first eighth's stock.
  await page.evaluate(([key, held]) => localStorage.setItem(key, JSON.stringify([held])), [
    'cart:v1',
    { ...line, quantity: stock },
  ] as const);
  await page.reload();
  expect(stock).toBeGreaterThan(0);
  for (const box of [first, second, third, fourth]) await box!.fill('1');
  await form.getByRole('button', { name: 'Add the pack to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^The pack was not added\./ })).toBeInViewport();
  await expect(first!).toHaveAccessibleDescription(/.+/);
  // Nothing of the pack went in.
  await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${stock} ${stock === 1 ? 'item' : 'items'}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pack is a readable list and says adding needs JavaScript', async ({ page }) => {
    await page.goto('/build-a-pack');
    expect(await page.content()).toContain('Adding a pack to the cart needs JavaScript.');
    await expect(
      pack(page)
        .getByRole('spinbutton', { name: /, 3\.5 g \(eighth\)$/ })
        .first(),
    ).toBeVisible();
    await expect(pack(page).getByRole('button', { name: 'Add the pack to cart' })).toBeDisabled();
  });
});

test('the page is the same for everyone, so it is served from the page cache', async ({ request }) => {
  const headers = { cookie: 'age_verified=adult' };
  await request.get('/build-a-pack', { headers });
  const again = await request.get('/build-a-pack', { headers });
  expect(again.headers()['x-cache']).toBe('HIT');
});
