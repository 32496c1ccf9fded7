import type { Queryable } from '../db/database.ts';
import type { CartLine } from '#lib/cart/cart-line.ts';
import { sizeName, type NotOrderableReason, type OrderAgain, type PastOrder } from '#lib/cart/quick-order-list.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import {
  CATEGORY_SLUG_PATHS,
  FIRST_IMAGE_JOIN,
  ORDERABLE_SIZE_COLUMNS,
  cartLineOf,
  type OrderableSizeRow,
} from '#lib/catalog/orderable-size.ts';
import { ACTIVE_BATCH } from '#lib/catalog/sellable.ts';

interface SizeNowRow extends OrderableSizeRow {
  size_active: boolean;
  product_on_sale: boolean;
  medical_only: boolean;
}

/**
 * Past orders as "Order again" offers them on `mode`'s menu: each size of each order as it is
 * now — a cart line with today's price and stock, or why it cannot be bought. A size is no longer
 * sold when it was deleted or taken off sale, or its product archived or without a sellable lab
 * batch (the menu's own rule, src/lib/catalog/sellable.ts); sold out when nothing is on the
 * shelf. One query reads every size of every order.
 */
export async function listOrderAgain(
  db: Queryable,
  orders: readonly PastOrder[],
  options: { mode: MenuMode },
): Promise<OrderAgain[]> {
  const ids = [
    ...new Set(
      orders.flatMap((order) => order.lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]))),
    ),
  ];
  const rows =
    ids.length === 0
      ? []
      : await db.query<SizeNowRow>(
          `with recursive ${CATEGORY_SLUG_PATHS}
           select ${ORDERABLE_SIZE_COLUMNS}, v.active as size_active, p.medical_only,
                  p.status = 'active'
                    and (not p.is_cannabis or exists (select 1 from batches b where b.product_id = p.id and ${ACTIVE_BATCH})) as product_on_sale
             from variants v
             join products p on p.id = v.product_id
             join paths on paths.id = p.category_id
             left join brands br on br.id = p.brand_id
             ${FIRST_IMAGE_JOIN}
            where v.id = any($1::uuid[])`,
          [ids],
        );
  const now = new Map(rows.map((row) => [row.variant_id, row]));
  return orders.map((order) => {
    const again: OrderAgain = { number: order.number, placedAt: order.placedAt, lines: [], unavailable: [] };
    for (const ordered of order.lines) {
      const size = sizeNow(ordered.variantId === null ? undefined : now.get(ordered.variantId), options.mode);
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
  if (!row || !row.size_active || !row.product_on_sale) return { ok: false, reason: 'no_longer_sold' };
  if (row.medical_only && mode !== 'medical') return { ok: false, reason: 'medical_only' };
  if (Number(row.stock) <= 0) return { ok: false, reason: 'sold_out' };
  return { ok: true, line: cartLineOf(row) };
}
