import type { Queryable } from '#server/db/index.ts';
import { IMAGE_SIZE, productImagePath } from './images.ts';
import type { SeedDeal, SeedProduct } from './types.ts';

/**
 * Writes products and what hangs off them, keyed by natural keys (product slug, SKU, product and
 * batch number, product and image path) so nothing staff changed is overwritten on a re-seed.
 * Brands, categories and strains are looked up by slug, so they must be written first.
 */

async function insertJson(tx: Queryable, sql: string, rows: unknown[], ...params: unknown[]): Promise<number> {
  if (rows.length === 0) return 0;
  return (await tx.query(sql, [JSON.stringify(rows), ...params])).length;
}

export function insertProducts(tx: Queryable, products: readonly SeedProduct[]): Promise<number> {
  return insertJson(
    tx,
    `insert into public.products (slug, name, brand_id, category_id, strain_id, description, effects, is_cannabis,
       medical_only, featured, potency_unit, servings_per_package)
     select x.slug, x.name, b.id, c.id, s.id, x.description, x.effects, x.is_cannabis, x.medical_only, x.featured,
       x.potency_unit, x.servings_per_package
     from jsonb_to_recordset($1::text::jsonb) as x(slug text, name text, brand_slug text, category_slug text,
       strain_slug text, description text, effects text[], is_cannabis boolean, medical_only boolean,
       featured boolean, potency_unit text, servings_per_package integer)
     join public.categories c on c.slug = x.category_slug
     left join public.brands b on b.slug = x.brand_slug
     left join public.strains s on s.slug = x.strain_slug
     on conflict (slug) do nothing
     returning id`,
    products.map((p) => ({
      slug: p.slug,
      name: p.name,
      brand_slug: p.brandSlug,
      category_slug: p.categorySlug,
      strain_slug: p.strainSlug,
      description: p.description,
      effects: p.effects,
      is_cannabis: p.isCannabis,
      medical_only: p.medicalOnly,
      featured: p.featured,
      potency_unit: p.potencyUnit,
      servings_per_package: p.servingsPerPackage,
    })),
  );
}

export function insertVariants(tx: Queryable, products: readonly SeedProduct[]): Promise<number> {
  return insertJson(
    tx,
    `insert into public.variants (product_id, sku, size_label, weight_mg, adult_use_price_cents, medical_price_cents,
       stock, limit_category, limit_amount, excise_taxable, position)
     select p.id, x.sku, x.size_label, x.weight_mg, x.adult_use_price_cents, x.medical_price_cents, x.stock,
       x.limit_category, x.limit_amount, x.excise_taxable, x.position
     from jsonb_to_recordset($1::text::jsonb) as x(product_slug text, sku text, size_label text, weight_mg integer,
       adult_use_price_cents integer, medical_price_cents integer, stock integer, limit_category text,
       limit_amount integer, excise_taxable boolean, position integer)
     join public.products p on p.slug = x.product_slug
     on conflict (sku) do nothing
     returning id`,
    products.flatMap((p) =>
      p.variants.map((v) => ({
        product_slug: p.slug,
        sku: v.sku,
        size_label: v.sizeLabel,
        weight_mg: v.weightMg,
        adult_use_price_cents: v.adultUsePriceCents,
        medical_price_cents: v.medicalPriceCents,
        stock: v.stock,
        limit_category: v.limitCategory,
        limit_amount: v.limitAmount,
        excise_taxable: v.exciseTaxable,
        position: v.position,
      })),
    ),
  );
}

/**
 * Test dates are counted back from the seed date. There is no certificate file behind any demo
 * batch, so none claims a COA link.
 */
export function insertBatches(tx: Queryable, products: readonly SeedProduct[], seedDate: string): Promise<number> {
  return insertJson(
    tx,
    `insert into public.batches (product_id, batch_number, lab_name, tested_on, thc_percent, cbd_percent, thc_mg,
       cbd_mg, terpenes, coa_url, status, expires_on)
     select p.id, x.batch_number, x.lab_name, $2::date - x.tested_days_ago, x.thc_percent, x.cbd_percent,
       x.thc_mg, x.cbd_mg, x.terpenes, null, x.status, $2::date - x.expired_days_ago
     from jsonb_to_recordset($1::text::jsonb) as x(product_slug text, batch_number text, lab_name text,
       tested_days_ago integer, thc_percent numeric, cbd_percent numeric, thc_mg numeric, cbd_mg numeric,
       terpenes jsonb, status text, expired_days_ago integer)
     join public.products p on p.slug = x.product_slug
     on conflict (product_id, batch_number) do nothing
     returning id`,
    products.flatMap((p) =>
      p.batches.map((b) => ({
        product_slug: p.slug,
        batch_number: b.batchNumber,
        lab_name: b.labName,
        tested_days_ago: b.testedDaysAgo,
        thc_percent: b.thcPercent,
        cbd_percent: b.cbdPercent,
        thc_mg: b.thcMg,
        cbd_mg: b.cbdMg,
        terpenes: b.terpenes,
        status: b.status,
        expired_days_ago: b.expiredDaysAgo,
      })),
    ),
    seedDate,
  );
}

export function insertProductImages(tx: Queryable, products: readonly SeedProduct[]): Promise<number> {
  return insertJson(
    tx,
    `insert into public.product_images (product_id, path, alt, width, height, position)
     select p.id, x.path, x.alt, $2::integer, $2::integer, 0
     from jsonb_to_recordset($1::text::jsonb) as x(product_slug text, path text, alt text)
     join public.products p on p.slug = x.product_slug
     where not exists (select 1 from public.product_images i where i.product_id = p.id and i.path = x.path)
     returning id`,
    products.map((p) => ({ product_slug: p.slug, path: productImagePath(p.slug), alt: p.imageAlt })),
    IMAGE_SIZE,
  );
}

/**
 * Deals and their targets, by deal slug. A deal's targets are written only with the deal itself, so
 * staff who retarget a demo deal keep their choice on a re-seed. Dates are whole calendar months of
 * the store's time zone, counted from the seed date (see SeedDeal).
 */
export async function insertDeals(
  tx: Queryable,
  deals: readonly SeedDeal[],
  seedDate: Date,
  timeZone: string,
): Promise<{ deals: number; dealTargets: number }> {
  if (deals.length === 0) return { deals: 0, dealTargets: 0 };
  const [counts] = await tx.query<{ deals: number; deal_targets: number }>(
    `with seed as (
       select x.*, (date_trunc('month', $2::timestamptz at time zone $3)) as seed_month
         from jsonb_to_recordset($1::text::jsonb) as x(slug text, title text, description text, kind text,
           percent_off integer, amount_off_cents integer, buy_quantity integer, get_quantity integer,
           bundle_quantity integer, bundle_price_cents integer, size_weight_mg integer, scope text, audience text, eligibility text,
           days_of_week smallint[], starts_month_offset integer, ends_month_offset integer, position integer,
           targets jsonb)
     ), inserted as (
       insert into public.deals (slug, title, description, kind, percent_off, amount_off_cents, buy_quantity,
         get_quantity, bundle_quantity, bundle_price_cents, size_weight_mg, scope, audience, eligibility, days_of_week, starts_at,
         ends_at, position)
       select slug, title, description, kind, percent_off, amount_off_cents, buy_quantity, get_quantity,
         bundle_quantity, bundle_price_cents, size_weight_mg, scope, audience, eligibility, days_of_week,
         (seed_month + make_interval(months => starts_month_offset)) at time zone $3,
         (seed_month + make_interval(months => ends_month_offset)) at time zone $3,
         position
         from seed
       on conflict (slug) do nothing
       returning id, slug, scope
     ), targets as (
       insert into public.deal_targets (deal_id, product_id, brand_id, category_id)
       select i.id, p.id, b.id, c.id
         from inserted i
         join seed on seed.slug = i.slug
         cross join lateral jsonb_array_elements_text(seed.targets) as t(slug)
         left join public.products p on i.scope = 'products' and p.slug = t.slug
         left join public.brands b on i.scope = 'brands' and b.slug = t.slug
         left join public.categories c on i.scope = 'categories' and c.slug = t.slug
        where coalesce(p.id, b.id, c.id) is not null
       returning id
     )
     select (select count(*)::int from inserted) as deals, (select count(*)::int from targets) as deal_targets`,
    [
      JSON.stringify(
        deals.map((d) => ({
          slug: d.slug,
          title: d.title,
          description: d.description,
          kind: d.kind,
          percent_off: d.percentOff,
          amount_off_cents: d.amountOffCents,
          buy_quantity: d.buyQuantity,
          get_quantity: d.getQuantity,
          bundle_quantity: d.bundleQuantity,
          bundle_price_cents: d.bundlePriceCents,
          size_weight_mg: d.sizeWeightMg,
          scope: d.scope,
          audience: d.audience,
          eligibility: d.eligibility,
          days_of_week: d.daysOfWeek,
          starts_month_offset: d.startsMonthOffset,
          ends_month_offset: d.endsMonthOffset,
          position: d.position,
          targets: d.scope === 'all' ? [] : d.targets,
        })),
      ),
      seedDate.toISOString(),
      timeZone,
    ],
  );
  return { deals: Number(counts?.deals ?? 0), dealTargets: Number(counts?.deal_targets ?? 0) };
}
