import type { Queryable } from '#server/db/database.ts';

/** A store of the chain beside the default one, in Detroit's time. */
export async function insertStore(db: Queryable, slug: string, name: string): Promise<string> {
  const [store] = await db.query<{ id: string }>(
    `insert into stores (slug, name, city, municipality, position) values ($1, $2, $2, $2, 1) returning id`,
    [slug, name],
  );
  return store!.id;
}

/** Makes the store's stock come from Metrc, with credentials the source accepts. */
export async function useMetrc(db: Queryable, storeId: string): Promise<void> {
  await db.query(
    `update store_inventory_sources
        set kind = 'metrc', licence_number = 'AU-R-000555', credentials_sealed = 'v1.sealed-in-a-test', credentials_state = 'ok'
      where store_id = $1`,
    [storeId],
  );
}

/** An open order at the store holding `quantity` of a size, from `pool`. */
export async function insertOpenOrder(
  db: Queryable,
  storeId: string,
  variantId: string,
  quantity: number,
  { status = 'placed', pool = 'all', number }: { status?: string; pool?: 'all' | 'medical'; number: string },
): Promise<string> {
  const [order] = await db.query<{ id: string }>(
    `insert into orders (number, store_id, status, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start,
                         pickup_slot_end, subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents,
                         idempotency_key, medical_card_number, medical_card_expires_on)
     values ($1, $2, $3, $4, 'Shopper', 'shopper@example.com', '7345550100', '1990-01-01', now() + interval '1 hour',
             now() + interval '90 minutes', 0, 0, 0, 0, 0, $1,
             case when $4 = 'medical' then 'MMP0001' end, case when $4 = 'medical' then date '2028-01-01' end)
     returning id`,
    [number, storeId, status, pool === 'medical' ? 'medical' : 'adult'],
  );
  await db.query(
    `insert into order_lines (order_id, variant_id, product_slug, product_name, size_label, quantity, unit_price_cents,
                              discount_cents, price_cents, excise_cents, sales_tax_cents, total_cents, excise_taxable,
                              limit_category, limit_amount, stock_pool)
     select $1, v.id, p.slug, p.name, v.size_label, $3, 0, 0, 0, 0, 0, 0, true, 'none', 0, $4
       from variants v join products p on p.id = v.product_id where v.id = $2`,
    [order!.id, variantId, quantity, pool],
  );
  return order!.id;
}
