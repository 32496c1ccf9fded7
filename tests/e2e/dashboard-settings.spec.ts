import { expect, test } from './fixtures.ts';
import { signInAs } from './dashboard-support.ts';

test.describe('dashboard settings and theme', () => {
  test('an admin changes the store phone and the storefront shows it at once', async ({
    page,
    context,
    baseURL,
    axe,
  }) => {
    await signInAs(context, baseURL!, 'admin');
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await axe.expectNoViolations();

    const details = page.getByRole('form', { name: 'Store details' });
    const phone = details.getByLabel('Phone');
    const before = await phone.inputValue();
    const changed = before === '(734) 555-0187' ? '(734) 555-0186' : '(734) 555-0187';

    // Something that is not a phone number is refused beside the field, and nothing is saved.
    await phone.fill('call the store');
    await details.getByRole('button', { name: 'Save store details' }).click();
    await expect(details.getByText('Enter a 10-digit US phone number, like (734) 555-0142.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    try {
      await phone.fill(changed.replace(/\D/g, ''));
      await details.getByRole('button', { name: 'Save store details' }).click();
      await expect(page.getByText('Saved. The store shows it now.')).toBeVisible();
      // The server tidies the number, and the form shows it as stored.
      await expect(page.getByRole('form', { name: 'Store details' }).getByLabel('Phone')).toHaveValue(changed);
      await expect(page.getByTestId('audit-log').getByText(`phone ${before} → ${changed}`)).toBeVisible();

      const storefront = await context.newPage();
      await storefront.goto('/');
      await expect(storefront.locator('footer')).toContainText(changed);
      await storefront.close();
    } finally {
      const { settings } = (await (await page.request.get('/api/dashboard/settings')).json()) as {
        settings: { store: Record<string, unknown> };
      };
      const restored = await page.request.put('/api/dashboard/settings/store', {
        data: { ...settings.store, phone: before },
        headers: { Origin: baseURL! },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('opening hours that close before they open are refused beside the field', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, 'admin');
    await page.goto('/dashboard/settings');
    const monday = page.getByRole('group', { name: 'Monday' });
    await monday.getByLabel('Closes').fill('08:00');
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await expect(
      monday.getByText('Closing must be after opening. Hours past midnight go on the next day, from 00:00.'),
    ).toBeVisible();
    await expect(monday.getByLabel('Closes')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a manager cannot open settings, and the settings endpoints refuse managers and signed-out callers', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await signInAs(context, baseURL!, 'manager');
    const response = await page.goto('/dashboard/settings');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Store details' })).toHaveCount(0);

    const asManager = await context.request.put('/api/dashboard/settings/store', {
      data: { phone: '7345550100' },
      headers: { Origin: baseURL! },
    });
    expect(asManager.status()).toBe(403);
    expect(await asManager.json()).toEqual({ error: 'Only an admin can do this.', fields: {} });
    const signedOut = await request.put('/api/dashboard/settings/store', {
      data: { phone: '7345550100' },
      headers: { Origin: baseURL! },
    });
    expect(signedOut.status()).toBe(401);
  });

  test('the theme editor refuses a text colour that fails WCAG AA on its background', async ({
    page,
    context,
    baseURL,
    axe,
  }) => {
    await signInAs(context, baseURL!, 'admin');
    await page.goto('/dashboard/theme');
    await expect(page.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Preview' })).toBeVisible();
    await axe.expectNoViolations();

    const textOnPrimary = page.getByLabel('Text on primary', { exact: true });
    await textOnPrimary.fill('#7fb08a');
    const message = page.getByText(
      /^Text on primary on primary is \d\.\d:1; text needs at least 4\.5:1 \(WCAG AA\)\.$/,
    );
    await expect(message).toBeVisible();
    await expect(
      page.getByRole('row', { name: /Text on primary Primary/ }).getByRole('cell', { name: 'Fails' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Save theme' }).click();
    await expect(page.getByRole('alert')).toHaveText('Check the highlighted fields.');
    await expect(textOnPrimary).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Undo changes' }).click();
    await expect(message).toHaveCount(0);
    const theme = (await (await page.request.get('/api/dashboard/settings/theme')).json()) as { audit: unknown[] };
    expect(theme.audit).toEqual([]);
  });
});
