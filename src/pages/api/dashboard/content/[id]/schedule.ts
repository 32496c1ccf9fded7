import { z } from 'zod';
import { ScheduleRequest } from '#lib/content/content-editor.ts';
import { cancelSchedule, schedulePage } from '#server/content/admin/index.ts';
import { staffOf, endpoint, noContent } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such page.') });

/** Schedules the page as the editor shows it for a minute on the store's clock, through the publishing checks. */
export const POST = endpoint({ params, body: ScheduleRequest }, async ({ params, body }, context) => {
  const { timeZone } = await context.locals.storeSettings();
  await schedulePage(context.locals.db, staffOf(context), params.id, body, {
    now: context.locals.clock.now(),
    timeZone,
  });
  return noContent();
});

/** Cancels the page's schedule. */
export const DELETE = endpoint({ params }, async ({ params }, context) => {
  await cancelSchedule(context.locals.db, staffOf(context), params.id);
  return noContent();
});
