import {
  MENU_BOARD_PAGE_SIZE,
  type MenuBoardPage,
  type MenuBoardQuery,
  type MenuBoardRow,
} from '#lib/catalog/menu-board.ts';
import { sqlParams } from '../../db/sql-params.ts';
import type { Queryable } from '../../db/database.ts';
import { categoryScope } from './category-scope.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { MEDICAL_STOCK, medicalSizeJoin, STORE_SIZE_FIGURES, storeOf, storeSizeJoin } from './store-sizes.ts';

type BoardRow = MenuBoardRow & Record<string, unknown>;

/**
 * One page of the live menu board of a store (the default store when none is named): the sizes of
 * the matching products, by product name and then size order, with the store's stock (and medical
 * stock, where it keeps it apart), prices and
 * whether it sells each, each product's status and whether the store's shoppers see it now. A
 * search matches a product's name or brand (all its sizes) or a size's SKU (that size).
 */
export async function listMenuBoard(db: Queryable, query: MenuBoardQuery, storeId?: string): Promise<MenuBoardPage> {
  const params = sqlParams();
  const store = storeOf(params, storeId);
  const where: string[] = [];
  if (query.status !== 'all') where.push(`p.status = ${params.add(query.status, 'text')}`);
  if (query.category)
    where.push(`p.category_id = any (${params.add(await categoryScope(db, query.category), 'uuid[]')})`);
  let from = 'from products p join variants v on v.product_id = p.id';
  if (query.q) {
    // The sizes of products matching by name or brand, and sizes matching by SKU: indexed lookups
    // whose (few) rows are then sorted, instead of an OR that reads every size of the catalog.
    const pattern = params.add(containsPattern(query.q), 'text');
    from = `from (select s.id from variants s
                   where s.product_id in (select id from products where lower(name) like ${pattern}
                                          union select n.id from products n join brands b on b.id = n.brand_id
                                                 where lower(b.name) like ${pattern})
                  union select id from variants where lower(sku) like ${pattern}) matched
            join variants v on v.id = matched.id
            join products p on p.id = v.product_id`;
  }
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const offset = (query.page - 1) * MENU_BOARD_PAGE_SIZE;

  const list = params.render(
    `select v.id as "variantId", v.sku, v.size_label as "sizeLabel", ${STORE_SIZE_FIGURES}, ${MEDICAL_STOCK},
            p.id as "productId", p.name as "productName", p.slug as "productSlug", p.status as "productStatus",
            coalesce(ms.listed and m.sellable_until >= current_date, false) as listed,
            c.name as "categoryName", b.name as "brandName"
       ${from}
       join categories c on c.id = p.category_id
       left join brands b on b.id = p.brand_id
       ${storeSizeJoin(store)}
       ${medicalSizeJoin(store)}
       left join menu_products m on m.product_id = p.id
       left join menu_store_products ms on ms.product_id = p.id and ms.store_id = ${store}
       ${filter}
      order by lower(p.name) collate "C", p.id, v.position, v.id
      limit ${MENU_BOARD_PAGE_SIZE} offset ${offset}`,
  );
  const count = params.render(`select count(*)::int as total ${from} ${filter}`);
  const [rows, [counted]] = await Promise.all([
    db.query<BoardRow>(list.text, list.values),
    db.query<{ total: number }>(count.text, count.values),
  ]);
  return { rows, total: counted?.total ?? 0, page: query.page, pageSize: MENU_BOARD_PAGE_SIZE };
}
