import { standInForThirdParties } from '../support/third-party-stand-ins.ts';
import { registerAndSignIn } from './account-support.ts';
import { signInAs } from './dashboard-support.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

/**
 * A manager sees and changes only their stores (decision 63). With the demo's one store there is
 * nothing to choose: an account made a manager manages it at once, and its page says so.
 */
test('a customer made a manager manages the one store at once, and the user’s page says so', async ({
  page,
  context,
  baseURL,
  browser,
  axe,
}) => {
  // Two people's browsers: a shopper signing up, then an admin changing their role.
  test.slow();
  const email = `store.manager.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const theirs = await browser.newContext({ baseURL });
  await standInForThirdParties(theirs);
  await theirs.addCookies([{ name: AGE_COOKIE, value: 'adult', url: baseURL! }]);
  const manager = await theirs.newPage();
  await registerAndSignIn(manager, { name: 'Sam Storekeeper', email, password: 'Monroe piers at dusk 48' });

  await signInAs(context, baseURL!, 'admin');
  await page.goto(`/dashboard/users?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Sam Storekeeper' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Storekeeper' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stores' })).toHaveCount(0);
  await page.getByLabel('New role').selectOption('manager');
  await page.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByTestId('user-role')).toHaveText('Manager');
  await expect(page.getByRole('region', { name: 'Stores' })).toContainText(
    'Every manager manages Monroe, the only store.',
  );
  await axe.expectNoViolations();

  await manager.goto('/dashboard/orders');
  await expect(manager.getByRole('heading', { level: 1, name: 'Pickup queue' })).toBeVisible();
  const queue = await manager.request.get('/api/dashboard/orders?store=monroe');
  expect(queue.status()).toBe(200);
  const elsewhere = await manager.request.get('/api/dashboard/orders?store=ypsilanti');
  expect(elsewhere.status()).toBe(403);
  expect(await elsewhere.json()).toEqual({ error: 'You do not manage the store “ypsilanti”.', fields: {} });
  await theirs.close();
});
