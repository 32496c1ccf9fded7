import { z } from 'zod';
import { ApplicationListQuery } from '#lib/hiring/job-applications.ts';
import { hiringClockOf, listApplications } from '#server/hiring/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such job posting.') });

/** The posting's applications (`?stage=&q=`), newest first. */
export const GET = endpoint({ params, query: ApplicationListQuery }, async ({ params, query }, context) =>
  json(await listApplications(context.locals.db, params.id, query, await hiringClockOf(context))),
);
