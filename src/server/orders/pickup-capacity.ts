import type { Queryable } from '../db/database.ts';

/**
 * Takes one place in a store's pickup slot, or fails with refuse_order('slot_full') when it has
 * none left (decision 48: the order's commit is sent with this). One statement: the slot's first
 * booking makes its row, a later one adds to it only while under capacity, and simultaneous
 * checkouts for the last place wait on the row and get exactly one yes between them. Each store's
 * slots fill on their own.
 */
export async function bookPickupSlot(db: Queryable, storeId: string, slotStart: Date, capacity: number): Promise<void> {
  await db.query(
    `with booked as (
       insert into pickup_slot_bookings (store_id, slot_start, booked) select $3, $1, 1 where $2::int > 0
       on conflict (store_id, slot_start) do update set booked = pickup_slot_bookings.booked + 1
        where pickup_slot_bookings.booked < $2::int
       returning booked
     )
     select public.refuse_order('slot_full') where not exists (select 1 from booked)`,
    [slotStart, capacity, storeId],
  );
}

/** Gives a place in the store's slot back when an order is cancelled or expires. */
export async function releasePickupSlot(db: Queryable, storeId: string, slotStart: Date): Promise<void> {
  await db.query(
    'update pickup_slot_bookings set booked = booked - 1 where store_id = $2 and slot_start = $1 and booked > 0',
    [slotStart, storeId],
  );
}

/** The store's slot starts (ISO) that are full, among `starts`, so the checkout does not offer them. */
export async function fullPickupSlots(
  db: Queryable,
  storeId: string,
  starts: readonly string[],
  capacity: number,
): Promise<Set<string>> {
  if (starts.length === 0) return new Set();
  const rows = await db.query<{ slot_start: Date }>(
    `select slot_start from pickup_slot_bookings
      where store_id = $3 and slot_start = any($1::timestamptz[]) and booked >= $2`,
    [starts, capacity, storeId],
  );
  return new Set(rows.map((row) => row.slot_start.toISOString()));
}
