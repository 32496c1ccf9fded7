import { openPostgres } from '#server/db/postgres.ts';
import type { Database } from '#server/db/database.ts';
import { createPostgresStoreDatabase, type PostgresStoreDatabase } from '../support/postgres-store.ts';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

/**
 * A second store's page shows that store's menu: the products it carries at its own prices, its
 * own stock, the home menu's filters and search working in place on its address, and cards that
 * lead to the product with the store. The demo has one store, so a built store runs on a
 * PostgreSQL database the test gives a second store before it starts.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

test.describe('a second store’s own menu', () => {
  test.skip(!serverUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server for tests)');
  test.describe.configure({ mode: 'serial' });

  let database: PostgresStoreDatabase;
  let db: Database;
  let server: StoreServer;
  /** A product the second store sells at its own price, and one it does not carry. */
  let own: { slug: string; name: string; price: string };
  let missing: { slug: string; name: string };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await createPostgresStoreDatabase(serverUrl!, 'store_menu');
    db = openPostgres(database.url, { max: 2 });
    const [store] = await db.query<{ id: string }>(
      `insert into stores (slug, name, street_address, city, region, postal_code, latitude, longitude, phone, email,
                           timezone)
       values ('iron-mountain', 'Iron Mountain', '101 S Stephenson Ave', 'Iron Mountain', 'MI', '49801',
               45.8202, -88.0660, '(906) 555-0142', 'ironmountain@riverraisin.test', 'America/Chicago') returning id`,
    );
    // Every in-stock size of the demo but those of every fifth product, with stock of its own.
    await db.query(
      `insert into store_variants (store_id, variant_id, stock)
       select $1, v.id, v.stock + 1
         from variants v
         join (select id, row_number() over (order by slug) as n from products) p on p.id = v.product_id
        where p.n % 5 <> 0 and v.stock > 0`,
      [store!.id],
    );
    // One product with a single size, sold there at its own price.
    [own] = (await db.query<{ slug: string; name: string; price: string }>(
      `with chosen as (
         select p.id, p.slug, p.name from products p join menu_store_products s on s.product_id = p.id
          where s.store_id = $1 and s.listed and s.in_stock and s.size_count = 1 and not p.medical_only
          order by p.slug limit 1)
       update store_variants sv set adult_use_price_cents = 1234
         from variants v, chosen c
        where sv.store_id = $1 and sv.variant_id = v.id and v.product_id = c.id
       returning c.slug, c.name, '$12.34' as price`,
      [store!.id],
    )) as [{ slug: string; name: string; price: string }];
    [missing] = (await db.query<{ slug: string; name: string }>(
      `select p.slug, p.name from products p
         join menu_products m on m.product_id = p.id and m.listed and not m.medical_only
         join menu_store_products s on s.product_id = p.id and s.store_id = $1 and not s.listed
        order by p.slug limit 1`,
      [store!.id],
    )) as [{ slug: string; name: string }];
    server = await startStoreServer({ DATABASE_URL: database.url, STORE_TEST_CLOCK: '1' });
    await waitUntilHealthy(server);
  });
  test.afterAll(async () => {
    await server?.stop();
    await db?.close();
    await database?.drop();
  });

  test.beforeEach(async ({ context, consoleErrors }) => {
    await context.addCookies([{ name: AGE_COOKIE, value: 'adult', url: server.baseURL }]);
    // The demo's photos were seeded into a folder of the database's making, not this server's.
    consoleErrors.allow(/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/media\/products\//);
  });

  test('shows the store’s products at its prices, linking to them with the store, on a 360 px phone', async ({
    page,
    axe,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const response = await page.goto(
      `${server.baseURL}/stores/iron-mountain?searchTerm=${encodeURIComponent(own.name)}`,
    );
    expect(response?.status()).toBe(200);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: own.name, exact: true }) });
    await expect(card).toContainText(own.price);
    await expect(card.getByRole('link', { name: own.name, exact: true })).toHaveAttribute(
      'href',
      `/products/${own.slug}?store=iron-mountain`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await axe.expectNoViolations();
    await page.screenshot({ path: testInfo.outputPath('store-menu-360.png'), fullPage: false });

    // The default store's page, and the home menu, still link to the product alone and at the catalog's price.
    await page.goto(`${server.baseURL}/stores/monroe?searchTerm=${encodeURIComponent(own.name)}`);
    const home = page.getByRole('article').filter({ has: page.getByRole('link', { name: own.name, exact: true }) });
    await expect(home.getByRole('link', { name: own.name, exact: true })).toHaveAttribute(
      'href',
      `/products/${own.slug}`,
    );
    await expect(home).not.toContainText(own.price);
  });

  test('leaves out what the store does not carry, and filters and pages in place on its address', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.baseURL}/stores/iron-mountain?searchTerm=${encodeURIComponent(missing.name)}`);
    await expect(page.getByRole('link', { name: missing.name, exact: true })).toHaveCount(0);
    await page.goto(`${server.baseURL}/stores/monroe?searchTerm=${encodeURIComponent(missing.name)}`);
    await expect(page.getByRole('link', { name: missing.name, exact: true }).first()).toBeVisible();

    await page.goto(`${server.baseURL}/stores/iron-mountain`);
    await page.screenshot({ path: testInfo.outputPath('store-menu-1280.png'), fullPage: false });
    const menu = page.locator('[data-menu]');
    const tab = menu.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(1);
    const category = (await tab.getAttribute('href'))!;
    expect(category).toMatch(/^\/stores\/iron-mountain\?category=[a-z-]+#store-menu$/);
    await tab.click();
    await expect(page).toHaveURL(`${server.baseURL}${category}`);
    await expect(menu.getByRole('article').first()).toBeVisible();
    for (const link of await menu.getByRole('article').getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /\?store=iron-mountain$/);
    }
  });
});
