/**
 * Reviews as admins moderate them in the dashboard: the queue, one review in full, the decisions
 * on its text and the store's reply; the one entry its endpoints and the overview use. The
 * storefront's reviews (writing, the hold rules, what shoppers read) are the domain's `index.ts`;
 * both read and write the same `reviews` table.
 */
export { countHeldReviews, listReviewQueue } from './review-queue.ts';
export { getReviewDetail, NO_SUCH_REVIEW, requireReviewDetail, REVIEW_AUDIT_ENTITY } from './review-detail.ts';
export { decideReview, type ReviewChange } from './review-decisions.ts';
export { setReviewReply } from './review-reply.ts';
