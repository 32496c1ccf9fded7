import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { generateCatalog, seedDemoStore, type SeedReport } from '#demo-store/index.ts';
import { DEMO_SECOND_STORE, nextHoliday, secondStoreShelf } from '#demo-store/stores.ts';
import { staffStoreScope } from '#server/stores/index.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The demo chain (`seedDemoStore(db, { stores: 2 })`, `npm run db:seed -- --stores 2`): Monroe as
 * the one-store demo has it, and River Raisin Ypsilanti beside it with its licence, its own hours
 * for the counter and for pickup, a holiday, a shelf of most of the catalog at its own stock and a
 * few own prices, and a manager who runs Ypsilanti only while the demo manager runs both.
 */
describe(`the demo chain's second store on ${testEngine}`, () => {
  const now = new Date('2026-11-21T15:00:00Z');
  let db: Database;
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  let report: SeedReport;
  let ypsilanti: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    media = await makeTempMediaDir();
    report = await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: true, now, stores: 2 });
    ypsilanti = (await db.query<{ id: string }>(`select id from stores where slug = 'ypsilanti'`))[0]!.id;
  });
  afterAll(async () => {
    await db?.close();
    await media?.remove();
  });

  it('adds Ypsilanti after Monroe, with its adult-use licence only', async () => {
    const stores = await db.query<{
      slug: string;
      is_default: boolean;
      city: string;
      timezone: string;
      licences: string;
    }>(
      `select s.slug, s.is_default, s.city, s.timezone,
              (select string_agg(l.kind || ' ' || l.number, ', ' order by l.kind) from store_licences l
                where l.store_id = s.id) as licences
         from stores s order by s.position, s.slug`,
    );
    expect(stores).toEqual([
      {
        slug: 'monroe',
        is_default: true,
        city: 'Monroe',
        timezone: 'America/Detroit',
        licences: 'adult_use_retailer AU-R-000418, medical_provisioning_center PC-000418',
      },
      {
        slug: 'ypsilanti',
        is_default: false,
        city: 'Ypsilanti',
        timezone: 'America/Detroit',
        licences: 'adult_use_retailer AU-R-000214',
      },
    ]);
    // The demo manager kept Monroe as Ypsilanti opened, and was given Ypsilanti; its own manager Ypsilanti.
    expect(report.secondStore).toMatchObject({ stores: 1, managers: 2 });
  });

  it('opens its counter later than Monroe and ends pickups half an hour before closing, with its holiday ahead', async () => {
    const hours = await db.query<{ service: string; weekday: number; opens: string; closes: string }>(
      `select service, weekday, left(opens_at::text, 5) as opens, left(closes_at::text, 5) as closes
         from store_hours where store_id = $1 and weekday in (0, 3) order by service, weekday`,
      [ypsilanti],
    );
    expect(hours).toEqual([
      { service: 'in_store', weekday: 0, opens: '11:00', closes: '19:00' },
      { service: 'in_store', weekday: 3, opens: '10:00', closes: '22:00' },
      { service: 'pickup', weekday: 0, opens: '11:00', closes: '18:30' },
      { service: 'pickup', weekday: 3, opens: '10:00', closes: '21:30' },
    ]);
    const closures = await db.query<{ day: string; name: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day, name from store_closures where store_id = $1`,
      [ypsilanti],
    );
    expect(closures).toEqual([{ day: '2027-07-04', name: 'Independence Day' }]);
    expect([nextHoliday('2026-07-04'), nextHoliday('2026-07-05')]).toEqual(['2026-07-04', '2027-07-04']);
  });

  it('stocks most of the catalog at its own levels, a few sizes at its own price, and no medical-only product', async () => {
    const shelf = await db.query<{
      sku: string;
      carried: boolean;
      stock: number;
      own_price: number | null;
      catalog_price: number;
      medical_only: boolean;
    }>(
      `select v.sku, sv.carried, sv.stock, sv.adult_use_price_cents as own_price,
              v.adult_use_price_cents as catalog_price, p.medical_only
         from store_variants sv join variants v on v.id = sv.variant_id join products p on p.id = v.product_id
        where sv.store_id = $1 order by v.sku`,
      [ypsilanti],
    );
    const sizes = generateCatalog().flatMap((product) => product.variants);
    expect(shelf).toHaveLength(sizes.length);
    expect(report.secondStore?.storeVariants).toBe(sizes.length);
    const carried = shelf.filter((size) => size.carried);
    expect(carried.length / shelf.length).toBeGreaterThan(0.8);
    expect(carried.length).toBeLessThan(shelf.length);
    expect(shelf.filter((size) => size.medical_only).length).toBeGreaterThan(0);
    expect(shelf.filter((size) => size.medical_only && size.carried)).toEqual([]);
    expect(shelf.filter((size) => !size.carried && size.stock > 0)).toEqual([]);
    const priced = shelf.filter((size) => size.own_price !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const size of priced) expect([100, 200]).toContain(size.own_price! - size.catalog_price);
    // What the seed wrote is the shelf its own stream draws, whatever Monroe drew.
    const drawn = new Map(secondStoreShelf(generateCatalog()).map((size) => [size.sku, size]));
    expect(shelf.map((size) => [size.sku, size.carried, size.stock])).toEqual(
      shelf.map((size) => [size.sku, drawn.get(size.sku)!.carried, drawn.get(size.sku)!.stock]),
    );
  });

  it('leaves Monroe’s shelf as the one-store demo has it', async () => {
    const monroe = await db.query<{ sku: string; stock: number; mirrored: number }>(
      `select v.sku, sv.stock, v.stock as mirrored
         from store_variants sv join variants v on v.id = sv.variant_id join stores s on s.id = sv.store_id
        where s.is_default order by v.sku`,
    );
    const catalog = new Map(
      generateCatalog().flatMap((product) => product.variants.map((size) => [size.sku, size.stock])),
    );
    expect(monroe.map((size) => [size.sku, size.stock, size.mirrored])).toEqual(
      monroe.map((size) => [size.sku, catalog.get(size.sku), catalog.get(size.sku)]),
    );
  });

  it('lists its in-stock products on its own menu rows', async () => {
    const [menu] = await db.query<{ listed: number; in_stock: number }>(
      `select count(*) filter (where listed)::int as listed, count(*) filter (where in_stock)::int as in_stock
         from menu_store_products where store_id = $1`,
      [ypsilanti],
    );
    const [expected] = await db.query<{ in_stock: number }>(
      `select count(distinct v.product_id)::int as in_stock
         from store_variants sv join variants v on v.id = sv.variant_id
        where sv.store_id = $1 and sv.carried and sv.stock > 0`,
      [ypsilanti],
    );
    expect(menu!.in_stock).toBe(expected!.in_stock);
    expect(menu!.in_stock).toBeGreaterThan(100);
  });

  it('gives the demo manager both stores and the Ypsilanti manager Ypsilanti only', async () => {
    const managers = await db.query<{ email: string; role: string; stores: string[] }>(
      `select u.email, p.role,
              array(select s.slug from staff_store_assignments a join stores s on s.id = a.store_id
                     where a.user_id = u.id order by s.position) as stores
         from auth.users u join profiles p on p.id = u.id
        where p.role = 'manager' order by u.email`,
    );
    expect(managers).toEqual([
      { email: 'manager-ypsilanti@riverraisin.test', role: 'manager', stores: ['ypsilanti'] },
      { email: 'manager@riverraisin.test', role: 'manager', stores: ['monroe', 'ypsilanti'] },
    ]);
    const scope = await staffStoreScope(db, { role: 'manager', stores: [ypsilanti] }, null);
    expect(scope).toEqual({
      allowed: [ypsilanti],
      store: { id: ypsilanti, slug: 'ypsilanti', name: DEMO_SECOND_STORE.name, isDefault: false },
    });
  });

  it('adds nothing when seeded again', async () => {
    const again = await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: true, now, stores: 2 });
    expect(again.secondStore).toEqual({ stores: 0, storeVariants: 0, managers: 0 });
  });
});
