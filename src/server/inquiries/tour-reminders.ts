import { inquiryReference } from '#lib/inquiries/inquiry-forms.ts';
import type { Database } from '../db/database.ts';
import { getStoreSettings } from '../settings/index.ts';
import { queueTourReminder } from './inquiry-emails.ts';

/**
 * The background job that reminds tour guests the day before: every booking on an open slot that
 * starts within the next 24 hours gets one reminder. The job claims each booking by setting
 * `reminder_sent_at` in the transaction that queues its email (rows another instance is claiming
 * are skipped), so a booking is reminded once however many instances run it. A booking made
 * within a day of its tour is not reminded: its confirmation came moments ago.
 */
export async function sendTourReminders(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{
      inquiry_id: string;
      name: string;
      email: string;
      party_size: number;
      starts_at: Date;
      duration_minutes: number;
    }>(
      `with due as (
         select b.inquiry_id
           from tour_bookings b join tour_slots s on s.id = b.slot_id
          where b.reminder_sent_at is null
            and s.cancelled_at is null
            and s.starts_at > $1
            and s.starts_at <= $1::timestamptz + interval '1 day'
            and b.created_at < s.starts_at - interval '1 day'
          for update of b skip locked
       )
       update tour_bookings b set reminder_sent_at = $1
         from due, inquiries i, tour_slots s
        where b.inquiry_id = due.inquiry_id and i.id = b.inquiry_id and s.id = b.slot_id
       returning b.inquiry_id, i.name, i.email, b.party_size, s.starts_at, s.duration_minutes`,
      [now],
    );
    if (due.length === 0) return 0;
    const store = await getStoreSettings(tx);
    for (const booking of due) {
      await queueTourReminder(tx, store, {
        email: booking.email,
        name: booking.name,
        reference: inquiryReference('tour', booking.inquiry_id),
        startsAt: booking.starts_at,
        durationMinutes: booking.duration_minutes,
        partySize: booking.party_size,
      });
    }
    return due.length;
  });
}
