import { expect, test } from './fixtures.ts';
import { signInAs } from './dashboard-support.ts';

/** A day no other test's clock reaches: the rate added here never prices anyone else's cart. */
const FAR_DAY = '2091-01-01';

test('an admin schedules a tax rate on a phone, is refused a past day beside the field, and withdraws it', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  await signInAs(context, baseURL!, 'admin');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard/settings');
  const schedule = page.getByRole('table', { name: 'Tax rates and the day each starts' });
  await expect(
    schedule.getByRole('row', { name: /Excise tax on adult-use cannabis Every store 10% Since always In effect/ }),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a tax rate' });
  await form.getByLabel('Rate (%)').fill('12');
  await form.getByLabel('Starts on').fill('2020-01-01');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(
    form.getByText(
      'A new rate starts on a day after today: a rate in effect is never changed, the orders keep what each sale paid.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel('Starts on')).toHaveAttribute('aria-invalid', 'true');

  try {
    await form.getByLabel('Starts on').fill(FAR_DAY);
    await form.getByRole('button', { name: 'Add rate' }).click();
    await expect(page.getByText('Rate added: it is charged from Jan 1, 2091.')).toBeVisible();
    const added = schedule.getByRole('row', {
      name: /Excise tax on adult-use cannabis Every store 12% From Jan 1, 2091 Upcoming/,
    });
    await expect(added).toBeVisible();
    await expect(
      page
        .getByTestId('audit-log')
        .getByText('Taxes: added Excise tax on adult-use cannabis 12% from Jan 1, 2091 at every store'),
    ).toBeVisible();
    // Nothing wider than the phone but the table, which scrolls in its own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axe.expectNoViolations();

    await added.getByRole('button', { name: /^Withdraw / }).click();
    await expect(page.getByText('Rate withdrawn.')).toBeVisible();
    await expect(added).toHaveCount(0);
  } finally {
    // Leave the shared store as it was, whatever failed above.
    const { taxSchedule } = (await (await page.request.get('/api/dashboard/settings')).json()) as {
      taxSchedule: { rates: { id: string; startsOn: string | null }[] };
    };
    for (const rate of taxSchedule.rates.filter((rate) => rate.startsOn === FAR_DAY)) {
      await page.request.delete(`/api/dashboard/settings/tax-rates/${rate.id}`, { headers: { Origin: baseURL! } });
    }
  }
});

test('a manager may not schedule or withdraw tax rates', async ({ context, baseURL }) => {
  await signInAs(context, baseURL!, 'manager');
  const added = await context.request.post('/api/dashboard/settings/tax-rates', {
    data: { tax: 'sales', customerType: 'adult', storeId: '', rate: '5', startsOn: FAR_DAY },
    headers: { Origin: baseURL! },
  });
  expect(added.status()).toBe(403);
  expect(await added.json()).toEqual({ error: 'Only an admin can do this.', fields: {} });
  const withdrawn = await context.request.delete(
    '/api/dashboard/settings/tax-rates/00000000-0000-4000-8000-000000000000',
    { headers: { Origin: baseURL! } },
  );
  expect(withdrawn.status()).toBe(403);
});
