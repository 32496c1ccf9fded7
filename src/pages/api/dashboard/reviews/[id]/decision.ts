import { z } from 'zod';
import { ReviewDecisionInput } from '#lib/reviews/review-moderation-input.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { decideReview, NO_SUCH_REVIEW, requireReviewDetail } from '#server/reviews/admin/index.ts';

const params = z.object({ id: z.uuid(NO_SUCH_REVIEW) });

/** Publishes the review (or restores its withheld text), or withholds its text for one reason of the review policy. */
export const POST = endpoint(
  { params, body: ReviewDecisionInput, maxBytes: 1024, invalid: 'The decision was not made.' },
  async ({ params, body }, context) => {
    const { db, clock } = context.locals;
    await decideReview(db, staffOf(context), params.id, body, clock.now());
    return json(await requireReviewDetail(db, params.id, clock.now()));
  },
);
