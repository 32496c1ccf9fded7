import { parseMenuQuery, type MenuMode, type MenuQuery } from '#lib/catalog/menu-query.ts';
import type { MenuResult } from '#lib/catalog/menu-result.ts';
import { DataChangeFeed } from '#server/cache/change-feed.ts';
import type { Queryable } from '#server/db/database.ts';
import { MenuCache, searchMenu, type SearchMenuOptions } from '#server/catalog/index.ts';

/**
 * Rows the menu tests insert themselves, so each expectation names the row that causes it.
 * Names default to the slug in title case; a cannabis product gets one active lab batch unless
 * the fixture lists its batches (an empty list means none).
 */

export const RATES = { exciseBps: 1000, salesBps: 600 };
export const TIME_ZONE = 'America/Detroit';
/** Wednesday 25 November 2026, 2 pm in Monroe. */
export const WEDNESDAY_AFTERNOON = new Date('2026-11-25T19:00:00Z');

export interface VariantFixture {
  size?: string;
  weightMg?: number | null;
  price: number;
  medical?: number | null;
  stock: number;
  active?: boolean;
  excise?: boolean;
  /** How a unit counts against Michigan purchase limits (milligrams, or microlitres for liquids). */
  limit?: { category: 'flower' | 'concentrate' | 'infused_solid' | 'infused_liquid' | 'vape'; amount: number };
}

export interface BatchFixture {
  number?: string;
  status?: 'active' | 'on_hold' | 'recalled' | 'expired';
  testedOn?: string;
  thcPercent?: number | null;
  cbdPercent?: number | null;
  thcMg?: number | null;
  cbdMg?: number | null;
  expiresOn?: string | null;
  terpenes?: { name: string; percent: number }[];
}

export interface ProductFixture {
  slug: string;
  name?: string;
  category: string;
  brand?: string | null;
  strain?: string | null;
  isCannabis?: boolean;
  status?: 'draft' | 'active' | 'archived';
  featured?: boolean;
  medicalOnly?: boolean;
  potencyUnit?: 'percent' | 'mg';
  servings?: number | null;
  effects?: string[];
  description?: string;
  createdAt?: string;
  variants: VariantFixture[];
  batches?: BatchFixture[];
  image?: boolean;
}

const titleCase = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

export async function insertCategory(
  db: Queryable,
  slug: string,
  options: { parent?: string; position?: number; name?: string; menuFilters?: string[] } = {},
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into categories (slug, name, position, parent_id, menu_filters)
     values ($1, $2, $3, (select id from categories where slug = $4), $5) returning id`,
    [slug, options.name ?? titleCase(slug), options.position ?? 0, options.parent ?? null, options.menuFilters ?? []],
  );
  return row!.id;
}

export async function insertBrand(db: Queryable, slug: string, name = titleCase(slug)): Promise<string> {
  const [row] = await db.query<{ id: string }>('insert into brands (slug, name) values ($1, $2) returning id', [
    slug,
    name,
  ]);
  return row!.id;
}

export async function insertStrain(
  db: Queryable,
  slug: string,
  options: { name?: string; type: 'indica' | 'sativa' | 'hybrid' | 'cbd'; effects?: string[]; terpenes?: string[] },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into strains (slug, name, type, effects, terpenes) values ($1, $2, $3, $4, $5::jsonb) returning id`,
    [
      slug,
      options.name ?? titleCase(slug),
      options.type,
      options.effects ?? [],
      JSON.stringify((options.terpenes ?? []).map((name) => ({ name, percent: 0.5 }))),
    ],
  );
  return row!.id;
}

const DEFAULT_BATCH: BatchFixture = { status: 'active', thcPercent: 20, cbdPercent: 0.5 };

export async function insertProduct(db: Queryable, fixture: ProductFixture): Promise<string> {
  const isCannabis = fixture.isCannabis ?? true;
  const [product] = await db.query<{ id: string }>(
    `insert into products (slug, name, brand_id, category_id, strain_id, is_cannabis, status, featured, medical_only,
                           potency_unit, servings_per_package, effects, description, created_at)
     values ($1, $2, (select id from brands where slug = $3), (select id from categories where slug = $4),
             (select id from strains where slug = $5), $6, $7, $8, $9, $10, $11, $12, $13, coalesce($14::timestamptz, now()))
     returning id`,
    [
      fixture.slug,
      fixture.name ?? titleCase(fixture.slug),
      fixture.brand ?? null,
      fixture.category,
      fixture.strain ?? null,
      isCannabis,
      fixture.status ?? 'active',
      fixture.featured ?? false,
      fixture.medicalOnly ?? false,
      fixture.potencyUnit ?? 'percent',
      fixture.servings ?? null,
      fixture.effects ?? [],
      fixture.description ?? '',
      fixture.createdAt ?? null,
    ],
  );
  const id = product!.id;
  for (const [position, variant] of fixture.variants.entries()) {
    await db.query(
      `insert into variants (product_id, sku, size_label, weight_mg, adult_use_price_cents, medical_price_cents, stock,
                             active, position, excise_taxable, limit_category, limit_amount)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        `${fixture.slug}-${position}`,
        variant.size ?? `Size ${position + 1}`,
        variant.weightMg ?? null,
        variant.price,
        variant.medical ?? null,
        variant.stock,
        variant.active ?? true,
        position,
        variant.excise ?? isCannabis,
        variant.limit?.category ?? 'none',
        variant.limit?.amount ?? 0,
      ],
    );
  }
  const batches = fixture.batches ?? (isCannabis ? [DEFAULT_BATCH] : []);
  for (const [index, batch] of batches.entries()) {
    await db.query(
      `insert into batches (product_id, batch_number, lab_name, tested_on, thc_percent, cbd_percent, thc_mg, cbd_mg,
                            status, expires_on, terpenes)
       values ($1, $2, 'Great Lakes Testing', $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
      [
        id,
        batch.number ?? `${fixture.slug}-lot-${index + 1}`,
        batch.testedOn ?? '2026-10-01',
        batch.thcPercent ?? null,
        batch.cbdPercent ?? null,
        batch.thcMg ?? null,
        batch.cbdMg ?? null,
        batch.status ?? 'active',
        batch.expiresOn ?? null,
        JSON.stringify(batch.terpenes ?? []),
      ],
    );
  }
  if (fixture.image ?? true) {
    await db.query(`insert into product_images (product_id, path, alt, width, height) values ($1, $2, $3, 800, 800)`, [
      id,
      `products/${fixture.slug}.webp`,
      `Photo of ${fixture.slug}`,
    ]);
  }
  return id;
}

export interface DealFixture {
  slug: string;
  title?: string;
  kind: 'percent_off' | 'amount_off' | 'buy_x_get_y' | 'bundle_price';
  percentOff?: number;
  amountOffCents?: number;
  scope?: 'all' | 'products' | 'brands' | 'categories';
  /** Product, brand or category slugs, by the scope. */
  targets?: string[];
  audience?: 'all' | 'adult' | 'medical';
  eligibility?: 'everyone' | 'first_time' | 'birthday';
  daysOfWeek?: number[] | null;
  startsAt?: string | null;
  endsAt?: string | null;
  active?: boolean;
  position?: number;
  /** Packs and buy-x-get-y: the one size (weight in mg) the deal is for. */
  sizeWeightMg?: number;
}

export async function insertDeal(db: Queryable, deal: DealFixture): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into deals (slug, title, kind, percent_off, amount_off_cents, buy_quantity, get_quantity, bundle_quantity,
                        bundle_price_cents, scope, audience, eligibility, days_of_week, starts_at, ends_at, active, position, size_weight_mg)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::smallint[], $14, $15, $16, $17, $18) returning id`,
    [
      deal.slug,
      deal.title ?? titleCase(deal.slug),
      deal.kind,
      deal.percentOff ?? (deal.kind === 'buy_x_get_y' ? 100 : null),
      deal.amountOffCents ?? null,
      deal.kind === 'buy_x_get_y' ? 2 : null,
      deal.kind === 'buy_x_get_y' ? 1 : null,
      deal.kind === 'bundle_price' ? 4 : null,
      deal.kind === 'bundle_price' ? 10000 : null,
      deal.scope ?? 'all',
      deal.audience ?? 'all',
      deal.eligibility ?? 'everyone',
      deal.daysOfWeek ?? null,
      deal.startsAt ?? null,
      deal.endsAt ?? null,
      deal.active ?? true,
      deal.position ?? 0,
      deal.sizeWeightMg ?? null,
    ],
  );
  const table = { products: 'products', brands: 'brands', categories: 'categories', all: null }[deal.scope ?? 'all'];
  const column = { products: 'product_id', brands: 'brand_id', categories: 'category_id', all: null }[
    deal.scope ?? 'all'
  ];
  for (const slug of deal.targets ?? []) {
    await db.query(`insert into deal_targets (deal_id, ${column}) select $1, id from ${table} where slug = $2`, [
      row!.id,
      slug,
    ]);
  }
  return row!.id;
}

/** A menu state from a query string, as a page would parse it. */
export function menuQuery(search = '', pathCategory?: string): MenuQuery {
  return parseMenuQuery(new URLSearchParams(search), pathCategory);
}

/**
 * searchMenu with the store's rates and time zone, on a Wednesday afternoon unless told otherwise,
 * by a menu cache of its own unless given one: every call reads the catalog as a process that has
 * just started would, so a test sees what it wrote the moment it wrote it.
 */
export function menu(
  db: Queryable,
  search = '',
  options: Partial<SearchMenuOptions> & { mode?: MenuMode } = {},
): Promise<MenuResult> {
  return searchMenu(db, menuQuery(search), {
    mode: 'adult',
    rates: RATES,
    timeZone: TIME_ZONE,
    now: WEDNESDAY_AFTERNOON,
    ...options,
    cache: options.cache ?? new MenuCache(db, new DataChangeFeed()),
  });
}

export const slugsOf = (result: MenuResult) => result.cards.map((card) => card.slug);

/**
 * A small store most menu tests share: flower, vapes (cartridges, disposables), edibles
 * (gummies), accessories (glass jars) and 26 pre-rolls for paging; three strains; four brands;
 * and one product for every way of being off the menu (recalled, held, expired, archived, draft,
 * untested, no active size). Prices are cents.
 */
export const HIDDEN_SLUGS = [
  'recalled-kush',
  'held-kush',
  'expired-lot-kush',
  'lapsed-kush',
  'archived-kush',
  'draft-kush',
  'untested-kush',
  'inactive-kush',
];

export async function insertMenuWorld(db: Queryable): Promise<void> {
  await insertCategory(db, 'flower', { position: 0 });
  await insertCategory(db, 'vapes', { position: 1 });
  await insertCategory(db, 'cartridges', { parent: 'vapes', position: 0 });
  await insertCategory(db, 'disposables', { parent: 'vapes', position: 1 });
  await insertCategory(db, 'edibles', { position: 2, menuFilters: ['brand', 'thc', 'price'] });
  await insertCategory(db, 'gummies', { parent: 'edibles', position: 0 });
  await insertCategory(db, 'accessories', { position: 3 });
  await insertCategory(db, 'glass-jars', { parent: 'accessories', position: 0 });
  await insertCategory(db, 'pre-rolls', { position: 4, name: 'Pre-Rolls' });
  await insertBrand(db, 'north-bank', 'North Bank Growers');
  await insertBrand(db, 'motor-city', 'Motor City Melts');
  await insertBrand(db, 'lakeshore', 'Lakeshore Glass');
  await insertBrand(db, 'mitten', 'The Mitten Co.');
  await insertStrain(db, 'blue-dream', {
    type: 'hybrid',
    effects: ['relaxed', 'happy', 'creative'],
    terpenes: ['myrcene', 'pinene'],
  });
  await insertStrain(db, 'sour-diesel', {
    type: 'sativa',
    effects: ['energetic', 'uplifted'],
    terpenes: ['limonene', 'caryophyllene'],
  });
  await insertStrain(db, 'granddaddy-purple', {
    type: 'indica',
    effects: ['sleepy', 'relaxed'],
    terpenes: ['myrcene'],
  });

  await insertProduct(db, {
    slug: 'blue-dream',
    category: 'flower',
    brand: 'north-bank',
    strain: 'blue-dream',
    featured: true,
    createdAt: '2026-01-10T12:00:00Z',
    variants: [
      { size: '3.5 g', weightMg: 3500, price: 3500, medical: 3200, stock: 10 },
      { size: '7 g', weightMg: 7000, price: 6000, medical: 5500, stock: 5 },
    ],
    batches: [
      {
        thcPercent: 21.5,
        cbdPercent: 0.1,
        terpenes: [
          { name: 'Myrcene', percent: 0.8 },
          { name: 'pinene', percent: 0.3 },
        ],
      },
    ],
  });
  await insertProduct(db, {
    slug: 'sour-diesel',
    category: 'flower',
    brand: 'motor-city',
    strain: 'sour-diesel',
    createdAt: '2026-02-10T12:00:00Z',
    variants: [
      { size: '3.5 g', weightMg: 3500, price: 4000, stock: 8 },
      { size: '28 g', weightMg: 28000, price: 18000, stock: 2 },
    ],
    batches: [{ thcPercent: 24, cbdPercent: 0.2 }],
  });
  await insertProduct(db, {
    slug: 'granddaddy-purple',
    category: 'flower',
    brand: 'north-bank',
    strain: 'granddaddy-purple',
    createdAt: '2026-03-10T12:00:00Z',
    variants: [{ size: '3.5 g', weightMg: 3500, price: 3000, stock: 0 }],
    batches: [{ thcPercent: 19, cbdPercent: 0.1 }],
  });
  await insertProduct(db, {
    slug: 'blue-dream-cartridge',
    category: 'cartridges',
    brand: 'motor-city',
    strain: 'blue-dream',
    createdAt: '2026-04-10T12:00:00Z',
    variants: [
      { size: '0.5 g', weightMg: 500, price: 3000, stock: 20 },
      { size: '1 g', weightMg: 1000, price: 5000, stock: 0 },
    ],
    batches: [{ thcPercent: 85 }],
  });
  await insertProduct(db, {
    slug: 'haze-disposable',
    category: 'disposables',
    brand: 'motor-city',
    effects: ['energetic', 'focused'],
    createdAt: '2026-05-10T12:00:00Z',
    variants: [{ size: '1 g', weightMg: 1000, price: 4500, stock: 3 }],
    batches: [{ thcPercent: 88, cbdPercent: 0.4 }],
  });
  await insertProduct(db, {
    slug: 'cherry-gummies',
    category: 'gummies',
    brand: 'north-bank',
    potencyUnit: 'mg',
    servings: 10,
    effects: ['happy'],
    createdAt: '2026-06-10T12:00:00Z',
    variants: [{ size: '10 pack', price: 1800, stock: 30 }],
    batches: [{ thcMg: 100, cbdMg: 0, thcPercent: 0.5 }],
  });
  await insertProduct(db, {
    slug: 'medical-gummies',
    name: 'Medical Strength Gummies',
    category: 'gummies',
    brand: 'north-bank',
    potencyUnit: 'mg',
    servings: 10,
    medicalOnly: true,
    createdAt: '2026-07-10T12:00:00Z',
    variants: [{ size: '10 pack', price: 4500, medical: 4000, stock: 10 }],
    batches: [{ thcMg: 500 }],
  });
  await insertProduct(db, {
    slug: 'uv-jar',
    name: 'UV Glass Stash Jar',
    category: 'glass-jars',
    brand: 'lakeshore',
    isCannabis: false,
    createdAt: '2026-08-10T12:00:00Z',
    variants: [
      { size: '60 ml', price: 1400, stock: 10 },
      { size: '120 ml', price: 1800, stock: 0 },
    ],
  });
  await insertProduct(db, {
    slug: 'clamp-jar',
    name: 'Borosilicate Clamp Jar',
    category: 'glass-jars',
    brand: 'lakeshore',
    isCannabis: false,
    createdAt: '2026-09-10T12:00:00Z',
    variants: [{ size: '150 ml', price: 1200, stock: 4 }],
  });
  for (let i = 1; i <= 26; i++) {
    const number = String(i).padStart(2, '0');
    await insertProduct(db, {
      slug: `pre-roll-${number}`,
      category: 'pre-rolls',
      brand: 'mitten',
      createdAt: `2025-01-${number}T12:00:00Z`,
      variants: [{ size: '1 g', weightMg: 1000, price: 700 + i * 10, stock: 10 }],
      batches: [{ thcPercent: 20, cbdPercent: 0 }],
    });
  }

  const shelf = {
    category: 'flower',
    brand: 'north-bank',
    variants: [{ size: '3.5 g', weightMg: 3500, price: 2500, stock: 10 }],
  };
  await insertProduct(db, { ...shelf, slug: 'recalled-kush', batches: [{ status: 'recalled', thcPercent: 20 }] });
  await insertProduct(db, { ...shelf, slug: 'held-kush', batches: [{ status: 'on_hold', thcPercent: 20 }] });
  await insertProduct(db, { ...shelf, slug: 'expired-lot-kush', batches: [{ status: 'expired', thcPercent: 20 }] });
  await insertProduct(db, { ...shelf, slug: 'lapsed-kush', batches: [{ thcPercent: 20, expiresOn: '2020-01-01' }] });
  await insertProduct(db, { ...shelf, slug: 'archived-kush', status: 'archived' });
  await insertProduct(db, { ...shelf, slug: 'draft-kush', status: 'draft' });
  await insertProduct(db, { ...shelf, slug: 'untested-kush', batches: [] });
  await insertProduct(db, { ...shelf, slug: 'inactive-kush', variants: [{ ...shelf.variants[0]!, active: false }] });
}
