/**
 * What shoppers read of reviews: a subject's rating summary and its reviews a page at a time.
 * The list shows every review that is published or withheld (a withheld review's text is
 * replaced); the summary counts those of them that are a verified buyer's (`verified`: tied to a
 * picked-up order), whatever their stars, and says how many others are shown without counting. A
 * held review waits for an admin and is neither shown nor counted. The rating never filters or
 * orders anything but the summary's distribution.
 */
import { REVIEWS_PER_PAGE, type ReviewListQuery } from '#lib/reviews/review-list-query.ts';
import { REVIEW_POLICY_REASON_LABELS, type ReviewPolicyReason } from '#lib/vocabulary/reviews.ts';
import type { Queryable } from '../db/database.ts';
import type { ReviewTarget } from './review-targets.ts';
import type { OwnReview, RatingSummary, ReviewPage, ReviewView } from '#lib/reviews/review-view.ts';

export type { OwnReview, RatingSummary, ReviewPage, ReviewView };

/** `subject = $1 and product_id is not distinct from $2`: a product's reviews, or the store's. */
function targetParams(target: ReviewTarget): [string, string | null] {
  return [target.subject, target.subject === 'product' ? target.productId : null];
}

export function withheldNotice(reason: ReviewPolicyReason): string {
  return `Withheld under our review policy: ${REVIEW_POLICY_REASON_LABELS[reason]}`;
}

export async function ratingSummary(db: Queryable, target: ReviewTarget): Promise<RatingSummary> {
  const rows = await db.query<{ rating: number; verified: boolean; count: number }>(
    `select rating, verified, count(*)::int as count from reviews
      where subject = $1 and product_id is not distinct from $2::uuid and status <> 'held'
      group by rating, verified`,
    targetParams(target),
  );
  const counted = rows.filter((row) => row.verified);
  const count = counted.reduce((sum, row) => sum + row.count, 0);
  const total = counted.reduce((sum, row) => sum + row.rating * row.count, 0);
  return {
    average: count > 0 ? Math.round((total / count) * 10) / 10 : null,
    count,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: counted.find((row) => row.rating === stars)?.count ?? 0,
    })),
    uncounted: rows.filter((row) => !row.verified).reduce((sum, row) => sum + row.count, 0),
  };
}

interface ReviewRow {
  [column: string]: unknown;
  id: string;
  rating: number;
  title: string;
  body: string;
  status: 'published' | 'withheld';
  withheld_reason: ReviewPolicyReason | null;
  author_name: string;
  verified: boolean;
  created_at: Date;
  edited: boolean;
  reply: string | null;
  replied_at: Date | null;
  helpful_count: number;
}

function reviewView(row: ReviewRow): ReviewView {
  const withheld = row.status === 'withheld' && row.withheld_reason ? withheldNotice(row.withheld_reason) : null;
  return {
    id: row.id,
    rating: row.rating,
    title: withheld ? '' : row.title,
    body: withheld ? '' : row.body,
    withheldNotice: withheld,
    authorName: row.author_name,
    verified: row.verified,
    createdAt: row.created_at,
    edited: row.edited,
    reply: row.reply && row.replied_at ? { text: row.reply, at: row.replied_at } : null,
    helpfulCount: row.helpful_count,
  };
}

const REVIEW_COLUMNS = `id, rating, title, body, status, withheld_reason, author_name, verified, created_at,
  exists (select 1 from review_revisions r where r.review_id = reviews.id) as edited, reply, replied_at, helpful_count`;

/**
 * One page of a subject's reviews, newest first or most helpful first; a page past the end is the
 * last. `count` is how many are shown in all (the summary's counted and uncounted).
 */
export async function listReviews(
  db: Queryable,
  target: ReviewTarget,
  query: ReviewListQuery,
  count: number,
): Promise<ReviewPage> {
  const pageCount = Math.max(1, Math.ceil(count / REVIEWS_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  const order = query.sort === 'helpful' ? 'helpful_count desc, created_at desc, id' : 'created_at desc, id';
  const rows =
    count === 0
      ? []
      : await db.query<ReviewRow>(
          `select ${REVIEW_COLUMNS} from reviews
            where subject = $1 and product_id is not distinct from $2::uuid and status <> 'held'
            order by ${order}
            limit $3 offset $4`,
          [...targetParams(target), REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE],
        );
  return { reviews: rows.map(reviewView), query: { sort: query.sort, page }, pageCount };
}

/** The newest store reviews whose text is published, for the home page's block. */
export async function latestStoreReviews(db: Queryable, limit: number): Promise<ReviewView[]> {
  const rows = await db.query<ReviewRow>(
    `select ${REVIEW_COLUMNS} from reviews
      where subject = 'store' and status = 'published'
      order by created_at desc, id
      limit $1`,
    [limit],
  );
  return rows.map(reviewView);
}

export async function ownReview(db: Queryable, target: ReviewTarget, email: string): Promise<OwnReview | null> {
  const [row] = await db.query<{
    rating: number;
    title: string;
    body: string;
    status: OwnReview['status'];
    withheld_reason: ReviewPolicyReason | null;
  }>(
    `select rating, title, body, status, withheld_reason from reviews
      where subject = $1 and product_id is not distinct from $2::uuid and author_email = $3`,
    [...targetParams(target), email.trim().toLowerCase()],
  );
  if (!row) return null;
  return {
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    withheldNotice: row.withheld_reason ? withheldNotice(row.withheld_reason) : null,
  };
}
