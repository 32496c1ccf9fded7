import type { Queryable } from '../db/database.ts';
import { storeDay } from '#lib/deals/deal-schedule.ts';
import { zonedInstant } from '#lib/pickup/zoned-time.ts';
import type { MedicalHistory } from '#lib/limits/purchase-limits.ts';
import { normalizeRegistryCardNumber } from '#lib/registry-card.ts';

/**
 * What a medical patient already bought today and this month, in flower-equivalent milligrams:
 * every order on their card at every store that was not cancelled or expired — the allotment is
 * the patient's, not a store's (decision 62) — with the day and month of the placing store's
 * time zone.
 * Card numbers are stored as `normalizeRegistryCardNumber` keeps them, so every spelling of the
 * card finds the same orders (through `orders_medical_card_idx`).
 */
export async function medicalHistory(
  db: Queryable,
  cardNumber: string,
  timeZone: string,
  now = new Date(),
): Promise<MedicalHistory> {
  const today = storeDay(now, timeZone).date;
  const dayStart = zonedInstant(today, 0, timeZone);
  const monthStart = zonedInstant(`${today.slice(0, 8)}01`, 0, timeZone);
  const [row] = await db.query<{ today_mg: number; month_mg: number }>(
    `select coalesce(sum(flower_equivalent_mg) filter (where placed_at >= $2), 0)::int as today_mg,
            coalesce(sum(flower_equivalent_mg), 0)::int as month_mg
       from orders
      where medical_card_number = $1 and placed_at >= $3 and status not in ('cancelled', 'expired')`,
    [normalizeRegistryCardNumber(cardNumber) ?? cardNumber, dayStart, monthStart],
  );
  return { todayMg: row?.today_mg ?? 0, thisMonthMg: row?.month_mg ?? 0 };
}
