import type { Queryable } from '../db/database.ts';
import { productImage, type ProductImage } from './images.ts';
import { potencyOf, toNumber, type Potency } from './potency.ts';
import { ACTIVE_BATCH, CATEGORY_TREE, SELLABLE_PRODUCT } from './sellable.ts';

export type StrainType = 'indica' | 'sativa' | 'hybrid' | 'cbd';

/** One product card on the menu. */
export interface MenuProduct {
  id: string;
  slug: string;
  name: string;
  brandName: string | null;
  /** The category the product sits in (may be a child of the section's category). */
  categoryName: string;
  strainType: StrainType | null;
  /** From the newest active batch; null for merch or when the lab reported nothing. */
  potency: Potency | null;
  /** The lowest adult-use price of the sizes in stock ("from $X"). */
  fromPriceCents: number;
  medicalOnly: boolean;
  image: ProductImage | null;
}

/** A top-level category and everything in stock under it. */
export interface MenuSection {
  category: { id: string; slug: string; name: string; description: string };
  products: MenuProduct[];
}

export interface MenuOptions {
  /** Free text matched against product, brand, strain and category names. */
  searchTerm?: string;
}

interface MenuRow {
  [column: string]: unknown;
  id: string;
  slug: string;
  name: string;
  root_id: string;
  brand_name: string | null;
  category_name: string;
  strain_type: StrainType | null;
  medical_only: boolean;
  potency_unit: 'percent' | 'mg';
  servings_per_package: number | null;
  from_price_cents: number;
  thc_percent: string | null;
  cbd_percent: string | null;
  thc_mg: string | null;
  cbd_mg: string | null;
  image_path: string | null;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
}

interface CategoryRow {
  [column: string]: unknown;
  id: string;
  slug: string;
  name: string;
  description: string;
}

/** `%` and `_` typed by a shopper are letters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The live menu: top-level categories in their staff-set order, each with the products that can
 * be bought now (featured first, then by name). Categories with nothing in stock are left out.
 */
export async function listMenuSections(db: Queryable, options: MenuOptions = {}): Promise<MenuSection[]> {
  const searchTerm = options.searchTerm?.trim() ?? '';
  const params: unknown[] = [];
  let search = '';
  if (searchTerm) {
    params.push(likePattern(searchTerm));
    search = `and (p.name ilike $1 or br.name ilike $1 or s.name ilike $1 or c.name ilike $1)`;
  }
  const [categories, rows] = await Promise.all([
    db.query<CategoryRow>(
      `select id, slug, name, description from categories where parent_id is null order by position, name`,
    ),
    db.query<MenuRow>(
      `with recursive ${CATEGORY_TREE}
       select p.id, p.slug, p.name, t.root_id, br.name as brand_name, c.name as category_name,
              s.type as strain_type, p.medical_only, p.potency_unit, p.servings_per_package,
              price.from_price_cents,
              nb.thc_percent, nb.cbd_percent, nb.thc_mg, nb.cbd_mg,
              img.path as image_path, img.alt as image_alt, img.width as image_width, img.height as image_height
         from products p
         join category_tree t on t.id = p.category_id
         join categories c on c.id = p.category_id
         left join brands br on br.id = p.brand_id
         left join strains s on s.id = p.strain_id
         cross join lateral (
           select min(v.adult_use_price_cents)::int as from_price_cents
             from variants v where v.product_id = p.id and v.active and v.stock > 0
         ) price
         left join lateral (
           select b.thc_percent::text, b.cbd_percent::text, b.thc_mg::text, b.cbd_mg::text
             from batches b where b.product_id = p.id and ${ACTIVE_BATCH}
            order by b.tested_on desc, b.created_at desc limit 1
         ) nb on true
         left join lateral (
           select i.path, i.alt, i.width, i.height
             from product_images i where i.product_id = p.id
            order by i.position, i.created_at limit 1
         ) img on true
        where ${SELLABLE_PRODUCT} ${search}
        order by p.featured desc, p.name, p.id`,
      params,
    ),
  ]);

  const byRoot = new Map<string, MenuProduct[]>();
  for (const row of rows) {
    const products = byRoot.get(row.root_id) ?? [];
    products.push(menuProduct(row));
    byRoot.set(row.root_id, products);
  }
  return categories
    .filter((category) => byRoot.has(category.id))
    .map((category) => ({ category: { ...category }, products: byRoot.get(category.id)! }));
}

function menuProduct(row: MenuRow): MenuProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brandName: row.brand_name,
    categoryName: row.category_name,
    strainType: row.strain_type,
    potency: potencyOf(
      row.potency_unit,
      {
        thcPercent: toNumber(row.thc_percent),
        cbdPercent: toNumber(row.cbd_percent),
        thcMg: toNumber(row.thc_mg),
        cbdMg: toNumber(row.cbd_mg),
      },
      row.servings_per_package,
    ),
    fromPriceCents: Number(row.from_price_cents),
    medicalOnly: row.medical_only,
    image:
      row.image_path === null
        ? null
        : productImage({
            path: row.image_path,
            alt: row.image_alt ?? '',
            width: Number(row.image_width),
            height: Number(row.image_height),
          }),
  };
}
