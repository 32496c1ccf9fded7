import { pickupSlotLabels } from '../pickup/pickup-slots.ts';

/** "Sat, Dec 5, 11:00 AM – 12:00 PM": a tour's time in the store's time zone (the form, the emails, the calendar). */
export function tourTimeLabel(startsAt: Date, durationMinutes: number, timeZone: string): string {
  const labels = pickupSlotLabels(startsAt, new Date(startsAt.getTime() + durationMinutes * 60_000), timeZone);
  return `${labels.dayLabel}, ${labels.timeLabel}`;
}
