import type { Queryable } from '../db/database.ts';
import { idempotencyKeyHash } from '../orders/place-order.ts';

export interface CheckoutContact {
  idempotencyKey: string;
  name: string;
  email: string;
  phone: string;
  lines: { variantId: string; quantity: number }[];
}

/**
 * Remembers a checkout that got as far as contact details, for the abandoned-carts report; the
 * same checkout updates its row, and placing the order marks it converted (place-order.ts).
 * Keyed by the hash of the checkout's key, never the key (it opens the receipt).
 */
export async function recordCheckoutContact(db: Queryable, contact: CheckoutContact, now = new Date()): Promise<void> {
  const subtotal = await db.query<{ subtotal: number }>(
    `select coalesce(sum(v.adult_use_price_cents * l.quantity), 0)::int as subtotal
       from jsonb_to_recordset($1::text::jsonb) as l(variant_id uuid, quantity int)
       join variants v on v.id = l.variant_id`,
    [JSON.stringify(contact.lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })))],
  );
  await db.query(
    `insert into abandoned_checkouts (checkout_key, contact_name, email, phone, cart, subtotal_cents, captured_at, updated_at)
     values ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $7)
     on conflict (checkout_key) do update set contact_name = excluded.contact_name, email = excluded.email, phone = excluded.phone,
       cart = excluded.cart, subtotal_cents = excluded.subtotal_cents, updated_at = excluded.updated_at
     where abandoned_checkouts.order_id is null`,
    [
      idempotencyKeyHash(contact.idempotencyKey),
      contact.name || null,
      contact.email || null,
      contact.phone || null,
      JSON.stringify(contact.lines),
      subtotal[0]?.subtotal ?? 0,
      now,
    ],
  );
}
