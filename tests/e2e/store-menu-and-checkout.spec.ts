import type { Browser, Page } from '@playwright/test';
import type { Database } from '#server/db/database.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { createPostgresStoreDatabase, type PostgresStoreDatabase } from '../support/postgres-store.ts';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { AGE_COOKIE, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { addToCart, fillCheckout } from './shopper-support.ts';

/**
 * The organization's other stores, as a shopper meets them: a store's own menu at
 * `/stores/{slug}` (the products it carries at its own prices, filters and search in place, cards
 * that lead to the product with the store) and its own checkout at `/checkout?store={slug}` (its
 * pickup hours, address and phone, its pause or closing, the order placed from its stock). The
 * demo has one store, so one built store runs on a PostgreSQL database these tests give four more
 * stores before it starts: Iron Mountain (a Central-time store carrying most of the menu), Chelsea
 * (every size, pickup from noon to 2 PM), Saline (ordering paused) and Milan (closed).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ZONE = 'America/Detroit';
const CHEMDAWG = { path: '/products/huron-valley-growers-chemdawg', size: /^3\.5 g/ };

/** The hour on the store's clock of an ISO instant. */
const storeHour = (iso: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)));

test.describe('the other stores’ menus and checkouts', () => {
  test.skip(!serverUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server for tests)');
  test.describe.configure({ mode: 'serial' });

  let database: PostgresStoreDatabase;
  let db: Database;
  let store: StoreServer;
  let chelsea: string;
  /** A product Iron Mountain sells at its own price, and one it does not carry. */
  let own: { slug: string; name: string; price: string };
  let missing: { slug: string; name: string };

  /** A store of the organization's, with every size the first store sells at 50 units. */
  async function addStore(slug: string, name: string, extra: string): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into stores (slug, name, street_address, city, region, postal_code, phone, timezone, position)
       values ($1, $2, '20 E Middle St', $2, 'MI', '48118', '734-555-0199', $3, 5)
       on conflict (slug) do update set name = excluded.name returning id`,
      [slug, name, ZONE],
    );
    const id = row!.id;
    if (extra) await db.query(`update stores set ${extra} where id = $1`, [id]);
    await db.query(
      `insert into store_hours (store_id, service, weekday, opens_at, closes_at)
       select $1, service, weekday, opens_at, closes_at
         from (values ('in_store', '09:00'::time, '21:00'::time), ('pickup', '12:00'::time, '14:00'::time))
              as h (service, opens_at, closes_at)
         cross join generate_series(0, 6) as weekday
       on conflict do nothing`,
      [id],
    );
    await db.query(
      `insert into store_variants (store_id, variant_id, stock)
       select $1, variant_id, 50 from store_variants where store_id = default_store_id() and pool = 'all'
       on conflict do nothing`,
      [id],
    );
    return id;
  }

  async function shopper(browser: Browser, width: number): Promise<Page> {
    const context = await browser.newContext({ baseURL: store.baseURL, viewport: { width, height: 900 } });
    await context.addCookies([{ name: AGE_COOKIE, value: 'adult', url: store.baseURL }]);
    return context.newPage();
  }

  async function stockOfChemdawg(storeId: string): Promise<number> {
    const [row] = await db.query<{ stock: number }>(
      `select sv.stock from store_variants sv join variants v on v.id = sv.variant_id
         join products p on p.id = v.product_id
        where p.slug = 'huron-valley-growers-chemdawg' and v.size_label like '3.5 g%' and sv.store_id = $1 and sv.pool = 'all'`,
      [storeId],
    );
    return row!.stock;
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await createPostgresStoreDatabase(serverUrl!, 'otherstores');
    db = openPostgres(database.url, { max: 2 });
    const [ironMountainRow] = await db.query<{ id: string }>(
      `insert into stores (slug, name, street_address, city, region, postal_code, latitude, longitude, phone, email,
                           timezone)
       values ('iron-mountain', 'Iron Mountain', '101 S Stephenson Ave', 'Iron Mountain', 'MI', '49801',
               45.8202, -88.0660, '(906) 555-0142', 'ironmountain@riverraisin.test', 'America/Chicago') returning id`,
    );
    const ironMountain = ironMountainRow!.id;
    // Every in-stock size of the demo but those of every fifth product, with stock of its own.
    await db.query(
      `insert into store_variants (store_id, variant_id, stock)
       select $1, v.id, v.stock + 1
         from variants v
         join (select id, row_number() over (order by slug) as n from products) p on p.id = v.product_id
        where p.n % 5 <> 0 and v.stock > 0`,
      [ironMountain],
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
      [ironMountain],
    )) as [{ slug: string; name: string; price: string }];
    [missing] = (await db.query<{ slug: string; name: string }>(
      `select p.slug, p.name from products p
         join menu_products m on m.product_id = p.id and m.listed and not m.medical_only
         join menu_store_products s on s.product_id = p.id and s.store_id = $1 and not s.listed
        order by p.slug limit 1`,
      [ironMountain],
    )) as [{ slug: string; name: string }];
    chelsea = await addStore('chelsea', 'Chelsea', '');
    await addStore(
      'saline',
      'Saline',
      `online_ordering_paused = true, online_ordering_paused_message = 'Back Monday after our refit.'`,
    );
    await addStore('milan', 'Milan', 'closed_at = now()');
    store = await startStoreServer({ DATABASE_URL: database.url });
    await waitUntilHealthy(store, 200_000);
  });
  test.afterAll(async () => {
    await store?.stop();
    await db?.close();
    await database?.drop();
  });

  test.beforeEach(async ({ context, consoleErrors }) => {
    await context.addCookies([{ name: AGE_COOKIE, value: 'adult', url: store.baseURL }]);
    // The demo's photos were seeded into a folder of the database's making, not this server's.
    consoleErrors.allow(/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/media\/products\//);
  });

  test('shows the store’s products at its prices, linking to them with the store, on a 360 px phone', async ({
    page,
    axe,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const response = await page.goto(
      `${store.baseURL}/stores/iron-mountain?searchTerm=${encodeURIComponent(own.name)}`,
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
    await page.goto(`${store.baseURL}/stores/monroe?searchTerm=${encodeURIComponent(own.name)}`);
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
    await page.goto(`${store.baseURL}/stores/iron-mountain?searchTerm=${encodeURIComponent(missing.name)}`);
    await expect(page.getByRole('link', { name: missing.name, exact: true })).toHaveCount(0);
    await page.goto(`${store.baseURL}/stores/monroe?searchTerm=${encodeURIComponent(missing.name)}`);
    await expect(page.getByRole('link', { name: missing.name, exact: true }).first()).toBeVisible();

    await page.goto(`${store.baseURL}/stores/iron-mountain`);
    await page.screenshot({ path: testInfo.outputPath('store-menu-1280.png'), fullPage: false });
    const menu = page.locator('[data-menu]');
    const tab = menu.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(1);
    const category = (await tab.getAttribute('href'))!;
    expect(category).toMatch(/^\/stores\/iron-mountain\?category=[a-z-]+#store-menu$/);
    await tab.click();
    await expect(page).toHaveURL(`${store.baseURL}${category}`);
    await expect(menu.getByRole('article').first()).toBeVisible();
    for (const link of await menu.getByRole('article').getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /\?store=iron-mountain$/);
    }
  });

  test('a store that is none of ours is not found; a paused or closed one says why and offers no form', async ({
    browser,
  }) => {
    const page = await shopper(browser, 360);
    expect((await page.goto('/checkout?store=atlantis'))?.status()).toBe(404);

    expect((await page.goto('/checkout?store=saline'))?.status()).toBe(200);
    await expect(page.getByText('Online ordering is paused: Back Monday after our refit.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order, pay at pickup' })).toHaveCount(0);

    await page.goto('/checkout?store=milan');
    await expect(page.getByText('Our Milan store has closed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'choose another of our stores' })).toHaveAttribute('href', '/stores');
    await expect(page.getByLabel('Pickup time')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('offers the store’s own pickup hours and places the order there, from its stock, naming it', async ({
    browser,
  }) => {
    const page = await shopper(browser, 360);
    await addToCart(page, CHEMDAWG, 1);
    const first = (await db.query<{ id: string }>('select default_store_id() as id'))[0]!.id;
    const before = { chelsea: await stockOfChemdawg(chelsea), first: await stockOfChemdawg(first) };

    await page.goto('/checkout?store=chelsea');
    await expect(page.getByText('our Chelsea store, 20 E Middle St, Chelsea, MI 48118')).toBeVisible();
    const offered = await page
      .getByLabel('Pickup time')
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered.length).toBeGreaterThan(0);
    // Chelsea hands orders over from noon to 2 PM, though it opens at 9.
    expect(offered.filter((start) => storeHour(start) < 12 || storeHour(start) >= 14)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await fillCheckout(page, { name: 'Cass Chelsea', email: `chelsea.${Date.now()}@example.com` });
    await page.getByRole('button', { name: 'Place order, pay at pickup' }).click();
    await expect(page).toHaveURL(/\/thank-you\?order=RR-[0-9A-Z]{6}&key=/);
    const number = new URL(page.url()).searchParams.get('order')!;
    // Four stores: the receipt says which one, where, and how to call it.
    const pickupPlace = page.getByRole('region', { name: 'Pickup' }).locator('address');
    await expect(pickupPlace).toContainText('River Raisin Cannabis Co. Chelsea');
    await expect(pickupPlace).toContainText('20 E Middle St, Chelsea, MI 48118');
    await expect(page.getByRole('link', { name: '734-555-0199' })).toBeVisible();

    const [order] = await db.query<{ store_id: string }>('select store_id from orders where number = $1', [number]);
    expect(order!.store_id).toBe(chelsea);
    expect(await stockOfChemdawg(chelsea)).toBe(before.chelsea - 1);
    expect(await stockOfChemdawg(first)).toBe(before.first);
  });
});
