import { z } from 'zod';
import { PublishPostingRequest } from '#lib/hiring/job-postings.ts';
import { hiringChangeOf, publishPosting } from '#server/hiring/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such job posting.') });

/** Opens a draft or closed posting to applicants; 422 with what is missing or the findings that stop it. */
export const POST = endpoint({ params, body: PublishPostingRequest }, async ({ params, body }, context) =>
  json(
    await publishPosting(context.locals.db, params.id, {
      ...(await hiringChangeOf(context)),
      overrideReason: body.overrideReason,
    }),
  ),
);
