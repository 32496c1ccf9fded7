/**
 * What each review page needs, one call per page: a product's reviews (inside the product page's
 * loader), `/reviews`, and the invitation page of `/reviews/write/{token}`.
 */
import type { ReviewListQuery } from '#lib/reviews/review-list-query.ts';
import type { Queryable } from '../db/database.ts';
import {
  listReviews,
  ownReview,
  ratingSummary,
  type OwnReview,
  type RatingSummary,
  type ReviewPage,
} from './review-reads.ts';
import { orderProducts, type ReviewedProduct, type ReviewTarget } from './review-targets.ts';
import { invitedOrder } from './write-review.ts';

export interface SubjectReviews {
  summary: RatingSummary;
  list: ReviewPage;
  /** The signed-in customer's own review, which their form edits; null signed out or before they write one. */
  own: OwnReview | null;
}

/** A product's or the store's summary, one page of reviews, and the signed-in viewer's own review. */
export async function loadSubjectReviews(
  db: Queryable,
  target: ReviewTarget,
  { query, viewerEmail }: { query: ReviewListQuery; viewerEmail: string | null },
): Promise<SubjectReviews> {
  const [summary, own] = await Promise.all([
    ratingSummary(db, target),
    viewerEmail ? ownReview(db, target, viewerEmail) : null,
  ]);
  const list = await listReviews(db, target, query, summary.count + summary.uncounted);
  return { summary, list, own };
}

/** `/reviews`: the store's reviews. */
export function loadStoreReviewsPage(
  db: Queryable,
  options: { query: ReviewListQuery; viewerEmail: string | null },
): Promise<SubjectReviews> {
  return loadSubjectReviews(db, { subject: 'store' }, options);
}

export type ReviewInvitePage =
  | { state: 'invalid' }
  | {
      state: 'open';
      orderNumber: string;
      products: (ReviewedProduct & { reviewed: boolean })[];
      storeReviewed: boolean;
    };

/** `/reviews/write/{token}`: the order's products and the store, each marked once reviewed. */
export async function loadReviewInvitePage(db: Queryable, token: string, now: Date): Promise<ReviewInvitePage> {
  const order = await invitedOrder(db, token, now);
  if (!order) return { state: 'invalid' };
  const [products, reviewed] = await Promise.all([
    orderProducts(db, order.id),
    db.query<{ subject: string; product_id: string | null }>(
      'select subject, product_id from reviews where author_email = $1',
      [order.email],
    ),
  ]);
  const reviewedProducts = new Set(reviewed.flatMap((row) => (row.product_id ? [row.product_id] : [])));
  return {
    state: 'open',
    orderNumber: order.number,
    products: products.map((product) => ({ ...product, reviewed: reviewedProducts.has(product.id) })),
    storeReviewed: reviewed.some((row) => row.subject === 'store'),
  };
}
