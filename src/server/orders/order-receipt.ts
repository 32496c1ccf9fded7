import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { normalizeOrderNumber } from '#lib/orders/order-number.ts';
import type { OrderStatus } from '#lib/orders/order-status.ts';
import { idempotencyKeyHash } from './place-order.ts';

/** One line of a receipt, at the price it was ordered at. */
export interface ReceiptLine {
  productName: string;
  sizeLabel: string;
  quantity: number;
  totalCents: number;
}

/** What the thank-you page and the calendar file show of an order. */
export interface OrderReceipt {
  number: string;
  status: OrderStatus;
  placedAt: Date;
  pickupSlotStart: Date;
  pickupSlotEnd: Date;
  menuMode: MenuMode;
  /** The store the order is picked up at. */
  storeId: string;
  /** The first word of the contact name: the page greets, it does not repeat personal details. */
  firstName: string;
  lines: ReceiptLine[];
  /** Each saving by name (every deal, the points spent, referral credit), as the order was priced. */
  discounts: { title: string; savingsCents: number }[];
  totals: {
    subtotalCents: number;
    discountCents: number;
    exciseCents: number;
    salesTaxCents: number;
    totalCents: number;
  };
}

/** Longer than any key a browser makes; longer input is refused before it is hashed. */
const MAX_KEY_LENGTH = 512;

interface ReceiptRow {
  [column: string]: unknown;
  id: string;
  number: string;
  status: OrderStatus;
  placed_at: Date;
  pickup_slot_start: Date;
  pickup_slot_end: Date;
  menu_mode: MenuMode;
  store_id: string;
  contact_name: string;
  subtotal_cents: number;
  discount_cents: number;
  excise_cents: number;
  sales_tax_cents: number;
  total_cents: number;
  discounts: { title: string; savingsCents: number }[];
}

/**
 * The receipt of order `number` for the browser that placed it: `key` is the idempotency key it
 * sent, whose hash the order stores. The order is found by that hash, so a wrong key answers
 * exactly like a number that does not exist (null), in the same time; the number is then
 * compared in constant time. Any input, however malformed, gives a receipt or null.
 */
export async function findReceipt(db: Queryable, number: string, key: string): Promise<OrderReceipt | null> {
  const row = await receiptOrder<ReceiptRow>(
    db,
    number,
    key,
    `id, number, status, placed_at, pickup_slot_start, pickup_slot_end, menu_mode, store_id, contact_name,
     subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents, discounts`,
  );
  if (!row) return null;
  const lines = await db.query<{ product_name: string; size_label: string; quantity: number; total_cents: number }>(
    // Stored in variant-id order (the order stock is locked in), which means nothing to a shopper.
    'select product_name, size_label, quantity, total_cents from order_lines where order_id = $1 order by product_name, size_label, id',
    [row.id],
  );
  return {
    number: row.number,
    status: row.status,
    placedAt: row.placed_at,
    pickupSlotStart: row.pickup_slot_start,
    pickupSlotEnd: row.pickup_slot_end,
    menuMode: row.menu_mode,
    storeId: row.store_id,
    firstName: row.contact_name.trim().split(/\s+/)[0] ?? '',
    lines: lines.map((line) => ({
      productName: line.product_name,
      sizeLabel: line.size_label,
      quantity: Number(line.quantity),
      totalCents: Number(line.total_cents),
    })),
    discounts: row.discounts.map((saving) => ({ title: saving.title, savingsCents: Number(saving.savingsCents) })),
    totals: {
      subtotalCents: Number(row.subtotal_cents),
      discountCents: Number(row.discount_cents),
      exciseCents: Number(row.excise_cents),
      salesTaxCents: Number(row.sales_tax_cents),
      totalCents: Number(row.total_cents),
    },
  };
}

/**
 * Where the order of a receipt link stands, for the open thank-you page to follow: one row read
 * by the same rule as the receipt, null whatever was wrong.
 */
export async function findReceiptStatus(db: Queryable, number: string, key: string): Promise<OrderStatus | null> {
  const row = await receiptOrder<{ number: string; status: OrderStatus }>(db, number, key, 'number, status');
  return row?.status ?? null;
}

/** The order whose key hashes to `key`'s hash, if its number is `number`; `columns` is this module's own list. */
async function receiptOrder<Row extends { [column: string]: unknown; number: string }>(
  db: Queryable,
  number: string,
  key: string,
  columns: string,
): Promise<Row | null> {
  const wanted = normalizeOrderNumber(number.slice(0, 40));
  if (!wanted || key.length === 0 || key.length > MAX_KEY_LENGTH) return null;
  const [row] = await db.query<Row>(`select ${columns} from orders where idempotency_key = $1`, [
    idempotencyKeyHash(key),
  ]);
  return row && sameText(row.number, wanted) ? row : null;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
