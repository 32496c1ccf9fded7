import type { Database } from '#server/db/database.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { createPostgresStoreDatabase, type PostgresStoreDatabase } from '../support/postgres-store.ts';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { AGE_COOKIE, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { addToCart } from './shopper-support.ts';

/**
 * A shopper who lands on another store's checkout than their cart's (a bookmark, the back button)
 * is told where the cart is for, with a link to that store's checkout (decision 70). A second store
 * is added to a database of this test's own, on PostgreSQL, before its store starts.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

test.describe('the checkout and the cart’s store', () => {
  test.skip(!serverUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server for tests)');

  let database: PostgresStoreDatabase;
  let db: Database;
  let store: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await createPostgresStoreDatabase(serverUrl!, 'checkoutcartstore');
    db = openPostgres(database.url, { max: 1 });
    const [ypsilanti] = await db.query<{ id: string }>(
      `insert into stores (slug, name, street_address, city, region, postal_code, phone, timezone, position)
       values ('ypsilanti', 'Ypsilanti', '14 N Washington St', 'Ypsilanti', 'MI', '48197', '734-555-0188',
               'America/Detroit', 2)
       returning id`,
    );
    await db.query(
      `insert into store_hours (store_id, service, weekday, opens_at, closes_at)
       select $1, 'in_store', weekday, '09:00', '21:00' from generate_series(0, 6) as weekday`,
      [ypsilanti!.id],
    );
    await db.query(
      `insert into store_variants (store_id, variant_id, stock)
       select $1, variant_id, 50 from store_variants where store_id = default_store_id() and pool = 'all'`,
      [ypsilanti!.id],
    );
    await db.close();
    store = await startStoreServer({ DATABASE_URL: database.url });
    await waitUntilHealthy(store, 200_000);
  });
  test.afterAll(async () => {
    await store?.stop();
    await database?.drop();
  });

  test('a cart filled at Ypsilanti, at the first store’s checkout, is named with a link to Ypsilanti’s', async ({
    browser,
    consoleErrors,
  }) => {
    // The demo's photos were written beside the seed, not into this store's data folder.
    consoleErrors.allow(/status of 404 .*\/media\/products\//);
    const context = await browser.newContext({ baseURL: store.baseURL, viewport: { width: 360, height: 900 } });
    await context.addCookies([{ name: AGE_COOKIE, value: 'adult', url: store.baseURL }]);
    const page = await context.newPage();
    await addToCart(page, { path: '/products/huron-valley-growers-chemdawg?store=ypsilanti', size: /^3\.5 g/ }, 1);

    await page.goto('/checkout');
    const notice = page.getByRole('heading', { name: 'Your cart is for pickup at Ypsilanti' });
    await expect(notice).toBeVisible();
    const link = page.getByRole('link', { name: 'Check out at Ypsilanti' });
    await expect(link).toHaveAttribute('href', '/checkout?store=ypsilanti');
    // The shopper may still place it here: the form stays, priced at this store.
    await expect(page.getByRole('button', { name: 'Place order, pay at pickup' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await link.click();
    await expect(page).toHaveURL(/\/checkout\?store=ypsilanti$/);
    await expect(page.getByText('our Ypsilanti store, 14 N Washington St')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order, pay at pickup' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Your cart is for pickup at/ })).toHaveCount(0);
    await context.close();
  });
});
