import type { Queryable } from '../db/database.ts';
import { storeWideCacheOf, type StoreWideRead } from '../cache/store-wide-cache.ts';
import { ACTIVE_DEALS_READ, activeDealsOf, type ActiveDeal } from '../deals/index.ts';
import type { StoreSettings } from '../settings/index.ts';
import { dealAppliesTo, type DealProduct } from '#lib/deals/deal-match.ts';
import { isShelfDeal } from '#lib/deals/deal-price.ts';
import { variantPrice, type VariantPrice } from '#lib/deals/variant-price.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { LimitCategory, PotencyUnit, ProductStatus, StrainType } from '#lib/vocabulary/catalog.ts';
import { productImage, type ProductImage } from '#lib/catalog/images.ts';
import {
  LAB_BATCHES_JSON,
  labBatchesOf,
  parseTerpenes,
  type LabBatch,
  type LabBatchRow,
  type Terpene,
} from './lab-batches.ts';
import type { Potency } from './potency.ts';
import { listRelatedProducts, type RelatedProduct } from './related-products.ts';
import type { ReviewListQuery } from '#lib/reviews/review-list-query.ts';
import { loadSubjectReviews, type SubjectReviews } from '../reviews/index.ts';
import { stockStateOf, type StockState } from '#lib/catalog/stock-state.ts';
import { poolStockSql, stockPoolSql } from '#lib/catalog/stock-pool.ts';
import {
  readStoreSizes,
  storeAvailability,
  type AvailabilityStore,
  type StoreAvailability,
  type StoreSizeRow,
} from './product-availability.ts';

export interface ProductVariant {
  id: string;
  sku: string;
  sizeLabel: string;
  adultUsePriceCents: number;
  medicalPriceCents: number | null;
  /** Cannabis pays Michigan's excise tax on the adult-use menu; merch and accessories never do. */
  exciseTaxable: boolean;
  stockState: StockState;
  /** Units on the shelf now (the cart offers no more). */
  stock: number;
  /** How one unit counts toward Michigan's purchase limits. */
  limitCategory: LimitCategory;
  /** One unit's milligrams (microlitres for infused liquids) for the limits. */
  limitAmount: number;
}

export interface ProductPage {
  id: string;
  slug: string;
  name: string;
  description: string;
  effects: string[];
  isCannabis: boolean;
  medicalOnly: boolean;
  seoTitle: string | null;
  seoDescription: string | null;
  brand: { slug: string; name: string } | null;
  category: { slug: string; name: string };
  /** The top-level category the product's category belongs to (the menu section). */
  menuSection: { slug: string; name: string };
  /** The product's category and every category above it, nearest first (what category deals match). */
  categorySlugs: string[];
  strain: {
    slug: string;
    name: string;
    type: StrainType;
    lineage: string;
    terpenes: Terpene[];
    effects: string[];
    flavors: string[];
  } | null;
  images: ProductImage[];
  variants: ProductVariant[];
  /** Of the newest sellable batch. */
  potency: Potency | null;
  /** Measured in the newest sellable batch, or the strain's typical terpenes when none were measured. */
  terpenes: Terpene[];
  /** Newest first: sellable batches, then the rest, so a recall stays visible. */
  batches: LabBatch[];
  /** Unavailable: archived, or a cannabis product without a sellable batch. */
  availability: 'available' | 'unavailable';
}

interface ProductRow {
  [column: string]: unknown;
  id: string;
  slug: string;
  name: string;
  description: string;
  effects: string[];
  is_cannabis: boolean;
  medical_only: boolean;
  status: ProductStatus;
  potency_unit: PotencyUnit;
  servings_per_package: number | null;
  seo_title: string | null;
  seo_description: string | null;
  brand_slug: string | null;
  brand_name: string | null;
  category_slug: string;
  category_name: string;
  section_slug: string;
  section_name: string;
  category_slugs: string[];
  strain_slug: string | null;
  strain_name: string | null;
  strain_type: StrainType | null;
  strain_lineage: string | null;
  strain_terpenes: unknown;
  strain_effects: string[] | null;
  strain_flavors: string[] | null;
  variants: VariantRow[];
  batches: LabBatchRow[];
  images: { path: string; alt: string; width: number; height: number }[];
}

interface VariantRow {
  id: string;
  sku: string;
  size_label: string;
  adult_use_price_cents: number;
  medical_price_cents: number | null;
  excise_taxable: boolean;
  stock: number;
  limit_category: LimitCategory;
  limit_amount: number;
}

/** The store whose sizes the page shows: the second parameter, or the default store. */
const PAGE_STORE = 'coalesce($2::uuid, (select default_store_id()))';

/**
 * Everything the product page shows, or null when no such product is published, in one statement
 * (its sizes, lab batches and images as JSON columns). Drafts are treated as missing: they are not
 * public yet, and their page must not leak before launch. The sizes are the default store's (the
 * catalog's stock and prices), or with `storeId` those that store carries, at its stock and price;
 * on the medical menu the stock is the store's medical count where it keeps one (stock-pool.ts).
 */
export async function getProductPage(
  db: Queryable,
  slug: string,
  storeId?: string,
  mode: MenuMode = 'adult',
): Promise<ProductPage | null> {
  const stock = poolStockSql({
    own: 'coalesce(sv.stock, v.stock)',
    variant: 'v.id',
    store: PAGE_STORE,
    pool: stockPoolSql(PAGE_STORE, mode),
  });
  const [row] = await db.query<ProductRow>(
    `with recursive ancestry (id, parent_id, slug, name, depth) as (
       select c.id, c.parent_id, c.slug, c.name, 0 from categories c
        where c.id = (select category_id from products where slug = $1)
       union all
       select c.id, c.parent_id, c.slug, c.name, a.depth + 1 from categories c join ancestry a on c.id = a.parent_id
     )
     select p.id, p.slug, p.name, p.description, p.effects, p.is_cannabis, p.medical_only, p.status,
            p.potency_unit, p.servings_per_package, p.seo_title, p.seo_description,
            br.slug as brand_slug, br.name as brand_name, c.slug as category_slug, c.name as category_name,
            root.slug as section_slug, root.name as section_name,
            array(select a.slug from ancestry a order by a.depth) as category_slugs,
            s.slug as strain_slug, s.name as strain_name, s.type as strain_type, s.lineage as strain_lineage,
            s.terpenes as strain_terpenes, s.effects as strain_effects, s.flavors as strain_flavors,
            (select coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size_label', v.size_label,
                      'adult_use_price_cents', coalesce(sv.adult_use_price_cents, v.adult_use_price_cents),
                      'medical_price_cents', coalesce(sv.medical_price_cents, v.medical_price_cents),
                      'excise_taxable', v.excise_taxable, 'stock', ${stock},
                      'limit_category', v.limit_category, 'limit_amount', v.limit_amount)
                      order by v.position, v.adult_use_price_cents, v.id), '[]'::json)
               from variants v
               left join store_variants sv on sv.variant_id = v.id and sv.pool = 'all' and sv.store_id = $2::uuid
              where v.product_id = p.id and v.active and ($2::uuid is null or sv.carried)) as variants,
            ${LAB_BATCHES_JSON} as batches,
            (select coalesce(json_agg(json_build_object('path', i.path, 'alt', i.alt, 'width', i.width,
                      'height', i.height) order by i.position, i.created_at), '[]'::json)
               from product_images i where i.product_id = p.id) as images
       from products p
       join categories c on c.id = p.category_id
       join ancestry root on root.parent_id is null
       left join brands br on br.id = p.brand_id
       left join strains s on s.id = p.strain_id
      where p.slug = $1 and p.status <> 'draft'`,
    [slug, storeId ?? null],
  );
  if (!row) return null;

  const batches = labBatchesOf(row.batches, row.potency_unit, row.servings_per_package);
  const newest = batches.find((batch) => batch.sellable) ?? null;
  const strainTerpenes = parseTerpenes(row.strain_terpenes);
  const unavailable = row.status !== 'active' || (row.is_cannabis && newest === null);

  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    effects: row.effects.length > 0 ? row.effects : (row.strain_effects ?? []),
    isCannabis: row.is_cannabis,
    medicalOnly: row.medical_only,
    seoTitle: row.seo_title || null,
    seoDescription: row.seo_description || null,
    brand: row.brand_slug && row.brand_name ? { slug: row.brand_slug, name: row.brand_name } : null,
    category: { slug: row.category_slug, name: row.category_name },
    menuSection: { slug: row.section_slug, name: row.section_name },
    categorySlugs: row.category_slugs,
    strain:
      row.strain_slug && row.strain_name && row.strain_type
        ? {
            slug: row.strain_slug,
            name: row.strain_name,
            type: row.strain_type,
            lineage: row.strain_lineage ?? '',
            terpenes: strainTerpenes,
            effects: row.strain_effects ?? [],
            flavors: row.strain_flavors ?? [],
          }
        : null,
    images: row.images.map(productImage),
    variants: row.variants.map(variantOf),
    potency: newest?.potency ?? null,
    terpenes: newest && newest.terpenes.length > 0 ? newest.terpenes : strainTerpenes,
    batches,
    availability: unavailable ? 'unavailable' : 'available',
  };
}

function variantOf(variant: VariantRow): ProductVariant {
  return {
    id: variant.id,
    sku: variant.sku,
    sizeLabel: variant.size_label,
    adultUsePriceCents: Number(variant.adult_use_price_cents),
    medicalPriceCents: variant.medical_price_cents === null ? null : Number(variant.medical_price_cents),
    exciseTaxable: variant.excise_taxable,
    stockState: stockStateOf(Number(variant.stock)),
    stock: Math.max(0, Number(variant.stock)),
    limitCategory: variant.limit_category,
    limitAmount: Number(variant.limit_amount),
  };
}

export interface ProductOfferOptions {
  /** The visitor's menu (Astro.locals.menuMode). */
  mode: MenuMode;
  now: Date;
  /** The settings of the store whose sizes the page shows (its time zone for the day's deals, its taxes). */
  settings: Pick<StoreSettings, 'timeZone' | 'exciseTaxBps' | 'salesTaxBps'>;
  /** The store whose sizes, stock and prices the page offers (`?store=`); absent, the default store. */
  store?: AvailabilityStore;
  /** Every open store, in the storefront's order: with two or more the page lists each one's availability. */
  stores?: readonly AvailabilityStore[];
}

/** A related product with its lowest in-stock price on the visitor's menu. */
export type RelatedProductCard = Omit<RelatedProduct, 'sizes' | 'categorySlugs' | 'brandSlug'> & {
  price: VariantPrice;
};

/** What a product costs the visitor today, and what else they might buy. */
export interface ProductOffer {
  /** The menu whose prices the page shows: medical for a medical-only product, else the visitor's. */
  priceMode: MenuMode;
  /** Whether the visitor can order it: available, and not medical-only on the adult-use menu. */
  buyable: boolean;
  /** One per variant, in the same order as `ProductPage.variants`. */
  prices: VariantPrice[];
  /** Deals running today that cover it without changing its shelf price (packs, first visit, …). */
  moreDeals: ActiveDeal[];
  related: RelatedProductCard[];
  /** Each open store's stock and price of it, when there are two or more; empty with one store. */
  availability: StoreAvailability[];
}

/**
 * Prices, deals and related products for one visitor's menu: the running deals (every active
 * deal, as the process keeps them) matched to the product and to each related product.
 */
function productOffer(
  product: ProductPage,
  related: readonly RelatedProduct[],
  storeSizes: readonly StoreSizeRow[],
  activeDeals: Parameters<typeof activeDealsOf>[0],
  options: ProductOfferOptions,
): ProductOffer {
  const priceMode: MenuMode = product.medicalOnly ? 'medical' : options.mode;
  const { ongoing } = activeDealsOf(activeDeals, {
    now: options.now,
    timeZone: options.settings.timeZone,
    mode: priceMode,
  });
  const rates = { exciseBps: options.settings.exciseTaxBps, salesBps: options.settings.salesTaxBps };
  const dealsFor = (item: DealProduct) => ongoing.filter((deal) => dealAppliesTo(deal, item));
  const own = dealsFor({
    slug: product.slug,
    brandSlug: product.brand?.slug ?? null,
    categorySlugs: product.categorySlugs,
  });

  const prices = product.variants.map((variant) => variantPrice(variant, priceMode, own, rates));
  const shown = prices.map((price) => price.priceCents);
  return {
    priceMode,
    buyable: product.availability === 'available' && !(product.medicalOnly && options.mode === 'adult'),
    prices,
    moreDeals: own.filter((deal) => !isShelfDeal(deal)),
    related: related.flatMap(({ sizes, categorySlugs, brandSlug, ...card }) => {
      const deals = dealsFor({ slug: card.slug, brandSlug, categorySlugs });
      const mode = card.medicalOnly ? 'medical' : options.mode;
      const prices = sizes.map((size) => variantPrice(size, mode, deals, rates));
      const lowest = prices.reduce<VariantPrice | null>(
        (best, price) => (best === null || price.priceCents < best.priceCents ? price : best),
        null,
      );
      return lowest ? [{ ...card, price: lowest }] : [];
    }),
    availability:
      options.stores && options.stores.length > 1
        ? storeAvailability(
            options.stores,
            storeSizes,
            (size, mode) => variantPrice(size, mode, own, rates).priceCents,
            {
              mode: priceMode,
              shownCents: shown.length === 0 ? null : Math.min(...shown),
            },
          )
        : [],
  };
}

/**
 * Every product's id by its slug, kept by the process until a catalog change. Only a hint: it
 * lets a product page ask for its related products and reviews in the same wait as the product
 * itself, and the page checks it against the product it read.
 */
const PRODUCT_IDS_READ: StoreWideRead<ReadonlyMap<string, string>> = {
  key: 'product-ids-by-slug',
  dependsOn: ['catalog_changed'],
  load: async (db) =>
    new Map(
      (await db.query<{ slug: string; id: string }>('select slug, id from products')).map((row) => [row.slug, row.id]),
    ),
};

/**
 * `/products/{slug}`: the product at `options.store` (the default store when absent), what it
 * costs the visitor today, its reviews (the page of `reviews.query`, and the signed-in viewer's
 * own) and, with two or more open stores, each store's availability; or null when no product has
 * that slug. The deals and the product's id come from the process's store-wide cache, so the
 * product, its related products, its reviews and its stores' stock are asked for at once: one
 * wait on the database. A product the cache does not know yet (or a slug moved to another
 * product) takes a second wait.
 */
export async function loadProductPage(
  db: Queryable,
  slug: string,
  options: ProductOfferOptions & { reviews?: { query: ReviewListQuery; viewerEmail: string | null } },
): Promise<{ product: ProductPage; offer: ProductOffer; reviews: SubjectReviews } | null> {
  const storeWide = storeWideCacheOf(db);
  const [deals, productIds] = await Promise.all([storeWide.read(ACTIVE_DEALS_READ), storeWide.read(PRODUCT_IDS_READ)]);
  const around = (productId: string) =>
    Promise.all([
      listRelatedProducts(db, productId, options.mode),
      loadSubjectReviews(
        db,
        { subject: 'product', productId },
        options.reviews ?? { query: { sort: 'newest', page: 1 }, viewerEmail: null },
      ),
    ]);
  const knownId = productIds.get(slug);
  const stores = options.stores ?? [];
  const [product, aroundKnown, storeSizes] = await Promise.all([
    getProductPage(db, slug, options.store?.isDefault === false ? options.store.id : undefined, options.mode),
    knownId === undefined ? null : around(knownId),
    stores.length > 1
      ? readStoreSizes(
          db,
          slug,
          stores.map((store) => store.id),
          options.mode,
        )
      : [],
  ]);
  if (!product) return null;
  const [related, reviews] = aroundKnown && knownId === product.id ? aroundKnown : await around(product.id);
  return { product, offer: productOffer(product, related, storeSizes, deals, options), reviews };
}
