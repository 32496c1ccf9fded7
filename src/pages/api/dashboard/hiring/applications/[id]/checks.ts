import { z } from 'zod';
import { HiringChecks } from '#lib/hiring/job-applications.ts';
import { hiringChangeOf, recordHiringChecks } from '#server/hiring/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such application.') });

/** Records Michigan's three checks before a hire (age verified, background check day, excluded-list day). */
export const PUT = endpoint({ params, body: HiringChecks }, async ({ params, body }, context) =>
  json(await recordHiringChecks(context.locals.db, params.id, body, await hiringChangeOf(context))),
);
