import type { Queryable } from '#server/db/database.ts';

/** The one store row every page and email needs, for tests that do not seed the demo store. */
export async function insertTestStore(db: Queryable): Promise<void> {
  await db.query(
    `insert into store_settings (name, legal_name, street_address, city, region, postal_code, phone, email, license_number)
     values ('Test Store', 'Test Store LLC', '1 Main St', 'Monroe', 'MI', '48161', '734-555-0100', 'store@example.test', 'AU-R-000001')`,
  );
}

export interface OpeningHours {
  weekday: number;
  opens: string;
  closes: string;
}

/** Every day 9 AM – 9 PM, the hours most order tests assume. */
export const DAYTIME_HOURS: readonly OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens: '09:00',
  closes: '21:00',
}));

/**
 * The store row plus what taking pickup orders needs: opening hours, 30-minute slots with room
 * for `capacity` orders each, in `timeZone`.
 */
export async function insertPickupStore(
  db: Queryable,
  {
    hours = DAYTIME_HOURS,
    capacity = 1000,
    timeZone = 'America/Detroit',
  }: { hours?: readonly OpeningHours[]; capacity?: number; timeZone?: string } = {},
): Promise<void> {
  await insertTestStore(db);
  await db.query('update store_settings set pickup_slot_minutes = 30, pickup_slot_capacity = $1, timezone = $2', [
    capacity,
    timeZone,
  ]);
  for (const interval of hours) {
    await db.query('insert into store_hours (weekday, opens_at, closes_at) values ($1, $2, $3)', [
      interval.weekday,
      interval.opens,
      interval.closes,
    ]);
  }
}
