import { addDays, zonedInstant } from '#lib/pickup/zoned-time.ts';
import { todayIn } from '#lib/customers/birthday.ts';
import type { Queryable } from '#server/db/index.ts';
import { DEMO_STORE } from './store.ts';

/**
 * The demo store's grow-facility tours, so the tour form has dates to offer: Saturdays at 11:00
 * and 14:00 (an hour, 10 people) in the four weeks after the seed runs, counted from the seed's
 * own date, so the same day always makes the same slots. Slots at a time that exists are kept.
 */
export function demoTourSlotStarts(now: Date): Date[] {
  const today = todayIn(DEMO_STORE.timezone, now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const firstSaturday = addDays(today, (6 - weekday + 7) % 7 || 7);
  const starts: Date[] = [];
  for (let week = 0; week < 4; week++) {
    const date = addDays(firstSaturday, week * 7);
    for (const minute of [11 * 60, 14 * 60]) starts.push(zonedInstant(date, minute, DEMO_STORE.timezone));
  }
  return starts;
}

export async function insertDemoTourSlots(tx: Queryable, now: Date): Promise<number> {
  const rows = await tx.query(
    `insert into tour_slots (starts_at, duration_minutes, capacity, note)
     select start, 60, 10, 'Walk through the flower rooms, drying and trimming with our grower.'
       from unnest($1::timestamptz[]) as start
     on conflict (starts_at) where cancelled_at is null do nothing
     returning id`,
    [demoTourSlotStarts(now).map((start) => start.toISOString())],
  );
  return rows.length;
}
