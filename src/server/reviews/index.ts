/**
 * Reviews and first-purchase feedback on the storefront: the one entry the pages, the forms and
 * other domains use (an order's pickup verifies its reviews and queues the follow-up emails; the
 * referrals report names reviewers as shoppers see them). Moderation in the dashboard is `admin/`.
 */
export { helpfulVoters, voteHelpful } from './helpful-votes.ts';
export { loadReviewInvitePage, loadStoreReviewsPage, loadSubjectReviews } from './page-loaders.ts';
export type { ReviewInvitePage, SubjectReviews } from './page-loaders.ts';
export { answerPurchaseFeedback, loadFeedbackPage } from './purchase-feedback.ts';
export type { FeedbackPage } from './purchase-feedback.ts';
export { queuePickupFollowUps } from './pickup-follow-ups.ts';
export { reviewerName } from './review-author.ts';
export { admitReviewForm } from './review-form-guard.ts';
export { latestStoreReviews, ratingSummary } from './review-reads.ts';
export type { OwnReview, RatingSummary, ReviewPage, ReviewView } from './review-reads.ts';
export { verifyReviewsByPickup, type ReviewTarget } from './review-targets.ts';
export { writeCustomerReview, writeInvitedReview } from './write-review.ts';
export type { ReviewContent, WrittenReview } from './write-review.ts';
