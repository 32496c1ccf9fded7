import { z } from 'zod';
import { JobPostingInput } from '#lib/hiring/job-postings.ts';
import { hiringChangeOf, hiringClockOf, readPostingEditor, updatePosting } from '#server/hiring/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such job posting.') });

/** The editor's data of one posting. */
export const GET = endpoint({ params }, async ({ params }, context) =>
  json(await readPostingEditor(context.locals.db, params.id, await hiringClockOf(context))),
);

/** Saves the editor's fields; an open posting must still pass the readiness check and the advertising rules (422). */
export const PUT = endpoint({ params, body: JobPostingInput }, async ({ params, body }, context) =>
  json(await updatePosting(context.locals.db, params.id, body, await hiringChangeOf(context))),
);
