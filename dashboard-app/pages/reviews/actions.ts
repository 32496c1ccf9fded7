import { decideReview, removeReviewReply, saveReviewReply, type DecisionRequest } from '../../api/reviews.ts';
import { routeAction } from '../../writes/route-action.ts';

/** Each change answers with the review as it is now; the page then reloads it. */
export const reviewAction = routeAction({
  decide: ({ id, decision }: { id: string; decision: DecisionRequest }) => decideReview(id, decision),
  saveReply: ({ id, reply }: { id: string; reply: string }) => saveReviewReply(id, reply),
  removeReply: ({ id }: { id: string }) => removeReviewReply(id),
});
