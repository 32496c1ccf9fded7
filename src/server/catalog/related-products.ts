import type { Queryable } from '../db/database.ts';
import type { PricedVariant } from '#lib/deals/variant-price.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { StrainType } from '#lib/vocabulary/catalog.ts';
import { firstImageOf, type FirstImageColumns, type ProductImage } from '#lib/catalog/images.ts';
import { potencyLabelOf, type ListPotencyColumns } from './potency.ts';
import { ACTIVE_BATCH, SELLABLE_PRODUCT } from '#lib/catalog/sellable.ts';
import { CATEGORY_SLUG_PATHS } from '#lib/catalog/orderable-size.ts';

/** A product shown under "Related products", with what its price depends on. */
export interface RelatedProduct {
  slug: string;
  name: string;
  brandSlug: string | null;
  brandName: string | null;
  categoryName: string;
  /** Its category and the ones above it, nearest first (for matching category deals). */
  categorySlugs: string[];
  strainType: StrainType | null;
  potencyLabel: string | null;
  medicalOnly: boolean;
  image: ProductImage | null;
  /** The sizes in stock, to price on the shopper's menu. */
  sizes: PricedVariant[];
}

export const RELATED_PRODUCTS_SHOWN = 4;

interface RelatedRow extends FirstImageColumns, ListPotencyColumns {
  [column: string]: unknown;
  slug: string;
  name: string;
  brand_slug: string | null;
  brand_name: string | null;
  category_name: string;
  category_slugs: string[];
  strain_type: StrainType | null;
  medical_only: boolean;
  sizes: unknown;
}

/**
 * Up to four products a shopper looking at this one may want instead: the same strain from other
 * growers first, then the same brand's other products in the same category. Only what can be
 * bought now on the shopper's menu (medical-only products are not offered on the adult-use menu).
 */
export async function listRelatedProducts(
  db: Queryable,
  productId: string,
  mode: MenuMode,
  limit = RELATED_PRODUCTS_SHOWN,
): Promise<RelatedProduct[]> {
  const rows = await db.query<RelatedRow>(
    `with recursive ${CATEGORY_SLUG_PATHS}, me as (
       select id, strain_id, category_id, brand_id from products where id = $1
     )
     select p.slug, p.name, br.slug as brand_slug, br.name as brand_name, c.name as category_name,
            paths.slugs as category_slugs, s.type as strain_type, p.medical_only, p.potency_unit,
            p.servings_per_package, nb.thc_percent, nb.cbd_percent, nb.thc_mg, nb.cbd_mg,
            img.path as image_path, img.alt as image_alt, img.width as image_width, img.height as image_height,
            sizes.sizes
       from products p
       cross join me
       join categories c on c.id = p.category_id
       join paths on paths.id = p.category_id
       left join brands br on br.id = p.brand_id
       left join strains s on s.id = p.strain_id
       cross join lateral (
         select json_agg(json_build_object('adultUsePriceCents', v.adult_use_price_cents,
                  'medicalPriceCents', v.medical_price_cents, 'exciseTaxable', v.excise_taxable)) as sizes
           from variants v where v.product_id = p.id and v.active and v.stock > 0
       ) sizes
       left join lateral (
         select b.thc_percent::text, b.cbd_percent::text, b.thc_mg::text, b.cbd_mg::text
           from batches b where b.product_id = p.id and ${ACTIVE_BATCH}
          order by b.tested_on desc, b.created_at desc limit 1
       ) nb on true
       left join lateral (
         select i.path, i.alt, i.width, i.height from product_images i
          where i.product_id = p.id order by i.position, i.created_at limit 1
       ) img on true
      where p.id <> me.id
        and (p.strain_id = me.strain_id or (p.category_id = me.category_id and p.brand_id = me.brand_id))
        and ($2::text = 'medical' or not p.medical_only)
        and ${SELLABLE_PRODUCT}
      order by (p.strain_id = me.strain_id) is true desc, p.featured desc, p.name, p.id
      limit $3`,
    [productId, mode, limit],
  );
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    brandSlug: row.brand_slug,
    brandName: row.brand_name,
    categoryName: row.category_name,
    categorySlugs: row.category_slugs,
    strainType: row.strain_type,
    potencyLabel: potencyLabelOf(row),
    medicalOnly: row.medical_only,
    image: firstImageOf(row),
    sizes: parseSizes(row.sizes),
  }));
}

function parseSizes(value: unknown): PricedVariant[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.map((size: Record<string, unknown>) => ({
    adultUsePriceCents: Number(size.adultUsePriceCents),
    medicalPriceCents: size.medicalPriceCents === null ? null : Number(size.medicalPriceCents),
    exciseTaxable: Boolean(size.exciseTaxable),
  }));
}
