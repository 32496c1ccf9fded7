import type { Database } from '../db/database.ts';
import { limitRequest, type RequestLimit } from '../http/rate-limit.ts';
import { idempotencyKeyHash } from '../orders/index.ts';

/**
 * New checkouts captured in ten minutes from one address, and with one email or phone from
 * anywhere. A shopper's checkout is one row however often its fields are left (each time updates
 * it); a script inventing checkouts is refused.
 */
export const CHECKOUT_CONTACT_LIMIT: RequestLimit = { windowSeconds: 600, perClient: 60, perRecipient: 10 };

export interface CheckoutContact {
  idempotencyKey: string;
  name: string;
  email: string;
  phone: string;
  lines: { variantId: string; quantity: number }[];
  /** The store the checkout is at; absent, the default store. */
  storeId?: string;
}

/**
 * Remembers a checkout that got as far as contact details, for the abandoned-carts report; the
 * same checkout updates its row, and placing the order marks it converted (place-order.ts).
 * Keyed by the hash of the checkout's key, never the key (it opens the receipt). A new row counts
 * against CHECKOUT_CONTACT_LIMIT in the same transaction: beyond it, a 429 and nothing kept.
 */
export async function recordCheckoutContact(
  db: Database,
  contact: CheckoutContact,
  { clientAddress, now = new Date() }: { clientAddress: string; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ created: boolean }>(UPSERT, [
      idempotencyKeyHash(contact.idempotencyKey),
      contact.name || null,
      contact.email || null,
      contact.phone || null,
      JSON.stringify(contact.lines.map(({ variantId, quantity }) => ({ variantId, quantity }))),
      now,
      contact.storeId ?? null,
    ]);
    if (!row?.created) return;
    await limitRequest(
      tx,
      'checkout-contact',
      CHECKOUT_CONTACT_LIMIT,
      { clientAddress, recipient: contact.email || contact.phone, now },
      { client: 'Too many checkouts from here.', recipient: 'Too many checkouts with these contact details.' },
    );
  });
}

/**
 * One statement: the checkout's row at its store with its cart valued at the store's adult-use
 * prices, or the same checkout's row updated (never one an order was placed from); `created` says which.
 */
const UPSERT = `with store as (select coalesce($7::uuid, default_store_id()) as id)
     insert into abandoned_checkouts (checkout_key, contact_name, email, phone, cart, subtotal_cents, captured_at, updated_at,
       store_id)
     values ($1, $2, $3, $4, $5::text::jsonb,
       (select coalesce(sum(coalesce(sv.adult_use_price_cents, v.adult_use_price_cents) * l.quantity), 0)::int
          from jsonb_to_recordset($5::text::jsonb) as l ("variantId" uuid, quantity int)
          join variants v on v.id = l."variantId"
          left join store_variants sv on sv.variant_id = v.id and sv.store_id = (select id from store) and sv.pool = 'all'),
       $6, $6, (select id from store))
     on conflict (checkout_key) do update set contact_name = excluded.contact_name, email = excluded.email, phone = excluded.phone,
       cart = excluded.cart, subtotal_cents = excluded.subtotal_cents, updated_at = excluded.updated_at,
       store_id = excluded.store_id
     where abandoned_checkouts.order_id is null
     returning xmax = 0 as created`;
