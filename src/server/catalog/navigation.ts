import type { StoreWideRead } from '../cache/store-wide-cache.ts';
import type { Queryable } from '../db/database.ts';
import { CATEGORY_TREE, SELLABLE_PRODUCT } from '#lib/catalog/sellable.ts';

export interface NavCategory {
  slug: string;
  name: string;
}

/**
 * Top-level categories with something to buy, in menu order, for the site navigation. Empty
 * categories are left out because their menu section is not rendered either.
 */
export async function listNavCategories(db: Queryable): Promise<NavCategory[]> {
  const rows = await db.query<NavCategory & { [column: string]: unknown }>(
    `with recursive ${CATEGORY_TREE}
     select root.slug, root.name
       from categories root
      where root.parent_id is null
        and exists (
          select 1 from products p join category_tree t on t.id = p.category_id
           where t.root_id = root.id and ${SELLABLE_PRODUCT}
        )
      order by root.position, root.name`,
  );
  return rows.map(({ slug, name }) => ({ slug, name }));
}

/**
 * The navigation as the storefront's pages read it: kept by the process until a catalog change
 * (store-wide-cache.ts). A category whose last lot lapses at midnight leaves it when the lapse is
 * settled (src/server/catalog/menu/settle.ts), whose write announces the change.
 */
export const NAV_CATEGORIES_READ: StoreWideRead<NavCategory[]> = {
  key: 'nav-categories',
  dependsOn: ['catalog_changed'],
  load: (db) => listNavCategories(db),
};
