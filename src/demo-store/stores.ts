import type { Queryable } from '#server/db/index.ts';
import { createRandom } from './random.ts';
import type { OpeningInterval } from './store.ts';
import type { SeedProduct } from './types.ts';
import { medicalPrice, stockLevel } from './variants.ts';

/**
 * The demo chain's second location: River Raisin's Ypsilanti store, an adult-use retailer only
 * (no medical licence, so no medical menu there), open later than Monroe, with pickup ending half
 * an hour before the doors close and its own holiday. Its shelves hold most of the catalog, not
 * all of it, at its own stock levels, and a few sizes at its own price. All of it is fiction: the
 * address is a placeholder and 555-01xx numbers are reserved for fiction.
 */
export const DEMO_SECOND_STORE = {
  slug: 'ypsilanti',
  name: 'Ypsilanti',
  streetAddress: '214 W Michigan Ave',
  city: 'Ypsilanti',
  region: 'MI',
  postalCode: '48197',
  country: 'US',
  latitude: 42.2412,
  longitude: -83.6146,
  phone: '(734) 555-0177',
  email: 'ypsilanti@riverraisin.test',
  municipality: 'City of Ypsilanti',
  timezone: 'America/Detroit',
  licences: [{ kind: 'adult_use_retailer', number: 'AU-R-000214' }],
  /** The day the shop is closed each year, whatever the seed's year. */
  holiday: { month: 7, day: 4, name: 'Independence Day' },
} as const;

/** The store's doors: 10 to 10 through the week, 11 to 7 on Sunday. */
export const SECOND_STORE_HOURS: readonly OpeningInterval[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 ? { weekday, opensAt: '11:00', closesAt: '19:00' } : { weekday, opensAt: '10:00', closesAt: '22:00' },
);

/** Online orders are picked up until half an hour before closing, so the counter can close on time. */
export const SECOND_STORE_PICKUP_HOURS: readonly OpeningInterval[] = SECOND_STORE_HOURS.map((hours) => ({
  ...hours,
  closesAt: hours.weekday === 0 ? '18:30' : '21:30',
}));

/** The manager of this store only: they see its orders, stock and reports, and nothing of Monroe's. */
export const SECOND_STORE_MANAGER = {
  email: 'manager-ypsilanti@riverraisin.test',
  password: 'RiverRaisin-Ypsilanti-2026',
  role: 'manager',
  fullName: 'Yael Ypsilanti',
} as const;

/** One size on the second store's shelf: whether it is carried, its stock and its own prices (null: the catalog's). */
export interface SecondStoreSize {
  sku: string;
  carried: boolean;
  stock: number;
  adultUsePriceCents: number | null;
  medicalPriceCents: number | null;
}

/**
 * The second store's shelf, drawn from its own random stream (so the first store's catalog and
 * history draw exactly as they would without it): about one size in eight is not carried, the
 * others have their own stock, and about one in twelve costs a dollar or two more there.
 */
export function secondStoreShelf(catalog: readonly SeedProduct[]): SecondStoreSize[] {
  const random = createRandom(`store:${DEMO_SECOND_STORE.slug}`);
  return catalog.flatMap((product) =>
    product.variants.map((variant) => {
      const carried = !product.medicalOnly && !random.chance(0.12);
      const stock = carried ? stockLevel(random) : 0;
      const ownPrice = carried && random.chance(0.08) ? variant.adultUsePriceCents + random.int(1, 2) * 100 : null;
      return {
        sku: variant.sku,
        carried,
        stock,
        adultUsePriceCents: ownPrice,
        medicalPriceCents: ownPrice === null || variant.medicalPriceCents === null ? null : medicalPrice(ownPrice),
      };
    }),
  );
}

/** Rows the second store added: its row, its shelf's sizes, and its managers' store assignments. */
export interface SecondStoreCounts {
  stores: number;
  storeVariants: number;
  managers: number;
}

/**
 * Writes the second store: its row, licence, in-store and pickup hours, next holiday and shelf.
 * A store that exists (by slug) is left as its staff shaped it; returns the rows added.
 */
export async function insertSecondStore(
  tx: Queryable,
  catalog: readonly SeedProduct[],
  seedDay: string,
): Promise<SecondStoreCounts> {
  const s = DEMO_SECOND_STORE;
  const [store] = await tx.query<{ id: string }>(
    `insert into public.stores (slug, name, position, street_address, city, region, postal_code, country, latitude,
                                longitude, phone, email, municipality, timezone, opened_on)
     values ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::date)
     on conflict (slug) do nothing
     returning id`,
    [
      s.slug,
      s.name,
      s.streetAddress,
      s.city,
      s.region,
      s.postalCode,
      s.country,
      s.latitude,
      s.longitude,
      s.phone,
      s.email,
      s.municipality,
      s.timezone,
      seedDay,
    ],
  );
  if (!store) return { stores: 0, storeVariants: 0, managers: 0 };
  await tx.query(
    `insert into public.store_licences (store_id, kind, number)
     select $1, x.kind, x.number from jsonb_to_recordset($2::text::jsonb) as x(kind text, number text)`,
    [store.id, JSON.stringify(s.licences)],
  );
  const hours = [
    ...SECOND_STORE_HOURS.map((h) => ({ service: 'in_store', ...h })),
    ...SECOND_STORE_PICKUP_HOURS.map((h) => ({ service: 'pickup', ...h })),
  ];
  await tx.query(
    `insert into public.store_hours (store_id, service, weekday, opens_at, closes_at)
     select $1, x.service, x."weekday", x."opensAt"::time, x."closesAt"::time
       from jsonb_to_recordset($2::text::jsonb) as x(service text, "weekday" smallint, "opensAt" text, "closesAt" text)`,
    [store.id, JSON.stringify(hours)],
  );
  await tx.query(`insert into public.store_closures (store_id, day, name) values ($1, $2::date, $3)`, [
    store.id,
    nextHoliday(seedDay),
    s.holiday.name,
  ]);
  const shelf = await tx.query(
    `insert into public.store_variants (store_id, variant_id, stock, adult_use_price_cents, medical_price_cents, carried)
     select $1, v.id, x.stock, x.adult_use_price_cents, x.medical_price_cents, x.carried
       from jsonb_to_recordset($2::text::jsonb)
              as x(sku text, stock integer, adult_use_price_cents integer, medical_price_cents integer, carried boolean)
       join public.variants v on v.sku = x.sku
     returning 1`,
    [
      store.id,
      JSON.stringify(
        secondStoreShelf(catalog).map((size) => ({
          sku: size.sku,
          stock: size.stock,
          adult_use_price_cents: size.adultUsePriceCents,
          medical_price_cents: size.medicalPriceCents,
          carried: size.carried,
        })),
      ),
    ],
  );
  return { stores: 1, storeVariants: shelf.length, managers: 0 };
}

/** The holiday on or after the seed's day (`YYYY-MM-DD`), so the demo always shows one coming. */
export function nextHoliday(seedDay: string): string {
  const { month, day } = DEMO_SECOND_STORE.holiday;
  const year = Number(seedDay.slice(0, 4));
  const thisYear = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return thisYear >= seedDay ? thisYear : `${year + 1}${thisYear.slice(4)}`;
}
