import { z } from 'zod';
import { StageMove } from '#lib/hiring/job-applications.ts';
import { hiringChangeOf, moveApplicationStage } from '#server/hiring/admin/index.ts';
import { endpoint, noContent } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such application.') });

/**
 * Moves the application to its next stage, to "rejected" with a reason, or to "hired" on a day:
 * 409 for a move out of order, 422 for a hire before Michigan's three checks.
 */
export const POST = endpoint({ params, body: StageMove }, async ({ params, body }, context) => {
  await moveApplicationStage(context.locals.db, params.id, body, await hiringChangeOf(context));
  return noContent();
});
