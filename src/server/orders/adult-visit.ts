import type { Queryable } from '../db/database.ts';
import { storeDay } from '#lib/deals/deal-schedule.ts';
import type { AdultVisitHistory } from '#lib/limits/purchase-limits.ts';
import { addDays, zonedInstant } from '#lib/pickup/zoned-time.ts';

/**
 * What one person's other open adult-use orders for the same pickup day at the same store hold
 * (decision 55): that store's counter hands them over in one visit, so they share the visit's
 * 2.5 oz and its concentrate share; another store's counter is another visit (decision 62). The
 * day is the store's own (its time zone). The person is anyone with the order's account, email or
 * phone; orders picked up, cancelled or expired are visits of their own or none. Read after the
 * customer's lock (customer-lock.ts), so an order placed at the same moment is counted.
 */
export async function adultVisitHistory(
  db: Queryable,
  person: { customerId: string | null; email: string; phone: string },
  pickupSlotStart: string,
  { storeId, timeZone }: { storeId: string; timeZone: string },
): Promise<AdultVisitHistory> {
  const slot = new Date(pickupSlotStart);
  // A slot that does not read as a time is refused before any limit is checked.
  if (Number.isNaN(slot.getTime())) return { flowerMg: 0, concentrateMg: 0 };
  const day = storeDay(slot, timeZone).date;
  const [row] = await db.query<{ flower_mg: number; concentrate_mg: number }>(
    `select coalesce(sum(flower_equivalent_mg), 0)::int as flower_mg, coalesce(sum(concentrate_mg), 0)::int as concentrate_mg
       from orders
      where menu_mode = 'adult' and status in ('placed', 'accepted', 'ready')
        and pickup_slot_start >= $1 and pickup_slot_start < $2
        and (lower(email) = lower($3) or phone = $4 or customer_id = $5) and store_id = $6`,
    [
      zonedInstant(day, 0, timeZone),
      zonedInstant(addDays(day, 1), 0, timeZone),
      person.email,
      person.phone || null,
      person.customerId,
      storeId,
    ],
  );
  return { flowerMg: row?.flower_mg ?? 0, concentrateMg: row?.concentrate_mg ?? 0 };
}
