import type { Page } from '@playwright/test';
import { registerAndSignIn, signInAfterRegistering } from './account-support.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

const CUSTOMER = { email: 'customer@riverraisin.test', password: 'RiverRaisin-Customer-2026' };

/** An email no other test (or earlier run on this server) uses. */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function register(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.goto('/account/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test.describe('customer accounts', () => {
  test('a signed-out visit to /account/orders lands on sign-in and comes back after it', async ({ page, axe }) => {
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount%2Forders$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await axe.expectNoViolations();

    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That email and password do not match an account.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(CUSTOMER.email);

    await page.getByLabel('Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole('heading', { name: 'Your orders' })).toBeVisible();
    await axe.expectNoViolations();
  });

  test('the session cookie is HttpOnly, SameSite=Lax and lasts 400 days', async ({ page, context }) => {
    await page.goto('/account/login');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'rr_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const days = (session.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(399);
    expect(days).toBeLessThanOrEqual(400);
  });

  test('registering refuses a common password beside its field, then asks to check the email, and the new customer signs in', async ({
    page,
    axe,
  }) => {
    const email = uniqueEmail('new');
    await register(page, { name: 'Robin Newcomer', email, password: 'password1234' });
    const password = page.getByLabel('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('That password is on the list of the most common passwords.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await axe.expectNoViolations();

    await password.fill('Lake Huron sunsets 77');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('#check-email')).toBeVisible();
    await axe.expectNoViolations();
    await signInAfterRegistering(page, { email, password: 'Lake Huron sunsets 77' });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Hi, Robin' })).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await expect(page.locator('#confirm-email-notice')).toContainText('Confirm your email address');
    await axe.expectNoViolations();

    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText(`A new confirmation link is on its way to ${email}.`)).toBeVisible();
  });

  test('"Send the link again" sends three an hour; the fourth is refused with 429, the wait and what to do', async ({
    page,
    axe,
  }) => {
    const email = uniqueEmail('resend');
    await registerAndSignIn(page, { name: 'Rae Sender', email, password: 'Lake Huron sunsets 77' });
    await page.goto('/account');
    const resend = async () => {
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send the link again' }).click();
      return answered;
    };
    for (let sent = 0; sent < 3; sent++) {
      expect((await resend()).status()).toBe(200);
      await expect(page.getByText(`A new confirmation link is on its way to ${email}.`)).toBeVisible();
    }
    const refused = await resend();
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByRole('alert')).toContainText(
      `We already sent 3 emails to ${email} this hour: check that inbox and its spam folder. Try again in`,
    );
    await expect(page.getByText('A new confirmation link is on its way')).toHaveCount(0);
    await axe.expectNoViolations();
  });

  test('registering an email that has an account answers as for a new one, and tells only the owner, by email', async ({
    page,
  }) => {
    await register(page, { name: 'Casey Again', email: CUSTOMER.email, password: 'Lake Huron sunsets 77' });
    await expect(page).toHaveURL(/\/account\/login\?reason=confirm-email&next=%2Faccount$/);
    await expect(page.locator('#check-email')).toHaveText(
      'Check your email: we sent the next step to the address you gave. A new account is confirmed with the link in it; then sign in here.',
    );
    await expect(page.getByText('already')).toHaveCount(0);
    // The password typed there changed nothing: the account's own still signs in, that one does not.
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password').fill('Lake Huron sunsets 77');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That email and password do not match an account.')).toBeVisible();
  });

  test('the profile saves phone, birthday, medical card and consents, and refuses bad values beside them', async ({
    page,
    axe,
  }) => {
    await registerAndSignIn(page, {
      name: 'Pat Patient',
      email: uniqueEmail('patient'),
      password: 'Lake Huron sunsets 77',
    });
    await page.goto('/account/profile');
    await axe.expectNoViolations();

    await page.getByLabel('Mobile phone').fill('555-0123');
    await page.getByLabel('Registry card number').fill('MM-1234-5678');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByLabel('Mobile phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a 10-digit US phone number')).toBeVisible();
    await expect(page.getByText('Enter the expiry date printed on the card.')).toBeVisible();
    await expect(page.getByLabel('Registry card number')).toHaveValue('MM-1234-5678');

    await page.getByLabel('Mobile phone').fill('(734) 555-0199');
    await page.getByLabel('Birthday').fill('1990-04-20');
    // A card that expires at the end of January three years from now, whenever the test runs.
    const expires = `${new Date().getFullYear() + 3}-01-31`;
    await page.getByLabel('Card expires on').fill(expires);
    await page.getByLabel('Text me deals.', { exact: false }).check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();

    await page.goto('/account/profile');
    await expect(page.getByLabel('Mobile phone')).toHaveValue('(734) 555-0199');
    await expect(page.getByLabel('Birthday')).toHaveValue('1990-04-20');
    // Kept as its letters and digits, so every spelling of the card counts as one.
    await expect(page.getByLabel('Registry card number')).toHaveValue('MM12345678');
    await expect(page.getByLabel('Card expires on')).toHaveValue(expires);
    // The account's email is not confirmed: the number is asked first and texted nothing else.
    await expect(page.getByLabel('Text me deals.', { exact: false })).not.toBeChecked();
    await expect(
      page.getByText('Waiting for your confirmation: reply YES to the text we sent to your phone.'),
    ).toBeVisible();
  });

  test('one customer never sees another’s profile, referral code or points', async ({ browser, baseURL }) => {
    const adult = [{ name: 'age_verified', value: 'adult', url: baseURL! }];
    const alice = await browser.newContext();
    const bob = await browser.newContext();
    await alice.addCookies(adult);
    await bob.addCookies(adult);
    const [alicePage, bobPage] = [await alice.newPage(), await bob.newPage()];
    await registerAndSignIn(alicePage, {
      name: 'Alice Private',
      email: uniqueEmail('alice'),
      password: 'Lake Huron sunsets 77',
    });
    await registerAndSignIn(bobPage, {
      name: 'Bob Private',
      email: uniqueEmail('bob'),
      password: 'Lake Huron sunsets 78',
    });
    await bobPage.goto('/account/profile');
    await bobPage.getByLabel('Mobile phone').fill('(734) 555-0142');
    await bobPage.getByRole('button', { name: 'Save profile' }).click();
    await expect(bobPage.getByText('Your profile is saved.')).toBeVisible();

    await alicePage.goto('/account/profile');
    await expect(alicePage.getByLabel('Full name')).toHaveValue('Alice Private');
    await expect(alicePage.getByLabel('Mobile phone')).toHaveValue('');
    const session = await (await alicePage.request.get('/api/auth/session')).json();
    expect(session.account.fullName).toBe('Alice Private');

    await alicePage.goto('/account/referral');
    await bobPage.goto('/account/referral');
    const [aliceCode, bobCode] = [
      await alicePage.getByTestId('referral-code').innerText(),
      await bobPage.getByTestId('referral-code').innerText(),
    ];
    expect(aliceCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(aliceCode).not.toBe(bobCode);
    await expect(alicePage.getByRole('main')).not.toContainText(bobCode);
    await alicePage.goto('/rewards');
    await expect(alicePage.getByTestId('rewards-balance')).toHaveText('0');
    await alicePage.goto('/account/orders');
    await expect(alicePage.getByText('No orders yet.')).toBeVisible();
    await alice.close();
    await bob.close();
  });

  test('signing out ends the session: account pages send the visitor to sign in again', async ({ page, context }) => {
    await registerAndSignIn(page, {
      name: 'Sam Leaving',
      email: uniqueEmail('leaving'),
      password: 'Lake Huron sunsets 77',
    });
    const token = (await context.cookies()).find((cookie) => cookie.name === 'rr_session')!.value;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount$/);

    // The old cookie, replayed, opens nothing: the session was revoked on the server.
    await context.addCookies([{ name: 'rr_session', value: token, url: page.url() }]);
    expect((await (await page.request.get('/api/auth/session')).json()).account).toBeNull();
  });

  test('a signed-in customer changes the password with the current one', async ({ page }) => {
    const email = uniqueEmail('changer');
    await registerAndSignIn(page, { name: 'Chris Changer', email, password: 'Lake Huron sunsets 77' });
    await page.goto('/account/update-password');
    await page.getByLabel('Current password').fill('wrong current password');
    await page.getByLabel('New password').fill('Lake Erie mornings 88');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Your current password is not right.')).toBeVisible();

    await page.getByLabel('Current password').fill('Lake Huron sunsets 77');
    await page.getByLabel('New password').fill('Lake Erie mornings 88');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/account\?updated=password$/);
    await expect(page.getByText('Your new password is saved.')).toBeVisible();
  });

  test('forgot-password and forgot-email answer the same whether or not the account exists', async ({ page }) => {
    for (const email of [CUSTOMER.email, uniqueEmail('nobody')]) {
      await page.goto('/account/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await expect(page.locator('#reset-sent')).toHaveText(
        `If an account uses ${email}, a link to choose a new password is on its way. It works once, for one hour.`,
      );
    }
    for (const name of ['Casey Customer', 'Nobody Atall']) {
      await page.goto('/account/forgot-email');
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Phone').fill('(734) 555-0100');
      await page.getByRole('button', { name: 'Send the reminder' }).click();
      await expect(page.locator('#reminder-sent')).toBeVisible();
    }
  });

  test('a password link that does not work says so and offers a new one', async ({ page, axe }) => {
    const response = await page.goto('/account/update-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send me a new password link' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    await axe.expectNoViolations();
  });

  test('the JSON sign-in answers 400 for bad input and 401 for a wrong password', async ({ request, baseURL }) => {
    const bad = await request.post('/api/auth/sign-in', { data: { email: 'nope' }, headers: { Origin: baseURL! } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fields.email).toBeTruthy();
    const wrong = await request.post('/api/auth/sign-in', {
      data: { email: CUSTOMER.email, password: 'wrong again' },
      headers: { Origin: baseURL! },
    });
    expect(wrong.status()).toBe(401);
    const ok = await request.post('/api/auth/sign-in', { data: CUSTOMER, headers: { Origin: baseURL! } });
    expect(ok.status()).toBe(200);
    expect((await ok.json()).account).toMatchObject({ email: CUSTOMER.email, role: 'customer' });
  });
});

test.describe('one session across tabs', () => {
  test('signing out in one tab signs the other tab out at once', async ({ page, context }) => {
    await registerAndSignIn(page, { name: 'Tess Tabs', email: uniqueEmail('tabs'), password: 'Lake Huron sunsets 77' });
    await expect(page).toHaveURL(/\/account$/);
    const other = await context.newPage();
    await other.goto('/account/profile');
    await expect(other.getByLabel('Full name')).toHaveValue('Tess Tabs');
    // The other tab has asked the server once the page has loaded; wait for that answer.
    await other.waitForLoadState('networkidle');

    await page.bringToFront();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out.')).toBeVisible();

    await expect(other).toHaveURL(/\/account\/login\?next=%2Faccount%2Fprofile&reason=session-ended$/);
    await expect(other.getByText('Your session ended. Sign in again to continue.')).toBeVisible();
  });

  test('a session revoked elsewhere ends in an open tab when it regains focus', async ({ page, browser, baseURL }) => {
    await registerAndSignIn(page, {
      name: 'Fran Focus',
      email: uniqueEmail('focus'),
      password: 'Lake Huron sunsets 77',
    });
    await page.goto('/account/profile');
    await page.waitForLoadState('networkidle');
    // The same session used from another browser (no tab channel between them) is signed out there.
    const device = await browser.newContext();
    await device.addCookies(await page.context().cookies());
    expect((await device.request.post('/api/auth/sign-out', { headers: { Origin: baseURL! } })).status()).toBe(204);
    await device.close();

    // This tab still holds the cookie; the server says the session is over as soon as the tab asks.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount%2Fprofile&reason=session-ended$/);
  });
});

test.describe('the referral link', () => {
  test('“Copy link” copies it and says so; “Share” opens the share sheet where the device has one', async ({
    page,
    context,
    baseURL,
    axe,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInAs(context, baseURL!, 'customer');
    for (const path of ['/account/referral', '/rewards/referrals']) {
      await page.goto(path);
      const link = (await page.getByTestId('referral-link').getAttribute('href'))!;
      expect(link).toMatch(/\/account\/register\?ref=[A-Z0-9]+$/);
      // Chromium on a desktop has no share sheet: the email and text links stand in for it.
      await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Email it' })).toHaveAttribute('href', /^mailto:\?subject=/);
      await expect(page.getByRole('link', { name: 'Text it' })).toHaveAttribute(
        'href',
        new RegExp(`^sms:\\?&body=.*${encodeURIComponent(link).replace(/[.?]/g, '\\$&')}$`),
      );

      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Copied\./ })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    }
    await axe.expectNoViolations();
  });

  test('a device with a share sheet shares the link through it', async ({ page, context, baseURL }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.assign(navigator, { share: async (data: ShareData) => void shared.push(data) });
    });
    await signInAs(context, baseURL!, 'customer');
    await page.goto('/account/referral');
    const link = await page.getByTestId('referral-link').getAttribute('href');
    await expect(page.getByRole('link', { name: 'Email it' })).toBeHidden();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([expect.objectContaining({ url: link, text: expect.stringContaining(link!) })]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the link is a plain link to copy, beside email and text links', async ({ page, context, baseURL }) => {
      await signInAs(context, baseURL!, 'customer');
      await page.goto('/account/referral');
      await expect(page.getByTestId('referral-link')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Email it' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Text it' })).toBeVisible();
    });
  });
});
