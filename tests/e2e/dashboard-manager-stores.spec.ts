import { standInForThirdParties } from '../support/third-party-stand-ins.ts';
import { registerAndSignIn } from './account-support.ts';
import { signInAs } from './dashboard-support.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

/**
 * A manager sees and changes only their stores (decision 63). The demo runs two stores, so an
 * account made a manager manages none until an admin ticks its stores on the user's page.
 */
test('an admin gives a new manager one of the two stores, and the manager sees that store only', async ({
  page,
  context,
  baseURL,
  browser,
  axe,
}) => {
  // Two people's browsers: a shopper signing up, then an admin changing their role and stores.
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
  // A customer has no stores to manage.
  await expect(page.getByRole('region', { name: 'Stores' })).toHaveCount(0);
  await page.getByLabel('New role').selectOption('manager');
  await page.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByTestId('user-role')).toHaveText('Manager');

  const stores = page.getByRole('region', { name: 'Stores' });
  await expect(stores.getByRole('checkbox')).toHaveCount(2);
  await expect(stores.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(stores).toContainText('With no store, this manager sees none of a store’s orders, stock or hours.');
  await stores.getByLabel('Ypsilanti').check();
  await stores.getByRole('button', { name: 'Save stores' }).click();
  await expect(stores.getByRole('button', { name: 'Save stores' })).toBeDisabled({ timeout: 20_000 });
  await expect(stores.getByLabel('Ypsilanti')).toBeChecked();
  await axe.expectNoViolations();

  // The manager's queue is Ypsilanti's, the only store they were given; Monroe's is refused.
  await manager.goto('/dashboard/orders');
  await expect(manager.getByRole('heading', { level: 1, name: 'Pickup queue' })).toBeVisible({ timeout: 20_000 });
  expect((await manager.request.get('/api/dashboard/orders?store=ypsilanti')).status()).toBe(200);
  const elsewhere = await manager.request.get('/api/dashboard/orders?store=monroe');
  expect(elsewhere.status()).toBe(403);
  expect(await elsewhere.json()).toEqual({ error: 'You do not manage the store “monroe”.', fields: {} });
  await theirs.close();
});
