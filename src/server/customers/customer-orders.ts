import type { Queryable } from '../db/database.ts';
import type { OrderStatus } from '#lib/orders/order-status.ts';
import type { SignedInAccount } from './signed-in-account.ts';

export interface CustomerOrderLine {
  variantId: string | null;
  productSlug: string;
  productName: string;
  sizeLabel: string;
  quantity: number;
  totalCents: number;
}

export interface CustomerOrder {
  id: string;
  number: string;
  status: OrderStatus;
  placedAt: Date;
  pickupSlotStart: Date;
  totalCents: number;
  lines: CustomerOrderLine[];
  /** The store the order was placed at (picked up at). */
  store: { id: string; name: string; isDefault: boolean; closed: boolean };
}

/**
 * Orders placed as a guest with the account's email become the account's once that email is
 * confirmed: whoever proved they own the address sees its history. Returns how many it claimed.
 */
export async function claimGuestOrders(
  db: Queryable,
  account: Pick<SignedInAccount, 'id' | 'email' | 'emailConfirmed'>,
): Promise<number> {
  if (!account.emailConfirmed) return 0;
  const rows = await db.query(
    'update orders set customer_id = $1, updated_at = now() where customer_id is null and lower(email) = lower($2) returning id',
    [account.id, account.email],
  );
  return rows.length;
}

/** The customer's orders, newest first, with their lines. Only ever the orders of `customerId`. */
export async function listCustomerOrders(db: Queryable, customerId: string, limit = 50): Promise<CustomerOrder[]> {
  const rows = await db.query<{
    id: string;
    number: string;
    status: OrderStatus;
    placed_at: Date;
    pickup_slot_start: Date;
    total_cents: number;
    lines: unknown;
    store_id: string;
    store_name: string;
    store_is_default: boolean;
    store_closed: boolean;
  }>(
    `select o.id, o.number, o.status, o.placed_at, o.pickup_slot_start, o.total_cents,
            st.id as store_id, st.name as store_name, st.is_default as store_is_default,
            st.closed_at is not null as store_closed,
            coalesce((select json_agg(json_build_object('variantId', l.variant_id, 'productSlug', l.product_slug, 'productName', l.product_name,
                                                        'sizeLabel', l.size_label, 'quantity', l.quantity, 'totalCents', l.total_cents) order by l.id)
                        from order_lines l where l.order_id = o.id), '[]'::json) as lines
       from orders o
       join stores st on st.id = o.store_id
      where o.customer_id = $1
      order by o.placed_at desc
      limit $2`,
    [customerId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    placedAt: row.placed_at,
    pickupSlotStart: row.pickup_slot_start,
    totalCents: row.total_cents,
    lines: (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as CustomerOrderLine[],
    store: { id: row.store_id, name: row.store_name, isDefault: row.store_is_default, closed: row.store_closed },
  }));
}
