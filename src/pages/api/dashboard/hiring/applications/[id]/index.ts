import { z } from 'zod';
import { hiringClockOf, readApplication } from '#server/hiring/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such application.') });

/** One application in full, with its notes and history. */
export const GET = endpoint({ params }, async ({ params }, context) =>
  json(await readApplication(context.locals.db, params.id, await hiringClockOf(context))),
);
