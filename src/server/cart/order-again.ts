import type { Queryable } from '../db/database.ts';
import type { CartLine } from '#lib/cart/cart-line.ts';
import { sizeName, type NotOrderableReason, type OrderAgain, type PastOrder } from '#lib/cart/quick-order-list.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import {
  CATEGORY_SLUG_PATHS,
  FIRST_IMAGE_JOIN,
  ORDERABLE_SIZE_COLUMNS,
  cartLineOf,
  sizesAtStore,
  type OrderableSizeRow,
} from '#lib/catalog/orderable-size.ts';
import { ACTIVE_BATCH } from '#lib/catalog/sellable.ts';

interface SizeNowRow extends OrderableSizeRow {
  asked_store_id: string | null;
  size_active: boolean;
  carried: boolean;
  product_on_sale: boolean;
  medical_only: boolean;
}

/**
 * The store of an order as the statement is asked about it: null for the default store, and for
 * a store closed for good (no cart can be picked up there any more).
 */
function askedStore(order: PastOrder): string | null {
  return order.store && !order.store.isDefault && !order.store.closed ? order.store.id : null;
}

const sizeKey = (storeId: string | null, variantId: string) => `${storeId ?? ''}|${variantId}`;

/**
 * Past orders as "Order again" offers them on `mode`'s menu: each size of each order as it is
 * now at the store the order was placed at — a cart line with that store's price and stock
 * today, or why it cannot be bought. A size is no longer sold when it was deleted, taken off
 * sale or is no longer carried there, or its product archived or without a sellable lab batch
 * (the menu's own rule, src/lib/catalog/sellable.ts); sold out when nothing is on that shelf. One
 * query reads every size of every order.
 */
export async function listOrderAgain(
  db: Queryable,
  orders: readonly PastOrder[],
  options: { mode: MenuMode },
): Promise<OrderAgain[]> {
  const asked = new Map<string, { storeId: string | null; variantId: string }>();
  for (const order of orders) {
    const storeId = askedStore(order);
    for (const line of order.lines) {
      if (line.variantId !== null) asked.set(sizeKey(storeId, line.variantId), { storeId, variantId: line.variantId });
    }
  }
  const pairs = [...asked.values()];
  const rows =
    pairs.length === 0
      ? []
      : await db.query<SizeNowRow>(
          `with recursive ${CATEGORY_SLUG_PATHS}
           select asked.store_id as asked_store_id, ${ORDERABLE_SIZE_COLUMNS}, v.active as size_active, v.carried,
                  p.medical_only,
                  p.status = 'active'
                    and (not p.is_cannabis or exists (select 1 from batches b where b.product_id = p.id and ${ACTIVE_BATCH})) as product_on_sale
             from unnest($1::uuid[], $2::uuid[]) as asked (variant_id, store_id)
             join lateral ${sizesAtStore('coalesce(asked.store_id, (select default_store_id()))', options.mode)} v
               on v.id = asked.variant_id
             join products p on p.id = v.product_id
             join paths on paths.id = p.category_id
             left join brands br on br.id = p.brand_id
             ${FIRST_IMAGE_JOIN}`,
          [pairs.map((pair) => pair.variantId), pairs.map((pair) => pair.storeId)],
        );
  const now = new Map(rows.map((row) => [sizeKey(row.asked_store_id, row.variant_id), row]));
  return orders.map((order) => {
    const storeId = askedStore(order);
    const again: OrderAgain = { number: order.number, placedAt: order.placedAt, lines: [], unavailable: [] };
    if (storeId !== null && order.store) again.store = order.store;
    for (const ordered of order.lines) {
      const row = ordered.variantId === null ? undefined : now.get(sizeKey(storeId, ordered.variantId));
      const size = sizeNow(row, options.mode);
      if (size.ok) again.lines.push({ line: size.line, quantity: ordered.quantity });
      else again.unavailable.push({ name: sizeName(ordered), reason: size.reason });
    }
    return again;
  });
}

function sizeNow(
  row: SizeNowRow | undefined,
  mode: MenuMode,
): { ok: true; line: Omit<CartLine, 'quantity'> } | { ok: false; reason: NotOrderableReason } {
  if (!row || !row.size_active || !row.carried || !row.product_on_sale) return { ok: false, reason: 'no_longer_sold' };
  if (row.medical_only && mode !== 'medical') return { ok: false, reason: 'medical_only' };
  if (Number(row.stock) <= 0) return { ok: false, reason: 'sold_out' };
  return { ok: true, line: cartLineOf(row) };
}
