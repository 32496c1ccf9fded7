import { JobPostingInput, PostingListQuery } from '#lib/hiring/job-postings.ts';
import { createPosting, hiringChangeOf, listJobPostings } from '#server/hiring/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

/** Every job posting (`?state=` draft, open, closed or expired) with its applications counted by stage. */
export const GET = endpoint({ query: PostingListQuery }, async ({ query }, { locals }) =>
  json(await listJobPostings(locals.db, { state: query.state, now: locals.clock.now() })),
);

/** A new draft posting; answers 201 with its id, or 409 when another posting has the address. */
export const POST = endpoint({ body: JobPostingInput }, async ({ body }, context) =>
  json(await createPosting(context.locals.db, body, await hiringChangeOf(context)), 201),
);
