import { z } from 'zod';
import { StateTrackingEntry } from '#lib/hiring/job-applications.ts';
import { hiringChangeOf, recordStateTrackingEntry } from '#server/hiring/admin/index.ts';
import { endpoint, noContent } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such application.') });

/** Marks a hire entered in the state's tracking system on a day (409 before a hire). */
export const PUT = endpoint({ params, body: StateTrackingEntry }, async ({ params, body }, context) => {
  await recordStateTrackingEntry(context.locals.db, params.id, body.enteredOn, await hiringChangeOf(context));
  return noContent();
});
