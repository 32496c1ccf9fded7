import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parseCsv } from '#lib/staff/csv.ts';
import { formatUsPhone } from '#lib/phone.ts';
import { addDays } from '#lib/pickup/zoned-time.ts';
import { linkFromHistory, signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, fillCheckout, shopperContext, totalSettled } from './shopper-support.ts';

const CHEMDAWG = { path: '/products/huron-valley-growers-chemdawg', size: /^3\.5 g/ };

/** A shopper no other test (or earlier run on this server) is: their own name, email and phone. */
function newShopper(first: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const digits = String(Math.floor(Math.random() * 9000) + 1000);
  return { name: `${first} Carts${tag}`, email: `${first.toLowerCase()}.${tag}@example.com`, phone: `734555${digits}` };
}
type Shopper = ReturnType<typeof newShopper>;

/** The days around today on the store's calendar: checkouts are dated by the machine's clock. */
function aroundToday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(new Date());
  return `range=custom&from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
}

/** Fills the checkout's contact fields and leaves them, as a shopper who then walks away. */
async function leaveCheckout(page: Page, who: Shopper): Promise<void> {
  await addToCart(page, CHEMDAWG, 1);
  await page.goto('/checkout');
  await page.getByLabel('Full name (as on your ID)').fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  const remembered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/checkout/contact') && (response.request().postData() ?? '').includes(who.phone),
  );
  await page.getByLabel('Mobile phone').fill(who.phone);
  await page.getByLabel('Mobile phone').blur();
  expect((await remembered).status()).toBe(204);
}

/**
 * Places an order with the email-marketing box ticked, then opens the confirmation link that sends
 * (an admin reads it on the subscribers page), so the consent ledger has the person subscribed.
 */
async function orderWithEmailConsent(page: Page, who: Shopper, admin: Page): Promise<void> {
  await addToCart(page, CHEMDAWG, 1);
  await page.goto('/checkout');
  await totalSettled(page);
  await fillCheckout(page, who);
  await page.getByLabel('Email me deals and new arrivals.').check();
  const place = page.getByRole('button', { name: 'Place order, pay at pickup' });
  await place.click();
  // Another test may change a price meanwhile: the new total is shown, and pressing again places it.
  const moved = page.getByText(/^(Your total is now |Prices changed since your total was shown)/);
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ }).or(moved)).toBeVisible();
  if (await moved.isVisible()) {
    await totalSettled(page);
    await place.click();
  }
  await expect(page).toHaveURL(/\/thank-you\?order=RR-/);
  const confirm = await linkFromHistory(admin, who.email, '/newsletter/confirm/');
  await page.goto(confirm.pathname);
  await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(page.getByText(`You are subscribed: ${who.email}`)).toBeVisible();
}

/** Every row of a table as the cells' text, the header row first. */
function cellsOf(table: Locator): Promise<string[][]> {
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())),
    );
}

test('staff see abandoned checkouts, with a contact only for people who agreed to marketing', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const consenting = newShopper('Ada');
  const private_ = newShopper('Ben');
  const shopper = await shopperContext(browser, baseURL!);
  const shop = await shopper.newPage();
  const admin = await shopperContext(browser, baseURL!);
  await signInAs(admin, baseURL!, 'admin');
  await orderWithEmailConsent(shop, consenting, await admin.newPage());
  await leaveCheckout(shop, consenting);
  await leaveCheckout(await (await shopperContext(browser, baseURL!)).newPage(), private_);

  await signInAs(context, baseURL!, 'manager');
  await page.goto(`/dashboard/abandoned-carts?${aroundToday()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Abandoned carts' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Abandoned checkouts' });
  const agreed = list.getByRole('row').filter({ hasText: consenting.email });
  await expect(agreed).toHaveCount(1);
  await expect(agreed).toContainText(`${consenting.name} · ${consenting.email}`);
  await expect(agreed).toContainText('Chemdawg');
  await expect(list.getByRole('row').filter({ hasText: 'No marketing consent' }).first()).toBeVisible();
  await expect(page.getByText(/agreed to marketing on that channel/)).toBeVisible();
  const shown = await page.locator('main').innerText();
  for (const detail of [private_.name, private_.email, formatUsPhone(private_.phone)])
    expect(shown).not.toContain(detail);

  const answer = await page.request.get(`/api/dashboard/reports/abandoned-carts?${aroundToday()}`);
  expect(answer.status()).toBe(200);
  const payload = await answer.text();
  expect(payload).toContain(consenting.email);
  for (const detail of [private_.name, private_.email, private_.phone]) expect(payload).not.toContain(detail);
});

test('a manager is refused the feedback report, in the dashboard and by its endpoint', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, 'manager');
  await page.goto('/dashboard/feedback');
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Customer feedback' })).toHaveCount(0);
  expect((await page.request.get('/api/dashboard/reports/feedback')).status()).toBe(403);
  expect((await page.request.get('/api/dashboard/reports/abandoned-carts')).status()).toBe(200);
});

test('both reports pass axe on a phone and a desktop, as charts and as tables; the comments filter is in the address', async ({
  page,
  browser,
  context,
  baseURL,
  axe,
}) => {
  test.setTimeout(90_000);
  await leaveCheckout(await (await shopperContext(browser, baseURL!)).newPage(), newShopper('Dee'));
  await signInAs(context, baseURL!, 'admin');
  for (const path of ['abandoned-carts', 'feedback']) {
    await page.goto(`/dashboard/${path}?range=last-90-days`);
    await expect(page.locator('[data-report]')).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await axe.expectNoViolations();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    }
    // Each switch turns into "Show as chart" once pressed, so the first one left is pressed until none is.
    const toTable = page.getByRole('button', { name: /^Show as table/ });
    while ((await toTable.count()) > 0) await toTable.first().click();
    await axe.expectNoViolations();
  }
  await page.getByLabel('Comments from').selectOption('detractors');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/comments=detractors/);
  await expect(page.getByLabel('Comments from')).toHaveValue('detractors');
});

test('the abandoned checkouts CSV holds exactly the table, contacts withheld alike', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  const walkedAway = newShopper('Cy');
  await leaveCheckout(await (await shopperContext(browser, baseURL!)).newPage(), walkedAway);
  await signInAs(context, baseURL!, 'manager');
  await page.goto(`/dashboard/abandoned-carts?${aroundToday()}`);
  const section = page.locator('[data-report-table="checkouts"]');
  const table = section.getByRole('table', { name: 'Abandoned checkouts' });
  await expect(table.getByRole('row').filter({ hasText: 'No marketing consent' }).first()).toBeVisible();
  const shown = await cellsOf(table);

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download CSV of Abandoned checkouts' }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  const parsed = parseCsv(text);
  expect(parsed.ok ? parsed.records.map((record) => record.cells) : parsed.message).toEqual(shown);
  for (const detail of [walkedAway.name, walkedAway.email, formatUsPhone(walkedAway.phone)])
    expect(text).not.toContain(detail);
});
