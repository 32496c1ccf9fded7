import type { Queryable } from '../db/database.ts';

/**
 * Takes one place in a pickup slot, or fails with refuse_order('slot_full') when it has none left
 * (decision 48: the order's commit is sent with this). One statement: the slot's first booking
 * makes its row, a later one adds to it only while under capacity, and simultaneous checkouts for
 * the last place wait on the row and get exactly one yes between them.
 */
export async function bookPickupSlot(db: Queryable, slotStart: Date, capacity: number): Promise<void> {
  await db.query(
    `with booked as (
       insert into pickup_slot_bookings (slot_start, booked) select $1, 1 where $2::int > 0
       on conflict (slot_start) do update set booked = pickup_slot_bookings.booked + 1
        where pickup_slot_bookings.booked < $2::int
       returning booked
     )
     select public.refuse_order('slot_full') where not exists (select 1 from booked)`,
    [slotStart, capacity],
  );
}

/** Gives a place back when an order is cancelled or expires. */
export async function releasePickupSlot(db: Queryable, slotStart: Date): Promise<void> {
  await db.query('update pickup_slot_bookings set booked = booked - 1 where slot_start = $1 and booked > 0', [
    slotStart,
  ]);
}

/** Slot starts (ISO) that are full, among `starts`, so the checkout does not offer them. */
export async function fullPickupSlots(
  db: Queryable,
  starts: readonly string[],
  capacity: number,
): Promise<Set<string>> {
  if (starts.length === 0) return new Set();
  const rows = await db.query<{ slot_start: Date }>(
    'select slot_start from pickup_slot_bookings where slot_start = any($1::timestamptz[]) and booked >= $2',
    [starts, capacity],
  );
  return new Set(rows.map((row) => row.slot_start.toISOString()));
}
