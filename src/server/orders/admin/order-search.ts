import {
  ORDER_SEARCH_PAGE_SIZE,
  type OrderSearchPage,
  type OrderSearchQuery,
  type OrderSearchRow,
} from '#lib/orders/order-search.ts';
import { orderSearchTerms } from '#lib/orders/order-search-terms.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { OrderStatus } from '#lib/orders/order-status.ts';
import { addDays, zonedInstant } from '#lib/pickup/zoned-time.ts';
import { sqlParams } from '../../db/sql-params.ts';
import type { Queryable } from '../../db/database.ts';
import { getStoreSettingsFor } from '../../settings/index.ts';
import { matchingOrders } from '../order-matches.ts';

interface SearchRow {
  [column: string]: unknown;
  id: string;
  number: string;
  status: OrderStatus;
  placed_at: Date;
  contact_name: string;
  email: string;
  phone: string;
  has_account: boolean;
  menu_mode: MenuMode;
  item_count: number;
  total_cents: number;
}

function toRow(row: SearchRow): OrderSearchRow {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    placedAt: row.placed_at.toISOString(),
    customerName: row.contact_name,
    email: row.email,
    phone: row.phone,
    hasAccount: row.has_account,
    mode: row.menu_mode,
    itemCount: row.item_count,
    totalCents: row.total_cents,
  };
}

/**
 * One page of every order a store has taken, guests' included, newest first: matched by number,
 * contact name, email or phone (orderSearchTerms), placed within store-local days (the store's
 * midnight to midnight, so an order at 11:30 PM belongs to its own day) and at a status.
 * `storeId` absent: every store's orders, by the default store's days.
 */
export async function searchOrders(
  db: Queryable,
  query: OrderSearchQuery,
  { storeId = null }: { storeId?: string | null } = {},
): Promise<OrderSearchPage> {
  const { timeZone } = await getStoreSettingsFor(db, storeId);
  const empty: OrderSearchPage = { rows: [], total: 0, page: query.page, pageSize: ORDER_SEARCH_PAGE_SIZE, timeZone };
  const params = sqlParams();
  const matches = query.q ? matchingOrders(params, orderSearchTerms(query.q)) : null;
  if (query.q && !matches) return empty;
  const where: string[] = [];
  if (storeId) where.push(`o.store_id = ${params.add(storeId, 'uuid')}`);
  if (query.from) where.push(`o.placed_at >= ${params.add(zonedInstant(query.from, 0, timeZone), 'timestamptz')}`);
  if (query.to)
    where.push(`o.placed_at < ${params.add(zonedInstant(addDays(query.to, 1), 0, timeZone), 'timestamptz')}`);
  if (query.status) where.push(`o.status = ${params.add(query.status, 'text')}`);
  // With text to match, its matches are gathered first, each through its own index, and only
  // they are filtered and sorted: walking every order newest first in search of a rare match would
  // read them all, and joining a common one back to every order costs as much.
  const cte = matches ? `with matches as materialized (${matches})` : '';
  const scope = `from ${matches ? 'matches' : 'orders'} o ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`;
  const offset = (query.page - 1) * ORDER_SEARCH_PAGE_SIZE;
  // The page's ids are chosen from the index alone, then only its 50 orders are read and their
  // lines counted; the id breaks ties between orders placed in the same instant, so pages never
  // share or skip one.
  const list = params.render(
    `${cte}
     select o.id, o.number, o.status, o.placed_at, o.contact_name, o.email, o.phone, o.customer_id is not null as has_account,
            o.menu_mode, o.total_cents,
            (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count
       from (select o.id ${scope} order by o.placed_at desc, o.id desc limit ${ORDER_SEARCH_PAGE_SIZE} offset ${offset}) page
       join orders o on o.id = page.id
      order by o.placed_at desc, o.id desc`,
  );
  const count = params.render(`${cte} select count(*)::int as total ${scope}`);
  const [rows, [counted]] = await Promise.all([
    db.query<SearchRow>(list.text, list.values),
    db.query<{ total: number }>(count.text, count.values),
  ]);
  return { ...empty, rows: rows.map(toRow), total: counted?.total ?? 0 };
}
