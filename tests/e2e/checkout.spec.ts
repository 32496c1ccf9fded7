import type { Page } from '@playwright/test';
import { signInAs } from './dashboard-support.ts';
import { registerAndSignIn, signInAfterRegistering } from './account-support.ts';
import { emailedLink } from './order-emails-support.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, fillCheckout, totalSettled } from './shopper-support.ts';

const CHEMDAWG = '/products/huron-valley-growers-chemdawg';
/** A product no other test changes or buys out: its price is changed under a shopper here. */
const HARLEQUIN = '/products/lake-erie-gardens-harlequin';
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const addEighths = (page: Page, quantity: number) => addToCart(page, { path: CHEMDAWG, size: /^3\.5 g/ }, quantity);

/** A date of birth `years` years before today, as a date input takes it: the test ages with the calendar. */
function bornYearsAgo(years: number): string {
  const today = new Date();
  return `${today.getFullYear() - years}-01-01`;
}

/** No part of the page is wider than the window: nothing to scroll sideways. */
async function fitsTheWindow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('checkout', () => {
  test('a guest orders for pickup, sees the receipt and tracks the order', async ({ page, axe }) => {
    await addEighths(page, 2);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(/\$\d+\.\d{2}/);
    await axe.expectNoViolations();

    const email = uniqueEmail('guest');
    await fillCheckout(page, { name: 'Gale Guest', email });
    await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();

    await expect(page).toHaveURL(/\/thank-you\?order=RR-[0-9A-Z]{6}&key=/);
    const number = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByText(number).first()).toBeVisible();
    await expect(page.getByText(/Pay at pickup/i).first()).toBeVisible();
    await axe.expectNoViolations();

    // The cart was emptied by the order.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toHaveAccessibleName('Cart, 0 items');

    await page.goto('/order-tracker');
    await page.getByLabel('Order number').fill(number.toLowerCase());
    await page.getByLabel('Email or phone').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect(page.getByText('Placed').first()).toBeVisible();
  });

  test('a new guest’s first order: the first-order deal is in the total before “Place order”, and one press places it at that total', async ({
    page,
    axe,
  }) => {
    // A product no other deal beats 15% on.
    await page.goto('/products/thunder-bay-cultivators-gelato');
    await page
      .getByRole('button', { name: /Add to cart/ })
      .first()
      .click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/checkout');
    await expect(page.getByText(/Decided once you enter your email/)).toContainText('First-time customers: 15% off');
    await fillCheckout(page, { name: 'Nina New', email: uniqueEmail('first') });
    await expect(
      page.getByTestId('checkout-discount').filter({ hasText: 'First-time customers: 15% off' }),
    ).toBeVisible();
    await expect(page.getByText(/Decided once you enter your email/)).toHaveCount(0);
    const shown = await page.getByTestId('checkout-total').innerText();
    await fitsTheWindow(page);
    await axe.expectNoViolations();

    await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
    await expect(page).toHaveURL(/\/thank-you\?order=RR-/);
    await expect(page.getByTestId('receipt-total')).toHaveText(shown);
    await expect(page.getByRole('rowheader', { name: 'First-time customers: 15% off' })).toBeVisible();
    await expect(page.getByText('Pay at pickup', { exact: true })).toBeVisible();
    await fitsTheWindow(page);
  });

  test('a price that changes before “Place order” is refused, line by line, and the new total is the one shown', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const manager = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    await signInAs(manager, baseURL!, 'manager');
    const board = await (await manager.get(`/api/dashboard/catalog/menu?q=${encodeURIComponent('Harlequin')}`)).json();
    const sizes: { variantId: string; adultUsePriceCents: number }[] = board.rows.filter(
      (row: { productSlug: string }) => `/products/${row.productSlug}` === HARLEQUIN,
    );
    expect(sizes.length).toBeGreaterThan(0);
    const setPrices = (more: number) =>
      Promise.all(
        sizes.map((size) =>
          manager.patch(`/api/dashboard/catalog/variants/${size.variantId}`, {
            data: { adultUsePriceCents: size.adultUsePriceCents + more },
          }),
        ),
      );
    try {
      await page.goto(HARLEQUIN);
      await page
        .getByRole('button', { name: /Add to cart/ })
        .first()
        .click();
      await page.goto('/checkout');
      await fillCheckout(page, { name: 'Pat Pricewatch', email: uniqueEmail('changed') });
      const shown = await page.getByTestId('checkout-total').innerText();

      for (const answer of await setPrices(500)) expect(answer.status()).toBe(200);
      await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
      const alert = page.locator('#checkout-errors');
      await expect(alert).toContainText('Prices changed since your total was shown: Harlequin');
      await expect(alert).toContainText(shown);
      const newTotal = /The new total is (\$\d+\.\d{2})/.exec(await alert.innerText())![1]!;
      expect(newTotal).not.toBe(shown);
      await expect(page.getByTestId('checkout-total')).toHaveText(newTotal);
      await expect(page).toHaveURL(/\/checkout$/);

      await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
      await expect(page).toHaveURL(/\/thank-you\?order=RR-/);
      await expect(page.getByTestId('receipt-total')).toHaveText(newTotal);
    } finally {
      await setPrices(0);
      await manager.dispose();
    }
  });

  test('every missing detail is marked beside its field, and nothing is placed', async ({ page }) => {
    await addEighths(page, 1);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
    await expect(page.getByRole('alert').first()).toContainText('Some details need another look');
    await expect(page.getByLabel('Full name (as on your ID)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Choose a pickup time.')).toBeVisible();
    await expect(page.getByText('Confirm you will bring your ID')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('the server refuses an order under 21 beside the date of birth', async ({ page }) => {
    await addEighths(page, 1);
    await page.goto('/checkout');
    await fillCheckout(page, { name: 'Young Person', email: uniqueEmail('young') });
    // Nineteen on January 1st of this year, whatever the year.
    await page.getByLabel('Date of birth').fill(bornYearsAgo(19));
    await totalSettled(page);
    await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
    await expect(page.getByText('You must be 21 or older to order adult-use cannabis.').first()).toBeVisible();
    await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a customer registers, orders signed in and finds the order in their history', async ({ page }) => {
    const email = uniqueEmail('regular');
    await registerAndSignIn(page, { name: 'Rae Regular', email: email, password: 'Lake Huron sunsets 77' });
    await expect(page).toHaveURL(/\/account$/);

    await addEighths(page, 1);
    await page.goto('/checkout');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Full name (as on your ID)')).toHaveValue('Rae Regular');
    await fillCheckout(page, { name: 'Rae Regular', email });
    await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
    await expect(page).toHaveURL(/\/thank-you\?/);
    const number = new URL(page.url()).searchParams.get('order')!;

    await page.goto('/account/orders');
    await expect(page.locator(`[data-order-number="${number}"]`)).toContainText('Chemdawg');
  });

  test('a repeated submit with the same key returns the same order', async ({ page, request, baseURL }) => {
    await addEighths(page, 1);
    const [slot] = (await (await page.goto('/checkout'))!.text()).match(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z/) ?? [];
    const variantId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('cart:v1') ?? '[]') as { variantId: string }[])[0]?.variantId,
    );
    const body = {
      idempotencyKey: 'k'.repeat(40) + Date.now(),
      mode: 'adult',
      name: 'Double Clicker',
      email: uniqueEmail('double'),
      phone: '7345550155',
      birthdate: '1980-02-02',
      pickupSlotStart: slot,
      acknowledgeId: true,
      lines: [{ variantId, quantity: 1 }],
    };
    const first = await request.post('/api/checkout', { data: body, headers: { Origin: baseURL! } });
    expect(first.status()).toBe(201);
    const again = await request.post('/api/checkout', { data: body, headers: { Origin: baseURL! } });
    expect(again.status()).toBe(200);
    expect((await again.json()).order.number).toBe((await first.json()).order.number);
  });
});

test.describe('checkout on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the total out the door sits right above “Place order”, in view where the shopper presses', async ({ page }) => {
    await addEighths(page, 2);
    await page.goto('/checkout');
    await fillCheckout(page, { name: 'Pat Phone', email: uniqueEmail('phone') });
    const place = page.getByRole('button', { name: 'Place order, pay at pickup' });
    await place.scrollIntoViewIfNeeded();
    const total = await page.getByTestId('checkout-total').innerText();
    const atButton = page.getByTestId('checkout-total-at-button');
    await expect(atButton).toHaveText(total);
    await expect(atButton).toBeInViewport();
    await expect(place).toBeInViewport();
    await expect(place).toHaveAccessibleDescription(`Total out the door ${total}`);
    // Right above it: nothing between the total and the button.
    const [totalBox, buttonBox] = [(await atButton.boundingBox())!, (await place.boundingBox())!];
    expect(buttonBox.y - (totalBox.y + totalBox.height)).toBeLessThan(24);
    await fitsTheWindow(page);
  });
});

test.describe('rewards at checkout', () => {
  test('a signed-in customer spends points on a reward and sees them leave the balance', async ({ page }) => {
    await page.goto('/account/login?next=%2Frewards');
    await page.getByLabel('Email').fill('customer@riverraisin.test');
    await page.getByLabel('Password').fill('RiverRaisin-Customer-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/rewards$/);
    const before = Number(await page.getByTestId('rewards-balance').innerText());
    expect(before).toBeGreaterThanOrEqual(100);

    await addEighths(page, 1);
    await page.goto('/checkout');
    const total = page.getByTestId('checkout-total');
    await expect(total).toHaveText(/\$\d+\.\d{2}/);
    const full = await total.innerText();
    await page.getByLabel(/Use rewards points/).selectOption('100');
    await expect(page.getByText('100 rewards points')).toBeVisible();
    await expect(total).not.toHaveText(full);
    await fillCheckout(page, { name: 'Casey Customer', email: 'customer@riverraisin.test' });
    await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
    await expect(page).toHaveURL(/\/thank-you\?/);

    await page.goto('/rewards');
    await expect(page.getByTestId('rewards-balance')).toHaveText(String(before - 100));
    await expect(page.getByText('Redeemed at checkout').first()).toBeVisible();
  });
});

test.describe('referrals', () => {
  test('a friend who registers with a referral link gets the first-order discount at checkout once their email is confirmed', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three sign-ins (each a password hash) and two checkouts on a shared machine.
    test.slow();
    // The referrer: the demo customer's code, from their referral page.
    const referrer = await browser.newContext();
    await referrer.addCookies([{ name: 'age_verified', value: 'adult', url: baseURL! }]);
    const referrerPage = await referrer.newPage();
    await referrerPage.goto('/account/login?next=%2Faccount%2Freferral');
    await referrerPage.getByLabel('Email').fill('customer@riverraisin.test');
    await referrerPage.getByLabel('Password').fill('RiverRaisin-Customer-2026');
    await referrerPage.getByRole('button', { name: 'Sign in' }).click();
    const code = await referrerPage.getByTestId('referral-code').innerText();
    const link = (await referrerPage.getByTestId('referral-link').getAttribute('href'))!;
    expect(link).toContain(`/account/register?ref=${code}`);
    await referrer.close();

    await page.goto(`/account/register?ref=${code}`);
    await expect(page.getByLabel('Referral code')).toHaveValue(code);
    const email = uniqueEmail('friend');
    await page.getByLabel('Full name').fill('Fern Friend');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('Lake Huron sunsets 77');
    await page.getByRole('button', { name: 'Create account' }).click();
    await signInAfterRegistering(page, { email, password: 'Lake Huron sunsets 77' });
    await expect(page).toHaveURL(/\/account$/);

    await addEighths(page, 1);
    await page.goto('/checkout');
    await expect(page.getByTestId('referral-problem')).toContainText(
      'Your referral credit waits for a confirmed email',
    );
    await expect(page.getByText('Referral: first order')).toHaveCount(0);

    const staff = await browser.newContext();
    await signInAs(staff, baseURL!, 'admin');
    await page.goto(await emailedLink(staff.request, email, 'confirm_email'));
    await staff.close();
    await page.goto('/checkout');
    await expect(page.getByText('Referral: first order')).toBeVisible();
    await expect(page.getByTestId('referral-problem')).toHaveCount(0);
  });

  test('an unknown referral code is refused beside its field and no account is made', async ({ page }) => {
    const email = uniqueEmail('nocode');
    await page.goto('/account/register?ref=NOPE0000');
    await page.getByLabel('Full name').fill('Nico Nocode');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('Lake Huron sunsets 77');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('That referral code is not one we know.')).toBeVisible();
    await expect(page.getByLabel('Referral code')).toHaveAttribute('aria-invalid', 'true');
    await page.goto('/account/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Lake Huron sunsets 77');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That email and password do not match an account.')).toBeVisible();
  });
});

test.describe('checkout by keyboard', () => {
  test('the whole checkout can be filled and placed with the keyboard alone', async ({ page }) => {
    await addEighths(page, 1);
    await page.goto('/checkout');
    const name = page.getByLabel('Full name (as on your ID)');
    await name.focus();
    await page.keyboard.type('Kit Keyboard');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('7345550166');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Date of birth')).toBeFocused();
    await page.keyboard.type('07041988');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1988-07-04');
    // A date input takes a Tab per part (month, day, year) before focus leaves it.
    for (
      let part = 0;
      part < 3 && (await page.getByLabel('Date of birth').evaluate((input) => input === document.activeElement));
      part++
    ) {
      await page.keyboard.press('Tab');
    }
    // The note under the contact details links the privacy policy.
    await expect(page.getByRole('link', { name: 'privacy policy' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /Adult-use/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Pickup time')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Pickup time')).not.toHaveValue('');
    await page.getByLabel(/I will bring a photo ID/).focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel(/I will bring a photo ID/)).toBeChecked();
    await totalSettled(page);
    await page.getByRole('button', { name: 'Place order, pay at pickup' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/thank-you\?order=RR-/);
  });
});
