import type { MenuMode } from '../../lib/menu-query.ts';
import type { Queryable } from '../db/database.ts';
import { safeLink } from '../catalog/lab-batches.ts';

/** What a brand page needs besides its menu. */
export interface BrandPage {
  slug: string;
  name: string;
  description: string;
  /** The brand's site: an http(s) link, or null (anything else typed into the dashboard is dropped). */
  website: string | null;
}

export interface MenuBrand {
  slug: string;
  name: string;
  /** Products of the brand on this menu right now (sold-out ones included). */
  productCount: number;
}

export async function getBrandBySlug(db: Queryable, slug: string): Promise<BrandPage | null> {
  const [row] = await db.query<BrandPage & { [column: string]: unknown }>(
    'select slug, name, description, website from brands where slug = $1',
    [slug],
  );
  return row ? { slug: row.slug, name: row.name, description: row.description, website: safeLink(row.website) } : null;
}

/** Brands with something on the menu, by name: a brand index or a brand filter outside the menu. */
export async function listBrandsForMenu(db: Queryable, options: { mode: MenuMode }): Promise<MenuBrand[]> {
  const rows = await db.query<{ slug: string; name: string; products: number }>(
    `select m.brand_slug as slug, min(m.brand_name) as name, count(*)::int as products
       from menu_products m
      where m.listed and m.sellable_until >= current_date and m.brand_slug is not null
        ${options.mode === 'adult' ? 'and not m.medical_only' : ''}
      group by m.brand_slug
      order by min(m.brand_name), m.brand_slug`,
  );
  return rows.map((row) => ({ slug: row.slug, name: row.name, productCount: Number(row.products) }));
}
