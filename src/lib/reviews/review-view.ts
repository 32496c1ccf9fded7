/**
 * Reviews as the storefront draws them (src/components/reviews/), made on the server by
 * src/server/reviews/: the rating summary, a page of reviews, and a signed-in author's own review.
 */
import type { ReviewListQuery } from './review-list-query.ts';

/**
 * The figures of the ratings that count: verified buyers' reviews (tied to a picked-up order),
 * published or withheld, whatever their stars. The structured data carries the same figures.
 */
export interface RatingSummary {
  /** Every counted rating's mean, to one decimal; null without a counted review. */
  average: number | null;
  count: number;
  /** How many counted reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: { stars: number; count: number }[];
  /** Reviews shown beside the counted ones without counting: not a verified purchase. */
  uncounted: number;
}

export interface ReviewView {
  id: string;
  rating: number;
  title: string;
  body: string;
  /** "Withheld under our review policy: {reason}" replaces the title and text when set. */
  withheldNotice: string | null;
  authorName: string;
  /** A verified buyer's: shown as such and counted in the summary; otherwise "Not a verified purchase". */
  verified: boolean;
  createdAt: Date;
  edited: boolean;
  reply: { text: string; at: Date } | null;
  helpfulCount: number;
}

export interface ReviewPage {
  reviews: ReviewView[];
  query: ReviewListQuery;
  pageCount: number;
}

/** A signed-in customer's own review of a subject, whatever its status, for the form to edit. */
export interface OwnReview {
  rating: number;
  title: string;
  body: string;
  status: 'published' | 'held' | 'withheld';
  withheldNotice: string | null;
}
