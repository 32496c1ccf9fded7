import { z } from 'zod';
import { ReviewReplyInput } from '#lib/reviews/review-moderation-input.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { NO_SUCH_REVIEW, requireReviewDetail, setReviewReply } from '#server/reviews/admin/index.ts';

const params = z.object({ id: z.uuid(NO_SUCH_REVIEW) });

/** Writes or edits the store's public reply under the review. */
export const PUT = endpoint(
  { params, body: ReviewReplyInput, maxBytes: 16 * 1024 },
  async ({ params, body }, context) => {
    const { db, clock } = context.locals;
    await setReviewReply(db, staffOf(context), params.id, body.reply, clock.now());
    return json(await requireReviewDetail(db, params.id, clock.now()));
  },
);

/** Removes the store's reply. */
export const DELETE = endpoint({ params }, async ({ params }, context) => {
  const { db, clock } = context.locals;
  await setReviewReply(db, staffOf(context), params.id, null, clock.now());
  return json(await requireReviewDetail(db, params.id, clock.now()));
});
