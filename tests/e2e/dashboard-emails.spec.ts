import { expect, test } from './fixtures.ts';
import { signInAs } from './dashboard-support.ts';
import { placeGuestOrder } from './shopper-support.ts';

const CHEMDAWG = { path: '/products/huron-valley-growers-chemdawg', size: /^3\.5 g/ };

test.describe('emails sent', () => {
  test('an admin reads both parts of a guest’s order email, found by the start of the address; a manager may not', async ({
    page,
    context,
    browser,
    baseURL,
    axe,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    // The email holds no script; the browser's own tools (a trace's page snapshot) may try one in
    // the frame, and the frame, sandboxed to nothing, refuses it — as it should.
    consoleErrors.allow(
      /^console\.error on .*: Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
    );
    // A guest: no account, so no user page lists the emails to this address.
    const email = `outbox.guest.${Date.now()}@example.com`;
    const number = await placeGuestOrder(browser, baseURL!, [{ product: CHEMDAWG, quantity: 1 }], {
      name: 'Olive Outbox',
      email,
    });

    await signInAs(context, baseURL!, 'admin');
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Emails' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Emails sent' })).toBeVisible();
    await page.getByLabel('Sent to').fill(email.slice(0, 20).toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/dashboard\/emails\?q=OUTBOX\.GUEST\./);

    const sent = page.locator(`li[data-to="${email}"][data-template="order_placed"]`);
    await expect(sent).toHaveCount(1);
    const summary = sent.locator('summary').first();
    await expect(summary).toContainText(number);
    await expect(summary).toContainText(`To ${email}`);
    await summary.click();
    await expect(sent.locator('pre')).toContainText('Olive Outbox');
    await axe.expectNoViolations();
    // The HTML part as the guest's mail program showed it, in a frame that may run nothing.
    await sent.getByText('HTML part, as it was received').click();
    // (Read from its srcdoc: reading inside a frame that may run nothing makes Chromium log a refusal.)
    const html = sent.getByTitle(new RegExp(`^HTML part of “Order ${number} `));
    await expect(html).toHaveAttribute('sandbox', '');
    await expect(html).toHaveAttribute('srcdoc', /^<!doctype html>[\s\S]*Olive Outbox/);
    expect(await html.getAttribute('srcdoc')).not.toMatch(/<script/i);

    // Managers read no one's emails, here or through the endpoint.
    const manager = await browser.newContext({ baseURL });
    await signInAs(manager, baseURL!, 'manager');
    const refused = await manager.newPage();
    expect((await refused.goto('/dashboard/emails'))?.status()).toBe(403);
    expect((await manager.request.get(`/api/dashboard/mail?q=${encodeURIComponent(email)}`)).status()).toBe(403);
    await manager.close();
  });
});
