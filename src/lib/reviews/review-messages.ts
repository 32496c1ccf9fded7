import type { ReviewStatus } from '../vocabulary/reviews.ts';

/** What a shopper reads after posting a review: published at once, or waiting for a check. */
export function reviewSavedMessage({ status, edited }: { status: ReviewStatus; edited: boolean }): string {
  if (status === 'held')
    return `Thank you! Your ${edited ? 'changed ' : ''}review will appear once we have checked it against our review policy.`;
  return edited ? 'Your changes are saved and published.' : 'Thank you! Your review is published.';
}

/** What "Helpful" answers. */
export function helpfulVoteMessage({ counted }: { counted: boolean }): string {
  return counted ? 'Thanks for your vote.' : 'You already found this review helpful.';
}
