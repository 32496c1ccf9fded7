import { z } from 'zod';
import { closePosting, hiringChangeOf } from '#server/hiring/admin/index.ts';
import { endpoint, noContent } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such job posting.') });

/** Stops taking applications (409 unless the posting is open). */
export const POST = endpoint({ params }, async ({ params }, context) => {
  await closePosting(context.locals.db, params.id, await hiringChangeOf(context));
  return noContent();
});
