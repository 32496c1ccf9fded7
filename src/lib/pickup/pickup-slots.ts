import { storeDay } from '../deals/deal-schedule.ts';
import {
  openingTimesOn,
  parseClockTime,
  type HolidayClosure,
  type StoreHoursInterval,
} from '../settings/store-hours.ts';
import { wallClock } from '../time/wall-clock.ts';
import { addDays, zonedInstant } from './zoned-time.ts';

/** A pickup window the checkout offers. */
export interface PickupSlot {
  /** ISO instants; `end` is exclusive. */
  start: string;
  end: string;
  /** Store-local 'YYYY-MM-DD' (slots are grouped by day). */
  date: string;
  /** "Sat, Nov 21", "4:00 – 4:30 PM" in the store's time zone. */
  dayLabel: string;
  timeLabel: string;
}

export interface PickupSlotOptions {
  hours: readonly StoreHoursInterval[];
  /** Holidays: their own hours (or none) replace the week's on their dates. */
  closures?: readonly HolidayClosure[];
  timeZone: string;
  slotMinutes: number;
  now: Date;
  /** Days offered, today included. */
  days?: number;
  /** The budtenders need this long to pack an order: a slot must start at least this far ahead. */
  leadMinutes?: number;
}

export const PICKUP_DAYS_OFFERED = 3;
export const PICKUP_LEAD_MINUTES = 15;

/**
 * Every pickup slot from now on, within store hours (on a holiday, its own hours or none): each
 * opening interval cut into slots of `slotMinutes`, the last ending by closing time; slots starting
 * sooner than the lead time are left out. Capacity is the server's to check (a full slot is
 * removed there).
 */
export function pickupSlots({
  hours,
  closures = [],
  timeZone,
  slotMinutes,
  now,
  days = PICKUP_DAYS_OFFERED,
  leadMinutes = PICKUP_LEAD_MINUTES,
}: PickupSlotOptions): PickupSlot[] {
  if (!Number.isInteger(slotMinutes) || slotMinutes <= 0)
    throw new RangeError('slotMinutes must be a positive integer');
  const earliest = now.getTime() + leadMinutes * 60_000;
  const today = storeDay(now, timeZone).date;
  const slots: PickupSlot[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset);
    for (const interval of openingTimesOn(date, hours, closures)) {
      const closes = parseClockTime(interval.closes);
      for (let minute = parseClockTime(interval.opens); minute + slotMinutes <= closes; minute += slotMinutes) {
        const start = zonedInstant(date, minute, timeZone);
        if (start.getTime() < earliest) continue;
        const end = zonedInstant(date, minute + slotMinutes, timeZone);
        slots.push({
          start: start.toISOString(),
          end: end.toISOString(),
          date,
          ...pickupSlotLabels(start, end, timeZone),
        });
      }
    }
  }
  return slots;
}

// A checkout lists a hundred slots or more: making the formatters once per time zone, not per slot,
// is most of the cost of building the list.
const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function labelFormatters(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** "Sat, Nov 21" and "4:00 – 4:30 PM" for a slot, in the store's time zone (checkout, receipt, tracker). */
export function pickupSlotLabels(start: Date, end: Date, timeZone: string): { dayLabel: string; timeLabel: string } {
  const { day: dayFormat, time } = labelFormatters(timeZone);
  const day = dayFormat.format(start);
  // Intl puts narrow and thin no-break spaces around the dash and before AM/PM; plain spaces read the same everywhere.
  const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');
  return { dayLabel: plain(day), timeLabel: plain(time.formatRange(start, end)).replace(/\s*–\s*/, ' – ') };
}

/** The offered slot that starts at `start` (an ISO instant from a form), or null when none does. */
export function findPickupSlot(slots: readonly PickupSlot[], start: string): PickupSlot | null {
  const time = Date.parse(start);
  if (Number.isNaN(time)) return null;
  return slots.find((slot) => Date.parse(slot.start) === time) ?? null;
}

/**
 * The offered slot that starts at `start` (an ISO instant from a form), or null: what
 * `findPickupSlot(pickupSlots(options), start)` finds, worked out for that one slot. Order
 * placement checks a single slot; building and labelling every slot of the days offered to find
 * it was most of the time placement spent outside the database.
 */
export function offeredPickupSlot(options: PickupSlotOptions, start: string): PickupSlot | null {
  const {
    hours,
    closures = [],
    timeZone,
    slotMinutes,
    now,
    days = PICKUP_DAYS_OFFERED,
    leadMinutes = PICKUP_LEAD_MINUTES,
  } = options;
  if (!Number.isInteger(slotMinutes) || slotMinutes <= 0)
    throw new RangeError('slotMinutes must be a positive integer');
  const time = Date.parse(start);
  if (Number.isNaN(time) || time < now.getTime() + leadMinutes * 60_000) return null;
  const clock = wallClock(new Date(time), timeZone);
  const today = storeDay(now, timeZone).date;
  if (clock.date < today || clock.date >= addDays(today, days)) return null;
  const minute = clock.hour * 60 + clock.minute;
  const onTheGrid = openingTimesOn(clock.date, hours, closures).some((interval) => {
    const opens = parseClockTime(interval.opens);
    return (
      minute >= opens && (minute - opens) % slotMinutes === 0 && minute + slotMinutes <= parseClockTime(interval.closes)
    );
  });
  if (!onTheGrid) return null;
  // The instant the list would have made for this wall-clock time (seconds and clock changes included).
  const slotStart = zonedInstant(clock.date, minute, timeZone);
  if (slotStart.getTime() !== time) return null;
  const end = zonedInstant(clock.date, minute + slotMinutes, timeZone);
  return {
    start: slotStart.toISOString(),
    end: end.toISOString(),
    date: clock.date,
    ...pickupSlotLabels(slotStart, end, timeZone),
  };
}
