import type { Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';

/** A tour time a visitor may book: in the future, not cancelled, with places left. */
export interface OpenTourSlot {
  id: string;
  startsAt: string;
  durationMinutes: number;
  placesLeft: number;
  note: string;
}

/** How far ahead the form offers tours. */
const OPEN_SLOTS_SHOWN = 40;

/** The open tour slots after `now`, soonest first. */
export async function listOpenTourSlots(db: Queryable, now: Date): Promise<OpenTourSlot[]> {
  const rows = await db.query<{
    id: string;
    starts_at: Date;
    duration_minutes: number;
    places_left: number;
    note: string;
  }>(
    `select id, starts_at, duration_minutes, capacity - places_taken as places_left, note
       from tour_slots
      where cancelled_at is null and starts_at > $1 and places_taken < capacity
      order by starts_at, id
      limit $2`,
    [now, OPEN_SLOTS_SHOWN],
  );
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.starts_at.toISOString(),
    durationMinutes: row.duration_minutes,
    placesLeft: row.places_left,
    note: row.note,
  }));
}

/**
 * Takes a booking's places on its slot with one guarded update: the row is locked while it is
 * checked and changed, so two bookings at once on PostgreSQL queue for it and the second sees the
 * first's places; the slot never goes over its capacity. A slot that cannot take the party is a
 * 409 naming the field to change, and the caller's transaction (the request) rolls back.
 */
export async function takeTourPlaces(
  tx: Queryable,
  {
    inquiryId,
    slotId,
    partySize,
    birthdate,
    now,
  }: { inquiryId: string; slotId: string; partySize: number; birthdate: string; now: Date },
): Promise<void> {
  const [taken] = await tx.query<{ id: string }>(
    `update tour_slots set places_taken = places_taken + $2, updated_at = $3
      where id = $1 and cancelled_at is null and starts_at > $3 and places_taken + $2 <= capacity
      returning id`,
    [slotId, partySize, now],
  );
  if (!taken) throw await whyNotTaken(tx, slotId, partySize, now);
  await tx.query(
    `insert into tour_bookings (inquiry_id, slot_id, party_size, birthdate, created_at) values ($1, $2, $3, $4, $5)`,
    [inquiryId, slotId, partySize, birthdate, now],
  );
}

async function whyNotTaken(tx: Queryable, slotId: string, partySize: number, now: Date): Promise<Refusal> {
  const [slot] = await tx.query<{ places_left: number; open: boolean }>(
    `select capacity - places_taken as places_left, (cancelled_at is null and starts_at > $2) as open
       from tour_slots where id = $1`,
    [slotId, now],
  );
  if (!slot?.open) return new Refusal(409, 'That tour date is no longer offered. Choose another date.', 'slotId');
  if (slot.places_left === 0) return new Refusal(409, 'That tour is full now. Choose another date.', 'slotId');
  return new Refusal(
    409,
    `Only ${slot.places_left === 1 ? '1 place is' : `${slot.places_left} places are`} left on that tour, not ${partySize}. Choose fewer people or another date.`,
    'partySize',
  );
}
