import { TourSlotInput } from '#lib/inquiries/inbox.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { createTourSlot, loadTourCalendar } from '#server/inquiries/admin/index.ts';

/** The tour calendar: slots from two weeks ago on, each with its bookings. */
export const GET = endpoint({}, async (_, { locals }) => json(await loadTourCalendar(locals.db, locals.clock.now())));

/** Adds a tour slot (a date and time in the store's time zone, a length, how many people). */
export const POST = endpoint({ body: TourSlotInput, maxBytes: 4 * 1024 }, async ({ body }, context) => {
  const id = await createTourSlot(context.locals.db, staffOf(context), body, context.locals.clock.now());
  return json({ id }, 201);
});
