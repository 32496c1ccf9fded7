import type { Database, Queryable } from '#server/db/index.ts';
import { CATEGORIES } from '#demo-store/categories.ts';
import type { SeedCounts } from '#demo-store/index.ts';
import { createRandom, slugify } from '#demo-store/random.ts';
import { STRAINS } from '#demo-store/strains.ts';
import { crossStrains, LABS, NOUNS, PLACES, SHELVES, uuid, zipfPick } from './synthetic-shelves.ts';
import { EFFECTS, type TopCategory } from '#demo-store/types.ts';

/**
 * A large, made-up catalog for benchmarks and tests of the menu at scale: the demo store's
 * category tree, a hundred-odd brands, a few hundred strains and as many products as it takes to
 * reach the requested number of variants (about four per product), with lab batches, images and
 * the blemishes of a real menu (sold-out sizes, recalled and expired lots, drafts, medical-only
 * items). The same seed gives the same catalog on every machine and engine.
 *
 * Rows are built here and sent as JSON arrays, several thousand per statement, so 100 000
 * variants take a handful of statements on either database.
 */
export interface SyntheticCatalogOptions {
  /** How many variants to create (products follow at about four variants each). */
  variants: number;
  seed?: number;
  /** Creation dates and lab dates are counted back from here. */
  now?: Date;
}

/** Rows written to each catalog table, as the demo seed counts them, and how long it took. */
export type SyntheticCatalogReport = Pick<
  SeedCounts,
  'categories' | 'brands' | 'strains' | 'products' | 'variants' | 'batches' | 'productImages'
> & { durationMs: number };

type Row = Record<string, unknown>;

/** Tables whose insert trigger maintains `menu_products` (20261121000300_menu_search.sql). */
const MENU_TABLES = ['products', 'variants', 'batches', 'product_images'] as const;

async function insertJson(tx: Queryable, sql: string, rows: Row[], chunk = 5000): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += chunk) {
    const result = await tx.query<{ n: number }>(
      `with written as (${sql} returning 1) select count(*)::int as n from written`,
      [JSON.stringify(rows.slice(start, start + chunk))],
    );
    inserted += result[0]!.n;
  }
  return inserted;
}

async function idsBySlug(tx: Queryable, table: 'categories' | 'brands' | 'strains'): Promise<Map<string, string>> {
  const rows = await tx.query<{ id: string; slug: string }>(`select id, slug from public.${table}`);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function day(now: Date, daysAgo: number): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Writes the synthetic catalog in one transaction. Reference rows (categories, the real strains)
 * that exist already are reused; brands, crossed strains and products get slugs of their own, so
 * it can run on an empty or a seeded database, and twice with different seeds.
 */
export async function generateSyntheticCatalog(
  db: Database,
  options: SyntheticCatalogOptions,
): Promise<SyntheticCatalogReport> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const now = options.now ?? new Date();
  const random = createRandom(seed);
  const targetProducts = Math.max(1, Math.round(options.variants / 4));
  const tag = `s${seed}`;

  return db.transaction(async (tx) => {
    // Parents first: a child looks its parent up by slug, and a statement does not see its own rows.
    let categories = 0;
    for (const level of [CATEGORIES.filter((c) => !c.parentSlug), CATEGORIES.filter((c) => c.parentSlug)]) {
      categories += await insertJson(
        tx,
        `insert into public.categories (slug, name, description, position, menu_filters, parent_id)
         select x.slug, x.name, x.description, x.position, x.menu_filters, parent.id
           from jsonb_to_recordset($1::text::jsonb)
             as x(slug text, name text, description text, position int, menu_filters text[], parent_slug text)
           left join public.categories parent on parent.slug = x.parent_slug
         on conflict (slug) do nothing`,
        level.map((c) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          position: c.position,
          menu_filters: c.menuFilters,
          parent_slug: c.parentSlug,
        })),
      );
    }

    const strains = [...STRAINS, ...crossStrains(random, Math.max(50, Math.round(targetProducts / 60)))].map((s, i) =>
      i < STRAINS.length ? s : { ...s, slug: `${s.slug}-${tag}` },
    );
    const strainCount = await insertJson(
      tx,
      `insert into public.strains (slug, name, type, lineage, terpenes, effects, typical_thc_percent, typical_cbd_percent)
       select x.slug, x.name, x.type, x.lineage, x.terpenes, x.effects, x.thc, x.cbd
         from jsonb_to_recordset($1::text::jsonb) as x(slug text, name text, type text, lineage text, terpenes jsonb, effects text[], thc numeric, cbd numeric)
       on conflict (slug) do nothing`,
      strains.map((s) => ({
        slug: s.slug,
        name: s.name,
        type: s.type,
        lineage: s.lineage,
        terpenes: s.terpenes,
        effects: s.effects,
        thc: s.typicalThcPercent,
        cbd: s.typicalCbdPercent,
      })),
    );

    const tops = Object.keys(SHELVES) as TopCategory[];
    const brandCount = Math.max(20, Math.round(targetProducts / 150));
    const brands = Array.from({ length: brandCount }, (_, i) => {
      const name = `${PLACES[i % PLACES.length]} ${NOUNS[Math.floor(i / PLACES.length) % NOUNS.length]}${i >= PLACES.length * NOUNS.length ? ` ${i}` : ''}`;
      return { slug: `${slugify(name)}-${tag}`, name, makes: random.sample(tops, random.int(1, 3)) };
    });
    const brandsWritten = await insertJson(
      tx,
      `insert into public.brands (slug, name, description)
       select x.slug, x.name, x.name || ' makes ' || x.makes || ' for Michigan dispensaries.'
         from jsonb_to_recordset($1::text::jsonb) as x(slug text, name text, makes text)
       on conflict (slug) do nothing`,
      brands.map((b) => ({ slug: b.slug, name: b.name, makes: b.makes.join(', ') })),
    );

    const categoryIds = await idsBySlug(tx, 'categories');
    const brandIds = await idsBySlug(tx, 'brands');
    const strainIds = await idsBySlug(tx, 'strains');
    const makers = new Map(tops.map((top) => [top, brands.filter((b) => b.makes.includes(top))]));
    const shelfDeck = tops.flatMap((top) => Array<TopCategory>(SHELVES[top].share).fill(top));

    const products: Row[] = [];
    const variants: Row[] = [];
    const batches: Row[] = [];
    const images: Row[] = [];
    for (let no = 1; variants.length < options.variants; no++) {
      const top = random.pick(shelfDeck);
      const shelf = SHELVES[top];
      const children = CATEGORIES.filter((c) => c.parentSlug === top);
      const category = children.length > 0 && random.chance(0.8) ? random.pick(children).slug : top;
      const brand = zipfPick(random, makers.get(top)!.length > 0 ? makers.get(top)! : brands);
      const cannabis = shelf.potency !== null;
      const strain = shelf.potency?.unit === 'percent' ? zipfPick(random, strains) : null;
      const name = shelf.names(random, strain);
      const id = uuid(random);
      const status = random.chance(0.01) ? 'draft' : random.chance(0.01) ? 'archived' : 'active';
      products.push({
        id,
        slug: `${slugify(`${brand.name} ${name}`)}-${tag}-${no.toString(36)}`,
        name,
        brand_id: brandIds.get(brand.slug),
        category_id: categoryIds.get(category),
        strain_id: strain ? strainIds.get(strain.slug) : null,
        description: `${name} by ${brand.name}.${strain ? ` ${strain.description} Lineage: ${strain.lineage}.` : ''}`,
        effects: strain && random.chance(0.5) ? [] : cannabis ? random.sample(EFFECTS, random.int(2, 4)) : [],
        is_cannabis: cannabis,
        medical_only: cannabis && shelf.potency?.unit === 'mg' && random.chance(0.03),
        status,
        featured: random.chance(0.015),
        potency_unit: shelf.potency?.unit ?? 'percent',
        servings_per_package: top === 'edibles' ? random.pick([5, 10, 20]) : null,
        created_at: new Date(now.getTime() - random.int(0, 730) * 86_400_000 - random.int(0, 86_399_999)).toISOString(),
      });

      const count = Math.min(random.int(...shelf.sizeCount), options.variants - variants.length);
      const first = random.int(0, shelf.sizes.length - count);
      const base = random.int(shelf.price[0], shelf.price[1]) * 100;
      const soldOut = random.chance(0.03);
      shelf.sizes.slice(first, first + count).forEach((size, position) => {
        const price = Math.max(100, Math.round((base * size.factor) / 100) * 100);
        variants.push({
          product_id: id,
          sku: `SYN-${tag}-${no}-${position}`,
          size_label: size.label,
          weight_mg: size.weightMg,
          adult: price,
          medical: cannabis ? Math.max(100, Math.round((price * 0.92) / 100) * 100) : null,
          stock: soldOut || random.chance(0.11) ? 0 : random.int(1, 80),
          limit_category: !cannabis
            ? 'none'
            : top === 'flower' || top === 'pre-rolls'
              ? 'flower'
              : top === 'vapes'
                ? 'vape'
                : top === 'concentrates'
                  ? 'concentrate'
                  : top === 'tinctures'
                    ? 'infused_liquid'
                    : 'infused_solid',
          limit_amount: cannabis ? (size.weightMg ?? 1000) : 0,
          excise_taxable: cannabis,
          position,
        });
      });

      if (shelf.potency) {
        const lots = random.chance(0.35) ? 2 : 1;
        const fate = random.next();
        for (let lot = 0; lot < lots; lot++) {
          const newest = lot === lots - 1;
          const thc = random.float(shelf.potency.thc[0], shelf.potency.thc[1]);
          const percent = shelf.potency.unit === 'percent';
          batches.push({
            product_id: id,
            batch_number: `SYN-${tag}-${no}-${'AB'[lot]}`,
            lab_name: random.pick(LABS),
            tested_on: day(now, newest ? random.int(3, 55) : random.int(62, 118)),
            thc_percent: percent ? (strain?.type === 'cbd' ? random.float(0.3, 8) : thc) : null,
            cbd_percent: percent ? (strain?.type === 'cbd' ? random.float(8, 16) : random.float(0, 1)) : null,
            thc_mg: percent ? null : thc,
            cbd_mg: percent ? null : random.chance(0.2) ? random.float(50, 200) : 0,
            terpenes: (strain?.terpenes ?? []).map((t) => ({
              name: t.name,
              percent: Math.round(t.percent * random.float(1, 5) * 100) / 100,
            })),
            // About 4% of products have nothing sellable: recalled, held or expired lots only.
            status: !newest
              ? random.pick(['active', 'expired'])
              : fate < 0.015
                ? 'recalled'
                : fate < 0.025
                  ? 'on_hold'
                  : 'active',
            expires_on:
              newest && fate >= 0.025 && fate < 0.04
                ? day(now, random.int(1, 30))
                : newest && random.chance(0.3)
                  ? day(now, -random.int(30, 300))
                  : null,
          });
        }
      }
      if (random.chance(0.97)) {
        images.push({
          product_id: id,
          path: `products/synthetic/${tag}-${no.toString(36)}.webp`,
          alt: `${name} by ${brand.name}`,
        });
      }
    }

    // One rebuild of the menu's read model at the end instead of one per statement and table.
    for (const table of MENU_TABLES)
      await tx.exec(`alter table public.${table} disable trigger menu_products_sync_insert`);
    const productCount = await insertJson(
      tx,
      `insert into public.products (id, slug, name, brand_id, category_id, strain_id, description, effects, is_cannabis,
         medical_only, status, featured, potency_unit, servings_per_package, created_at)
       select x.id, x.slug, x.name, x.brand_id, x.category_id, x.strain_id, x.description, x.effects, x.is_cannabis,
         x.medical_only, x.status, x.featured, x.potency_unit, x.servings_per_package, x.created_at
         from jsonb_to_recordset($1::text::jsonb) as x(id uuid, slug text, name text, brand_id uuid, category_id uuid,
           strain_id uuid, description text, effects text[], is_cannabis boolean, medical_only boolean, status text,
           featured boolean, potency_unit text, servings_per_package int, created_at timestamptz)`,
      products,
    );
    const variantCount = await insertJson(
      tx,
      `insert into public.variants (product_id, sku, size_label, weight_mg, adult_use_price_cents, medical_price_cents,
         stock, limit_category, limit_amount, excise_taxable, position)
       select x.product_id, x.sku, x.size_label, x.weight_mg, x.adult, x.medical, x.stock, x.limit_category,
         x.limit_amount, x.excise_taxable, x.position
         from jsonb_to_recordset($1::text::jsonb) as x(product_id uuid, sku text, size_label text, weight_mg int,
           adult int, medical int, stock int, limit_category text, limit_amount int, excise_taxable boolean, position int)`,
      variants,
      20_000,
    );
    const batchCount = await insertJson(
      tx,
      `insert into public.batches (product_id, batch_number, lab_name, tested_on, thc_percent, cbd_percent, thc_mg,
         cbd_mg, terpenes, status, expires_on)
       select x.product_id, x.batch_number, x.lab_name, x.tested_on, x.thc_percent, x.cbd_percent, x.thc_mg, x.cbd_mg,
         x.terpenes, x.status, x.expires_on
         from jsonb_to_recordset($1::text::jsonb) as x(product_id uuid, batch_number text, lab_name text, tested_on date,
           thc_percent numeric, cbd_percent numeric, thc_mg numeric, cbd_mg numeric, terpenes jsonb, status text,
           expires_on date)`,
      batches,
      10_000,
    );
    const imageCount = await insertJson(
      tx,
      `insert into public.product_images (product_id, path, alt, width, height)
       select x.product_id, x.path, x.alt, 800, 800
         from jsonb_to_recordset($1::text::jsonb) as x(product_id uuid, path text, alt text)`,
      images,
      10_000,
    );
    for (const table of MENU_TABLES)
      await tx.exec(`alter table public.${table} enable trigger menu_products_sync_insert`);
    const productIds = products.map((product) => product.id);
    await tx.query(
      `select public.notify_catalog_changed('products', 'insert', $1::uuid[], public.refresh_menu_products($1::uuid[]))`,
      [productIds],
    );
    return {
      categories,
      brands: brandsWritten,
      strains: strainCount,
      products: productCount,
      variants: variantCount,
      batches: batchCount,
      productImages: imageCount,
      durationMs: Math.round(performance.now() - started),
    };
  });
}
