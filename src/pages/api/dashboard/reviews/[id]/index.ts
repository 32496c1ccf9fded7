import { z } from 'zod';
import { endpoint, json } from '#server/http/index.ts';
import { NO_SUCH_REVIEW, requireReviewDetail } from '#server/reviews/admin/index.ts';

const params = z.object({ id: z.uuid(NO_SUCH_REVIEW) });

/** One review in full: its text and earlier versions, the rules' findings in it, its order and its audit history. */
export const GET = endpoint({ params }, async ({ params }, { locals }) =>
  json(await requireReviewDetail(locals.db, params.id, locals.clock.now())),
);
