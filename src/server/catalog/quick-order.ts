import type { Queryable } from '../db/database.ts';
import { listActiveDeals } from '../deals/index.ts';
import type { StoreIdentity, StoreSettings } from '../settings/index.ts';
import type { QuickOrderSection } from '#lib/cart/quick-order-list.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import {
  FIRST_IMAGE_JOIN,
  ORDERABLE_SIZE_COLUMNS,
  orderableSize,
  sizesAtStore,
  type OrderableSizeRow,
} from '#lib/catalog/orderable-size.ts';
import { sellableProductSql } from '#lib/catalog/sellable.ts';

export interface QuickOrderOptions {
  /** The visitor's menu (Astro.locals.menuMode): medical-only products are left out of adult-use. */
  mode: MenuMode;
  now: Date;
  /**
   * The store the page sells for (its stock, carried sizes and prices), with its taxes and time
   * zone; without `store`, the default store.
   */
  settings: Pick<StoreSettings, 'timeZone' | 'exciseTaxBps' | 'salesTaxBps'> & { store?: Pick<StoreIdentity, 'id'> };
}

/** The store the page sells for: the statement's second parameter, or the default store. */
const STORE = 'coalesce($2::uuid, (select default_store_id()))';

interface SizeRow extends OrderableSizeRow {
  section_slug: string;
  section_name: string;
}

/**
 * Every size that can be bought now on the visitor's menu at the settings' store, grouped by menu
 * section. One query reads the sizes (sellable product, active size carried and in stock there, at
 * its price there); the day's deals are read once beside it and
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
       select root.slug as section_slug, root.name as section_name, ${ORDERABLE_SIZE_COLUMNS}
         from products p
         join paths on paths.id = p.category_id
         join categories root on root.id = paths.root_id
         join ${sizesAtStore(STORE, options.mode)} v on v.product_id = p.id and v.active and v.carried and v.stock > 0
         left join brands br on br.id = p.brand_id
         ${FIRST_IMAGE_JOIN}
        where ($1::text = 'medical' or not p.medical_only)
          and ${sellableProductSql(STORE)}
        order by root.position, root.name, p.name, p.id, v.position, v.adult_use_price_cents, v.id`,
      [options.mode, options.settings.store?.id ?? null],
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
    product.sizes.push(orderableSize(row, options.mode, ongoing, rates));
  }
  return sections;
}
