import type { TourCalendar, TourSlotInput, TourSlotSummary } from '#lib/inquiries/inbox.ts';
import { inquiryReference } from '#lib/inquiries/inquiry-forms.ts';
import { zonedInstant } from '#lib/pickup/zoned-time.ts';
import type { InquiryStatus } from '#lib/vocabulary/inquiries.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/statement-error.ts';
import { found, Refusal } from '../../http/refusal.ts';
import { getStoreSettings } from '../../settings/index.ts';
import { tourTimeLabel } from '#lib/inquiries/tour-time.ts';
import { queueTourCancelled } from '../inquiry-emails.ts';

/**
 * The tour calendar admins keep in the inbox: slots (a start in the store's time zone, a length,
 * how many people), each with its bookings; created, changed and cancelled with an audit entry.
 * A booked slot keeps its time (its guests were told it) and never drops below its bookings.
 */

/** Past slots stay on the calendar this long, so a tour just given can still be looked up. */
const PAST_DAYS_SHOWN = 14;

type SlotRow = {
  id: string;
  starts_at: Date;
  duration_minutes: number;
  capacity: number;
  places_taken: number;
  note: string;
  cancelled_at: Date | null;
};

export async function loadTourCalendar(db: Queryable, now: Date): Promise<TourCalendar> {
  const store = await getStoreSettings(db);
  const slots = await db.query<SlotRow>(
    `select id, starts_at, duration_minutes, capacity, places_taken, note, cancelled_at from tour_slots
      where starts_at >= $1::timestamptz - make_interval(days => $2) order by starts_at, id`,
    [now, PAST_DAYS_SHOWN],
  );
  const bookings = await db.query<{
    slot_id: string;
    inquiry_id: string;
    name: string;
    email: string;
    party_size: number;
    status: InquiryStatus;
  }>(
    `select b.slot_id, b.inquiry_id, i.name, i.email, b.party_size, i.status
       from tour_bookings b join inquiries i on i.id = b.inquiry_id
      where b.slot_id = any($1::uuid[]) order by b.created_at, b.inquiry_id`,
    [slots.map((slot) => slot.id)],
  );
  return {
    timeZone: store.timeZone,
    slots: slots.map((slot): TourSlotSummary => ({
      id: slot.id,
      startsAt: slot.starts_at.toISOString(),
      durationMinutes: slot.duration_minutes,
      capacity: slot.capacity,
      placesTaken: slot.places_taken,
      note: slot.note,
      cancelledAt: slot.cancelled_at?.toISOString() ?? null,
      bookings: bookings
        .filter((booking) => booking.slot_id === slot.id)
        .map((booking) => ({
          inquiryId: booking.inquiry_id,
          reference: inquiryReference('tour', booking.inquiry_id),
          name: booking.name,
          email: booking.email,
          partySize: booking.party_size,
          status: booking.status,
        })),
    })),
  };
}

function startOf(input: TourSlotInput, timeZone: string): Date {
  const [hour, minute] = input.time.split(':').map(Number) as [number, number];
  return zonedInstant(input.date, hour * 60 + minute, timeZone);
}

async function lockSlot(tx: Queryable, id: string): Promise<SlotRow> {
  const [row] = await tx.query<SlotRow>(
    'select id, starts_at, duration_minutes, capacity, places_taken, note, cancelled_at from tour_slots where id = $1 for update',
    [id],
  );
  return found(row, 'There is no such tour slot.');
}

const TAKEN = new Refusal(
  409,
  'There is already a tour at that time. Choose another time, or change that slot.',
  'time',
);

export async function createTourSlot(
  db: Database,
  actor: AuditActor,
  input: TourSlotInput,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const store = await getStoreSettings(tx);
    const startsAt = startOf(input, store.timeZone);
    if (startsAt <= now) throw new Refusal(400, 'Choose a time that is still to come.', 'date');
    const [row] = await tx.query<{ id: string }>(
      `insert into tour_slots (starts_at, duration_minutes, capacity, note, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $5)
         on conflict (starts_at) where cancelled_at is null do nothing
         returning id`,
      [startsAt, input.durationMinutes, input.capacity, input.note, now],
    );
    if (!row) throw TAKEN;
    await recordAudit(tx, actor, {
      entityType: 'tour_slot',
      entityId: row.id,
      action: 'create',
      summary: `Tour slot ${tourTimeLabel(startsAt, input.durationMinutes, store.timeZone)} for ${input.capacity} people added`,
      after: { startsAt: startsAt.toISOString(), ...input },
    });
    return row.id;
  });
}

export async function updateTourSlot(
  db: Database,
  actor: AuditActor,
  id: string,
  input: TourSlotInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const store = await getStoreSettings(tx);
    const slot = await lockSlot(tx, id);
    if (slot.cancelled_at) throw new Refusal(409, 'This slot is cancelled; add a new one instead.');
    const startsAt = startOf(input, store.timeZone);
    const moved = startsAt.getTime() !== slot.starts_at.getTime() || input.durationMinutes !== slot.duration_minutes;
    if (moved && slot.places_taken > 0) {
      throw new Refusal(
        409,
        'Guests have booked this time, so it cannot move. Cancel the slot (they are emailed) and add a new one.',
        'time',
      );
    }
    if (moved && startsAt <= now) throw new Refusal(400, 'Choose a time that is still to come.', 'date');
    if (input.capacity < slot.places_taken) {
      throw new Refusal(
        409,
        `${slot.places_taken} places are booked already; the tour must take at least ${slot.places_taken} people.`,
        'capacity',
      );
    }
    try {
      await tx.query(
        `update tour_slots set starts_at = $2, duration_minutes = $3, capacity = $4, note = $5, updated_at = $6 where id = $1`,
        [id, startsAt, input.durationMinutes, input.capacity, input.note, now],
      );
    } catch (error) {
      // Another open slot at that minute: the unique index's refusal, as a sentence beside the date.
      if (isUniqueViolation(error)) throw TAKEN;
      throw error;
    }
    await recordAudit(tx, actor, {
      entityType: 'tour_slot',
      entityId: id,
      action: 'update',
      summary: `Tour slot ${tourTimeLabel(startsAt, input.durationMinutes, store.timeZone)} changed (${input.capacity} people)`,
      before: {
        startsAt: slot.starts_at.toISOString(),
        durationMinutes: slot.duration_minutes,
        capacity: slot.capacity,
        note: slot.note,
      },
      after: {
        startsAt: startsAt.toISOString(),
        durationMinutes: input.durationMinutes,
        capacity: input.capacity,
        note: input.note,
      },
    });
  });
}

/** Cancels a slot: no more bookings, no reminders, and every guest booked on it is emailed. */
export async function cancelTourSlot(db: Database, actor: AuditActor, id: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const slot = await lockSlot(tx, id);
    if (slot.cancelled_at) throw new Refusal(409, 'This slot is cancelled already.');
    const store = await getStoreSettings(tx);
    await tx.query('update tour_slots set cancelled_at = $2, updated_at = $2 where id = $1', [id, now]);
    const guests = await tx.query<{ inquiry_id: string; name: string; email: string }>(
      `select b.inquiry_id, i.name, i.email from tour_bookings b join inquiries i on i.id = b.inquiry_id where b.slot_id = $1`,
      [id],
    );
    for (const guest of guests) {
      await queueTourCancelled(tx, store, {
        email: guest.email,
        name: guest.name,
        reference: inquiryReference('tour', guest.inquiry_id),
        startsAt: slot.starts_at,
        durationMinutes: slot.duration_minutes,
      });
    }
    await recordAudit(tx, actor, {
      entityType: 'tour_slot',
      entityId: id,
      action: 'cancel',
      summary: `Tour slot ${tourTimeLabel(slot.starts_at, slot.duration_minutes, store.timeZone)} cancelled; ${guests.length === 1 ? '1 booking' : `${guests.length} bookings`} emailed`,
      before: { cancelledAt: null, placesTaken: slot.places_taken },
      after: { cancelledAt: now.toISOString() },
    });
    return guests.length;
  });
}
