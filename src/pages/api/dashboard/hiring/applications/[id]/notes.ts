import { z } from 'zod';
import { NewApplicationNote } from '#lib/hiring/job-applications.ts';
import { addApplicationNote, hiringChangeOf } from '#server/hiring/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such application.') });

/** A staff note on the application; answers 201 with its id. */
export const POST = endpoint({ params, body: NewApplicationNote }, async ({ params, body }, context) =>
  json(await addApplicationNote(context.locals.db, params.id, body.body, await hiringChangeOf(context)), 201),
);
