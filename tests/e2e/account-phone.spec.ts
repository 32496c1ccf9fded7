import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { registerAndSignIn } from './account-support.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';
import { placeGuestOrder, shoppersPhone } from './shopper-support.ts';

/**
 * A customer's phone number on a 360 px phone: proven with a code texted to it before it is the
 * account's, and guest orders placed with it joining the account only through a link emailed to
 * the order's own address. Texts wait in the SMS outbox, which admins read on a number's history.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const GELATO = { path: '/products/thunder-bay-cultivators-gelato', size: /^7 g/ };

/** An admin's API client, which reads the outboxes as the dashboard does. */
async function adminRequest(playwright: { request: APIRequest }, baseURL: string): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await signInAs(admin, baseURL, 'admin');
  return admin;
}

/** The code in the newest verification text to the number (`(734) 555-0123`). */
async function textedCode(admin: APIRequestContext, phone: string): Promise<string> {
  const address = `+1${phone.replace(/\D/g, '')}`;
  const detail = (await (
    await admin.get(`/api/dashboard/newsletter/subscribers/history?address=${encodeURIComponent(address)}`)
  ).json()) as { messages: { template: string; text: string }[] };
  const text = detail.messages.find((message) => message.template === 'phone_verification_code')?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No code texted to ${address}`);
  return code;
}

/** Fails when the page is wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

/**
 * A number typed on the profile, unproven, with "Text me deals" ticked (so the ledger, and an
 * admin's view of the number's texts, know it).
 */
async function typeOnProfile(page: Page, phone: string): Promise<void> {
  await page.goto('/account/profile');
  await page.getByLabel('Mobile phone').fill(phone);
  await page.getByLabel('Text me deals.', { exact: false }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
}

/** A number typed on the profile, then proven on the phone page with the code texted to it. */
async function proveNumber(page: Page, admin: APIRequestContext, phone: string): Promise<void> {
  await typeOnProfile(page, phone);
  await page.getByRole('link', { name: 'Verify your number with a code' }).click();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByLabel(`Code texted to ${phone}`).fill(await textedCode(admin, phone));
  await page.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.locator('#phone-verified')).toContainText(`Your account now uses ${phone}, verified.`);
}

test('a customer proves their number with the code texted to it; a wrong code changes nothing', async ({
  page,
  axe,
  playwright,
  baseURL,
}) => {
  // Registering, the profile and two pages of forms, each a round trip to the server.
  test.slow();
  const admin = await adminRequest(playwright, baseURL!);
  const phone = shoppersPhone();
  await registerAndSignIn(page, {
    name: 'Mo Mobile',
    email: uniqueEmail('mo.mobile'),
    password: 'Lake Huron sunsets 77',
  });
  await typeOnProfile(page, phone);

  await page.getByRole('link', { name: 'Verify your number with a code' }).click();
  await expect(page).toHaveURL(/\/account\/phone$/);
  await expect(page.getByTestId('account-phone')).toHaveText(`Your account has ${phone}, not verified yet.`);
  await expect(page.getByLabel('Mobile phone')).toHaveValue(phone);
  await axe.expectNoViolations();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.locator('#phone-code-sent')).toContainText(`We texted a code to ${phone}.`);
  const code = await textedCode(admin, phone);
  const codeField = page.getByLabel(`Code texted to ${phone}`);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByLabel(`Code texted to ${phone}`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('That code is not right. 4 tries left.')).toBeVisible();
  await expect(page.getByTestId('account-phone')).toHaveText(`Your account has ${phone}, not verified yet.`);
  await axe.expectNoViolations();
  await expectNoSidewaysScroll(page);

  await page.getByLabel(`Code texted to ${phone}`).fill(code);
  await page.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.locator('#phone-verified')).toContainText(`Your account now uses ${phone}, verified.`);
  await expect(page.getByTestId('account-phone')).toHaveText(`Your account uses ${phone}, verified.`);
  await axe.expectNoViolations();

  // The profile shows the proven number and sends a change to the phone page.
  await page.goto('/account/profile');
  await expect(page.getByLabel('Mobile phone')).toHaveValue(phone);
  await expect(page.getByLabel('Mobile phone')).not.toBeEditable();
  await expect(page.getByRole('link', { name: 'Change your number' })).toHaveAttribute('href', '/account/phone');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await admin.dispose();
});

test('a guest order placed with the proven number joins the account only through the link emailed to its address', async ({
  page,
  axe,
  browser,
  playwright,
  baseURL,
}) => {
  // A guest's checkout, then an account that proves the number, then the link.
  test.slow();
  const admin = await adminRequest(playwright, baseURL!);
  const phone = shoppersPhone();
  const guestEmail = uniqueEmail('household.guest');
  const number = await placeGuestOrder(browser, baseURL!, [{ product: GELATO, quantity: 1 }], {
    name: 'Household Guest',
    email: guestEmail,
    phone,
  });
  await registerAndSignIn(page, { name: 'Nell Nearby', email: uniqueEmail('nell'), password: 'Lake Huron sunsets 77' });
  await proveNumber(page, admin, phone);

  await page.goto('/account/orders');
  const suggestion = page.getByRole('region', { name: '1 order placed with your phone number — were they yours?' });
  await expect(suggestion).toContainText('Order placed');
  // The number is the order email's to know: with the shared phone it would open the order tracker.
  await expect(suggestion).not.toContainText(number);
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await axe.expectNoViolations();
  await expectNoSidewaysScroll(page);
  await suggestion.getByRole('button', { name: /^Email a link for the order placed / }).click();
  await expect(page.locator('#claim-link-sent')).toContainText('We emailed a link to the address the order of');

  const outbox = (await (await admin.get(`/api/dashboard/mail?q=${encodeURIComponent(guestEmail)}`)).json()) as {
    emails: { template: string; text: string }[];
  };
  const email = outbox.emails.find((message) => message.template === 'order_claim')!;
  const link = new URL(/https?:\/\/\S+/.exec(email.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/account\/claim-order$/);
  await axe.expectNoViolations();
  await page.getByRole('button', { name: 'Add the order to my account' }).click();
  await expect(page.locator('#order-claimed')).toContainText(`Order ${number} is now in your account.`);
  await page.goto('/account/orders');
  await expect(page.locator(`[data-order-number="${number}"]`)).toBeVisible();
  await expect(page.getByRole('region', { name: /placed with your phone number/ })).toHaveCount(0);
  await admin.dispose();
});
