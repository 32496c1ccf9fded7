/** Reviews and first-purchase feedback on the storefront: the one entry the pages and forms use. */
export { helpfulVoters, voteHelpful } from './helpful-votes.ts';
export { loadReviewInvitePage, loadStoreReviewsPage, loadSubjectReviews } from './page-loaders.ts';
export type { ReviewInvitePage, SubjectReviews } from './page-loaders.ts';
export { answerPurchaseFeedback, loadFeedbackPage } from './purchase-feedback.ts';
export type { FeedbackPage } from './purchase-feedback.ts';
export { latestStoreReviews, ratingSummary } from './review-reads.ts';
export type { OwnReview, RatingSummary, ReviewPage, ReviewView } from './review-reads.ts';
export type { ReviewTarget } from './review-targets.ts';
export { writeCustomerReview, writeInvitedReview } from './write-review.ts';
export type { ReviewContent, WrittenReview } from './write-review.ts';
