import type { CartLine } from '#lib/cart/cart-line.ts';
import type { QuickOrderSize } from '#lib/cart/quick-order-list.ts';
import { thumbnailOf } from '#lib/cart/product-cart-lines.ts';
import { dealAppliesTo } from '#lib/deals/deal-match.ts';
import type { Deal } from '#lib/deals/deal.ts';
import { variantPrice } from '#lib/deals/variant-price.ts';
import type { LimitCategory } from '#lib/vocabulary/catalog.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { TaxRates } from '#lib/pricing/taxes.ts';
import { stockStateOf } from '#lib/catalog/stock-state.ts';
import { poolStockSql, stockPoolSql } from '#lib/catalog/stock-pool.ts';
import { productImage } from './images.ts';

/**
 * A size a shopper can put in the cart straight from a list (quick order, build a pack): the
 * columns such a list selects, and how a row becomes a cart line with its menu price.
 */
export interface OrderableSizeRow {
  [column: string]: unknown;
  category_slugs: string[];
  product_slug: string;
  product_name: string;
  brand_slug: string | null;
  brand_name: string | null;
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

/**
 * `paths (id, slugs)`: every category with its slugs from itself up to the top (for deal
 * coverage, which may name any ancestor). A recursive CTE: the statement starts `with recursive`.
 */
export const CATEGORY_SLUG_PATHS = `paths (id, slugs) as (
  select id, array[slug] from categories where parent_id is null
  union all
  select c.id, c.slug || paths.slugs from categories c join paths on c.parent_id = paths.id
)`;

/** The select list of an OrderableSizeRow (aliases p, br, v, img and paths.slugs, see CATEGORY_SLUG_PATHS). */
export const ORDERABLE_SIZE_COLUMNS = `paths.slugs as category_slugs, p.slug as product_slug, p.name as product_name,
  br.slug as brand_slug, br.name as brand_name, v.id as variant_id, v.size_label, v.adult_use_price_cents,
  v.medical_price_cents, v.excise_taxable, v.stock, v.limit_category, v.limit_amount,
  img.path as image_path, img.width as image_width`;

/**
 * Every size as the store `store` (an SQL expression of its id) sells it on `mode`'s menu, to join
 * as `v`: the catalog's size with `carried` there and the stock of the count `mode`'s sale draws
 * from (stock-pool.ts), at the store's own price or else the catalog's.
 */
export function sizesAtStore(store: string, mode: MenuMode): string {
  const stock = poolStockSql({ own: 'sv.stock', variant: 'sized.id', store, pool: stockPoolSql(store, mode) });
  return `(select sized.id, sized.product_id, sized.position, sized.size_label, sized.excise_taxable,
                  sized.limit_category, sized.limit_amount, sized.weight_mg, sized.active, sv.carried, ${stock} as stock,
                  coalesce(sv.adult_use_price_cents, sized.adult_use_price_cents) as adult_use_price_cents,
                  coalesce(sv.medical_price_cents, sized.medical_price_cents) as medical_price_cents
             from variants sized
             join store_variants sv on sv.variant_id = sized.id and sv.pool = 'all' and sv.store_id = ${store})`;
}

/** The product's first image (alias img), joined laterally onto products `p`. */
export const FIRST_IMAGE_JOIN = `left join lateral (
  select i.path, i.width from product_images i
   where i.product_id = p.id order by i.position, i.created_at limit 1
) img on true`;

/** A row as the cart copies it (src/lib/cart/cart-line.ts): the size as it is now, its stock the most it holds. */
export function cartLineOf(row: OrderableSizeRow): Omit<CartLine, 'quantity'> {
  const image =
    row.image_path === null
      ? undefined
      : productImage({ path: row.image_path, alt: '', width: Number(row.image_width), height: 0 });
  return {
    variantId: row.variant_id,
    productSlug: row.product_slug,
    productName: row.product_name,
    sizeLabel: row.size_label,
    imageSrc: thumbnailOf(image),
    adultUsePriceCents: Number(row.adult_use_price_cents),
    medicalPriceCents: row.medical_price_cents === null ? null : Number(row.medical_price_cents),
    exciseTaxable: row.excise_taxable,
    limitCategory: row.limit_category,
    limitAmount: Number(row.limit_amount),
    maxQuantity: Number(row.stock),
  };
}

/** A row as a cart line, with its price on `mode`'s menu after the day's deals that cover the product. */
export function orderableSize(
  row: OrderableSizeRow,
  mode: MenuMode,
  deals: readonly Deal[],
  rates: TaxRates,
): QuickOrderSize {
  const line = cartLineOf(row);
  const product = { slug: row.product_slug, brandSlug: row.brand_slug, categorySlugs: row.category_slugs };
  return {
    line,
    stockState: stockStateOf(line.maxQuantity),
    price: variantPrice(
      line,
      mode,
      deals.filter((deal) => dealAppliesTo(deal, product)),
      rates,
    ),
  };
}
