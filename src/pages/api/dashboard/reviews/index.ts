import { ReviewQueueQuery } from '#lib/reviews/review-moderation-input.ts';
import { endpoint, json } from '#server/http/index.ts';
import { listReviewQueue } from '#server/reviews/admin/index.ts';

/** The moderation queue: `?status=`, `?product=` (an id, or `store`), `?rating=`, `?verified=`, `?sort=`, `?page=`. */
export const GET = endpoint({ query: ReviewQueueQuery }, async ({ query }, { locals }) =>
  json(await listReviewQueue(locals.db, query, locals.clock.now())),
);
