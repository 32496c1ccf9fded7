import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import type { Database } from '#server/db/database.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { createPostgresStoreDatabase, type PostgresStoreDatabase } from '../support/postgres-store.ts';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';
import { addToCart, fillCheckout } from './shopper-support.ts';

/**
 * The checkout of a store other than the default one, `/checkout?store={slug}`: that store's
 * pickup slots (from its pickup hours), address and phone, its pause or closing, and the order
 * placed there. Other stores are added to a database of these tests' own, on PostgreSQL, before
 * its store starts.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ZONE = 'America/Detroit';
const CHEMDAWG = { path: '/products/huron-valley-growers-chemdawg', size: /^3\.5 g/ };

/** The hour on the store's clock of an ISO instant. */
const storeHour = (iso: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)));

test.describe('checking out at another store', () => {
  test.skip(!serverUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server for tests)');
  test.describe.configure({ mode: 'serial' });

  let database: PostgresStoreDatabase;
  let db: Database;
  let store: StoreServer;
  let chelsea: string;

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

  async function expectAccessible(page: Page) {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
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
    database = await createPostgresStoreDatabase(serverUrl!, 'checkoutstores');
    db = openPostgres(database.url, { max: 2 });
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
    await expectAccessible(page);
  });

  test('offers the store’s own pickup hours and places the order there, from its stock, naming it', async ({
    browser,
    consoleErrors,
  }) => {
    // The demo's photos were written beside the seed, not into this store's data folder.
    consoleErrors.allow(/status of 404 .*\/media\/products\//);
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
    await expectAccessible(page);

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
