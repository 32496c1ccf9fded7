import type { Queryable } from '../db/database.ts';
import { listActiveDeals } from '../deals/active-deals.ts';
import type { StoreSettings } from '../settings/store-settings.ts';
import type { QuickOrderSection, QuickOrderSize } from '../../lib/cart/quick-order-list.ts';
import { thumbnailOf } from '../../lib/cart/product-cart-lines.ts';
import { dealAppliesTo } from '../../lib/deals/deal-match.ts';
import { variantPrice, type VariantPrice } from '../../lib/deals/variant-price.ts';
import type { LimitCategory } from '../../lib/limits/purchase-limits.ts';
import type { MenuMode } from '../../lib/menu-query.ts';
import { productImage } from './images.ts';
import { stockStateOf } from './product-page.ts';
import { SELLABLE_PRODUCT } from './sellable.ts';

export interface QuickOrderOptions {
  /** The visitor's menu (Astro.locals.menuMode): medical-only products are left out of adult-use. */
  mode: MenuMode;
  now: Date;
  settings: Pick<StoreSettings, 'timeZone' | 'exciseTaxBps' | 'salesTaxBps'>;
}

interface SizeRow {
  [column: string]: unknown;
  section_slug: string;
  section_name: string;
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
 * Every size that can be bought now on the visitor's menu, grouped by menu section. One query reads
 * the sizes (sellable product, active size in stock); the day's deals are read once beside it and
 * matched here, so the prices are the product page's, out the door.
 */
export async function listQuickOrder(db: Queryable, options: QuickOrderOptions): Promise<QuickOrderSection[]> {
  const [rows, { ongoing }] = await Promise.all([
    db.query<SizeRow>(
      `with recursive paths (id, slugs, root_id) as (
         select id, array[slug], id from categories where parent_id is null
         union all
         select c.id, c.slug || paths.slugs, paths.root_id from categories c join paths on c.parent_id = paths.id
       )
       select root.slug as section_slug, root.name as section_name, paths.slugs as category_slugs,
              p.slug as product_slug, p.name as product_name, br.slug as brand_slug, br.name as brand_name,
              v.id as variant_id, v.size_label, v.adult_use_price_cents, v.medical_price_cents, v.excise_taxable,
              v.stock, v.limit_category, v.limit_amount, img.path as image_path, img.width as image_width
         from products p
         join paths on paths.id = p.category_id
         join categories root on root.id = paths.root_id
         join variants v on v.product_id = p.id and v.active and v.stock > 0
         left join brands br on br.id = p.brand_id
         left join lateral (
           select i.path, i.width from product_images i
            where i.product_id = p.id order by i.position, i.created_at limit 1
         ) img on true
        where ($1::text = 'medical' or not p.medical_only)
          and ${SELLABLE_PRODUCT}
        order by root.position, root.name, p.name, p.id, v.position, v.adult_use_price_cents, v.id`,
      [options.mode],
    ),
    listActiveDeals(db, { now: options.now, timeZone: options.settings.timeZone, mode: options.mode }),
  ]);
  const rates = { exciseBps: options.settings.exciseTaxBps, salesBps: options.settings.salesTaxBps };
  const sections: QuickOrderSection[] = [];
  for (const row of rows) {
    let section = sections.at(-1);
    if (section?.slug !== row.section_slug) {
      section = { slug: row.section_slug, name: row.section_name, products: [] };
      sections.push(section);
    }
    let product = section.products.at(-1);
    if (product?.slug !== row.product_slug) {
      product = { slug: row.product_slug, name: row.product_name, brandName: row.brand_name, sizes: [] };
      section.products.push(product);
    }
    const deals = ongoing.filter((deal) =>
      dealAppliesTo(deal, { slug: row.product_slug, brandSlug: row.brand_slug, categorySlugs: row.category_slugs }),
    );
    product.sizes.push(sizeOf(row, variantPrice(priced(row), options.mode, deals, rates)));
  }
  return sections;
}

function priced(row: SizeRow) {
  return {
    adultUsePriceCents: Number(row.adult_use_price_cents),
    medicalPriceCents: row.medical_price_cents === null ? null : Number(row.medical_price_cents),
    exciseTaxable: row.excise_taxable,
  };
}

function sizeOf(row: SizeRow, price: VariantPrice): QuickOrderSize {
  const image = row.image_path === null ? undefined : productImage({ path: row.image_path, alt: '', width: Number(row.image_width), height: 0 });
  const stock = Number(row.stock);
  return {
    line: {
      variantId: row.variant_id,
      productSlug: row.product_slug,
      productName: row.product_name,
      sizeLabel: row.size_label,
      imageSrc: thumbnailOf(image),
      ...priced(row),
      limitCategory: row.limit_category,
      limitAmount: Number(row.limit_amount),
      maxQuantity: stock,
    },
    stockState: stockStateOf(stock),
    price,
  };
}
