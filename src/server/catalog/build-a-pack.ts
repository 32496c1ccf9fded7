import type { Queryable } from '../db/database.ts';
import { listActiveDeals, type ActiveDeal } from '../deals/active-deals.ts';
import type { StoreSettings } from '../settings/store-settings.ts';
import type { PackDeal, PackItem } from '../../lib/cart/build-a-pack.ts';
import { thumbnailOf } from '../../lib/cart/product-cart-lines.ts';
import type { Deal } from '../../lib/deals/deal.ts';
import { dealAppliesTo } from '../../lib/deals/deal-match.ts';
import { variantPrice } from '../../lib/deals/variant-price.ts';
import type { LimitCategory } from '../../lib/limits/purchase-limits.ts';
import type { MenuMode } from '../../lib/menu-query.ts';
import { productImage } from './images.ts';
import { stockStateOf } from './product-page.ts';
import { SELLABLE_PRODUCT } from './sellable.ts';

export interface BuildAPackOptions {
  /** The visitor's menu (Astro.locals.menuMode): medical-only products are left out of adult-use. */
  mode: MenuMode;
  now: Date;
  settings: Pick<StoreSettings, 'timeZone' | 'exciseTaxBps' | 'salesTaxBps'>;
}

export interface BuildAPack {
  packs: PackDeal[];
  /** Every deal running now for everyone on the menu (the page prices a pack with them, as the cart does). */
  ongoing: Deal[];
}

interface SizeRow {
  [column: string]: unknown;
  category_slugs: string[];
  product_slug: string;
  product_name: string;
  brand_slug: string | null;
  brand_name: string | null;
  weight_mg: number | null;
  variant_id: string;
  size_label: string;
  adult_use_price_cents: number;
  medical_price_cents: number | null;
  excise_taxable: boolean;
  stock: number;
  limit_category: LimitCategory;
  limit_amount: number;
  image_path: string | null;
  image_width: number | null;
}

type PackTerms = ActiveDeal & { bundleQuantity: number; bundlePriceCents: number };

const isPack = (deal: ActiveDeal): deal is PackTerms =>
  deal.kind === 'bundle_price' && deal.eligibility === 'everyone' && deal.bundleQuantity !== null && deal.bundleQuantity > 0 && deal.bundlePriceCents !== null;

/** The plain deal, without the words and links the deals page adds. */
function dealOf({ terms: _terms, menuHref: _menuHref, nextRunDate: _next, nextRunLabel: _label, ...deal }: ActiveDeal): Deal {
  return deal;
}

/**
 * The pack deals ("any 4 eighths for $100") running now on the visitor's menu, each with the sizes
 * it offers. Which sizes: one per product the deal covers — the size the deal is for when it names
 * one (its weight), else the smallest in stock (least weight, then least price) — of a sellable
 * product on this menu.
 * Michigan forbids one price for excise-taxed and untaxed goods together (MCL 333.27963(2)), so a
 * pack holds cannabis only when the deal covers any, else only untaxed goods. Deals for first-time
 * or birthday customers are left out: the page is the same for everyone. One query reads every
 * candidate size, beside the one that reads the deals.
 */
export async function listBuildAPack(db: Queryable, options: BuildAPackOptions): Promise<BuildAPack> {
  const [rows, { ongoing }] = await Promise.all([
    db.query<SizeRow>(
      `with recursive paths (id, slugs) as (
         select id, array[slug] from categories where parent_id is null
         union all
         select c.id, c.slug || paths.slugs from categories c join paths on c.parent_id = paths.id
       )
       select paths.slugs as category_slugs, p.slug as product_slug, p.name as product_name,
              br.slug as brand_slug, br.name as brand_name, v.id as variant_id, v.size_label, v.weight_mg,
              v.adult_use_price_cents, v.medical_price_cents, v.excise_taxable, v.stock, v.limit_category,
              v.limit_amount, img.path as image_path, img.width as image_width
         from products p
         join paths on paths.id = p.category_id
         join variants v on v.product_id = p.id and v.active and v.stock > 0
         left join brands br on br.id = p.brand_id
         left join lateral (
           select i.path, i.width from product_images i
            where i.product_id = p.id order by i.position, i.created_at limit 1
         ) img on true
        where ($1::text = 'medical' or not p.medical_only)
          and ${SELLABLE_PRODUCT}
        order by p.name, p.id, v.weight_mg nulls last, v.adult_use_price_cents, v.position, v.id`,
      [options.mode],
    ),
    listActiveDeals(db, { now: options.now, timeZone: options.settings.timeZone, mode: options.mode }),
  ]);
  const rates = { exciseBps: options.settings.exciseTaxBps, salesBps: options.settings.salesTaxBps };
  const everyone = ongoing.filter((deal) => deal.eligibility === 'everyone');
  const packs: PackDeal[] = [];
  for (const deal of everyone.filter(isPack)) {
    const covered = firstSizePerProduct(
      rows.filter((row) =>
        dealAppliesTo(deal, {
          slug: row.product_slug,
          brandSlug: row.brand_slug,
          categorySlugs: row.category_slugs,
          weightMg: row.weight_mg === null ? null : Number(row.weight_mg),
        }),
      ),
    );
    const excise = covered.some((row) => row.excise_taxable);
    const items = covered.filter((row) => row.excise_taxable === excise).map((row) => itemOf(row, options.mode, everyone, rates));
    if (items.length > 0) packs.push({ deal: { ...dealOf(deal), bundleQuantity: deal.bundleQuantity, bundlePriceCents: deal.bundlePriceCents }, items });
  }
  return { packs, ongoing: everyone.map(dealOf) };
}

/** The first row of each product (rows come smallest size first): one size per product in a pack. */
function firstSizePerProduct(rows: readonly SizeRow[]): SizeRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.product_slug) && Boolean(seen.add(row.product_slug)));
}

function itemOf(row: SizeRow, mode: MenuMode, deals: readonly ActiveDeal[], rates: { exciseBps: number; salesBps: number }): PackItem {
  const image = row.image_path === null ? undefined : productImage({ path: row.image_path, alt: '', width: Number(row.image_width), height: 0 });
  const stock = Number(row.stock);
  const priced = {
    adultUsePriceCents: Number(row.adult_use_price_cents),
    medicalPriceCents: row.medical_price_cents === null ? null : Number(row.medical_price_cents),
    exciseTaxable: row.excise_taxable,
  };
  const product = { slug: row.product_slug, brandSlug: row.brand_slug, categorySlugs: row.category_slugs };
  return {
    line: {
      variantId: row.variant_id,
      productSlug: row.product_slug,
      productName: row.product_name,
      sizeLabel: row.size_label,
      imageSrc: thumbnailOf(image),
      ...priced,
      limitCategory: row.limit_category,
      limitAmount: Number(row.limit_amount),
      maxQuantity: stock,
    },
    stockState: stockStateOf(stock),
    price: variantPrice(priced, mode, deals.filter((deal) => dealAppliesTo(deal, product)), rates),
    brandName: row.brand_name,
    brandSlug: row.brand_slug,
    categorySlugs: row.category_slugs,
  };
}
