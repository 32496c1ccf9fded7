import {
  PRODUCT_LIST_PAGE_SIZE,
  type ProductListPage,
  type ProductListQuery,
  type ProductListRow,
  type ProductSort,
} from '#lib/catalog/product-list.ts';
import { sqlParams } from '../../db/sql-params.ts';
import type { Queryable } from '../../db/database.ts';
import { categoryScope } from './category-scope.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import type { ScopeStore } from '#lib/stores/store-scope.ts';
import { storeSizeJoin } from './store-sizes.ts';

/**
 * Orders that indexes serve (20261121001600_dashboard_catalog.sql); each ends in the product id so
 * pages never share or skip a row. Products without sizes have no price and sort last by price.
 */
const ORDER_BY: Record<ProductSort, string> = {
  name: `lower(p.name) collate "C", p.id`,
  '-name': `lower(p.name) collate "C" desc, p.id desc`,
  updated: 'p.updated_at, p.id',
  '-updated': 'p.updated_at desc, p.id desc',
  price: 't.lowest_price_cents nulls last, p.id',
  '-price': 't.lowest_price_cents desc nulls last, p.id desc',
  stock: 't.stock, p.id',
  '-stock': 't.stock desc, p.id desc',
};

type ListRow = Omit<ProductListRow, 'updatedAt'> & { updatedAt: Date } & Record<string, unknown>;

/**
 * A store's totals of each product (alias `t`, as `product_size_totals`): the sizes it sells (on
 * sale in the catalog and carried there), their units, and its lowest adult-use price among them.
 */
const storeTotals = (store: string) => `cross join lateral (
  select count(*) filter (where v.active and sv.carried)::int as size_count,
         coalesce(sum(sv.stock) filter (where v.active and sv.carried), 0)::int as stock,
         min(coalesce(sv.adult_use_price_cents, v.adult_use_price_cents)) filter (where v.active and sv.carried)
           as lowest_price_cents
    from variants v ${storeSizeJoin(store)}
   where v.product_id = p.id) t`;

/**
 * One page of the products list for the dashboard: every status, searched by name, brand or SKU,
 * with a store's sizes, stock and lowest price. The default store's (when none is named) are the
 * catalog's totals, kept per product for the sorts; another store's are summed from its rows.
 */
export async function listProducts(
  db: Queryable,
  query: ProductListQuery,
  store?: Pick<ScopeStore, 'id' | 'isDefault'>,
): Promise<ProductListPage> {
  const params = sqlParams();
  const totals =
    store && !store.isDefault
      ? storeTotals(params.add(store.id, 'uuid'))
      : 'join product_size_totals t on t.product_id = p.id';
  const where: string[] = [];
  if (query.status) where.push(`p.status = ${params.add(query.status, 'text')}`);
  if (query.brand) where.push(`p.brand_id = ${params.add(query.brand, 'uuid')}`);
  if (query.category)
    where.push(`p.category_id = any (${params.add(await categoryScope(db, query.category), 'uuid[]')})`);
  if (query.q) {
    const pattern = params.add(containsPattern(query.q), 'text');
    // A union of three indexed lookups, not an OR the planner can only answer by reading every product.
    where.push(`p.id in (select id from products where lower(name) like ${pattern}
                         union select n.id from products n join brands b on b.id = n.brand_id where lower(b.name) like ${pattern}
                         union select product_id from variants where lower(sku) like ${pattern})`);
  }
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const offset = (query.page - 1) * PRODUCT_LIST_PAGE_SIZE;
  const list = params.render(
    `select p.id, p.name, p.slug, p.status, p.featured, p.updated_at as "updatedAt",
            c.name as "categoryName", b.name as "brandName",
            t.size_count as "sizeCount", t.stock, t.lowest_price_cents as "lowestPriceCents"
       from products p
       ${totals}
       join categories c on c.id = p.category_id
       left join brands b on b.id = p.brand_id
       ${filter}
      order by ${ORDER_BY[query.sort]}
      limit ${PRODUCT_LIST_PAGE_SIZE} offset ${offset}`,
  );
  const count = params.render(`select count(*)::int as total from products p ${filter}`);
  const [rows, [counted]] = await Promise.all([
    db.query<ListRow>(list.text, list.values),
    db.query<{ total: number }>(count.text, count.values),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: PRODUCT_LIST_PAGE_SIZE,
  };
}
