import { standInForThirdParties } from '../support/third-party-stand-ins.ts';
import { registerAndSignIn } from './account-support.ts';
import { signInAs } from './dashboard-support.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

/**
 * A manager sees and changes only the stores an admin gave them (decision 63). With the demo's one
 * store, an account made a manager manages it; an admin takes it away and gives it back on the
 * user's page, and the manager's dashboard follows.
 */
test('an admin takes a manager’s store away and gives it back, and the manager’s dashboard follows', async ({
  page,
  context,
  baseURL,
  browser,
  axe,
}) => {
  const email = `store.manager.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const theirs = await browser.newContext({ baseURL });
  await standInForThirdParties(theirs);
  await theirs.addCookies([{ name: AGE_COOKIE, value: 'adult', url: baseURL! }]);
  const manager = await theirs.newPage();
  await registerAndSignIn(manager, { name: 'Sam Storekeeper', email, password: 'Monroe piers at dusk 48' });

  await signInAs(context, baseURL!, 'admin');
  await page.goto(`/dashboard/users?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Sam Storekeeper' }).click();
  await expect(page.getByRole('region', { name: 'Stores' })).toHaveCount(0);
  await page.getByLabel('New role').selectOption('manager');
  await page.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByTestId('user-role')).toHaveText('Manager');

  const stores = page.getByRole('region', { name: 'Stores' });
  const monroe = stores.getByRole('checkbox', { name: 'Monroe' });
  await expect(monroe).toBeChecked();
  await expect(stores.getByRole('button', { name: 'Save stores' })).toBeDisabled();
  await axe.expectNoViolations();

  await manager.goto('/dashboard');
  await expect(manager.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await monroe.uncheck();
  await expect(stores).toContainText('With no store, this manager sees none of a store’s orders, stock or hours.');
  await stores.getByRole('button', { name: 'Save stores' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stores saved.' })).toBeVisible();
  await expect(page.getByTestId('audit-log')).toContainText('Stores changed from Monroe to no store');
  await expect(monroe).not.toBeChecked();

  await manager.reload();
  await expect(manager.getByRole('heading', { level: 1, name: 'No store yet' })).toBeVisible();
  await expect(manager.getByText('An admin gives managers their stores on the users page.')).toBeVisible();
  await manager.goto('/dashboard/product-categories');
  await expect(manager.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  await monroe.check();
  await stores.getByRole('button', { name: 'Save stores' }).click();
  await expect(page.getByTestId('audit-log')).toContainText('Stores changed from no store to Monroe');
  await manager.goto('/dashboard');
  await expect(manager.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await theirs.close();
});
