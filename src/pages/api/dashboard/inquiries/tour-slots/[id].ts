import { z } from 'zod';
import { TourSlotInput } from '#lib/inquiries/inbox.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { cancelTourSlot, updateTourSlot } from '#server/inquiries/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such tour slot.') });

/** Changes a slot: its time (only while nobody booked it), length, capacity (never below its bookings) and note. */
export const PUT = endpoint({ params, body: TourSlotInput, maxBytes: 4 * 1024 }, async ({ params, body }, context) => {
  await updateTourSlot(context.locals.db, staffOf(context), params.id, body, context.locals.clock.now());
  return json({ id: params.id });
});

/** Cancels a slot; every guest booked on it is emailed. */
export const DELETE = endpoint({ params }, async ({ params }, context) => {
  const emailed = await cancelTourSlot(context.locals.db, staffOf(context), params.id, context.locals.clock.now());
  return json({ id: params.id, emailed });
});
