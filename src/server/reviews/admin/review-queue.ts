import { REVIEW_QUEUE_PAGE_SIZE, type ReviewQueue, type ReviewedProduct } from '#lib/reviews/review-moderation.ts';
import type { ReviewQueueQuery } from '#lib/reviews/review-moderation-input.ts';
import type { Queryable } from '../../db/database.ts';
import { HELD_SINCE_SQL, QUEUE_COLUMNS, toQueueRow, type QueueRow } from './review-rows.ts';

/**
 * The moderation queue: every review, filtered by status, product (or the store), rating and
 * verified purchase, held ones first and the longest-waiting first, or newest first; a page at a
 * time. Held reviews are few, so their wait is worked out per row.
 */
export async function listReviewQueue(db: Queryable, query: ReviewQueueQuery, now: Date): Promise<ReviewQueue> {
  const filters = `($1::text is null or r.status = $1)
    and (not $2::boolean or r.subject = 'store')
    and ($3::uuid is null or r.product_id = $3)
    and ($4::int is null or r.rating = $4)
    and ($5::boolean is null or r.verified = $5)`;
  const params = [
    query.status === 'all' ? null : query.status,
    query.product === 'store',
    query.product && query.product !== 'store' ? query.product : null,
    query.rating,
    query.verified === 'all' ? null : query.verified === 'yes',
  ];
  const order =
    query.sort === 'waiting'
      ? `(r.status = 'held') desc, case when r.status = 'held' then ${HELD_SINCE_SQL} end, r.created_at desc, r.id`
      : 'r.created_at desc, r.id';
  const [[counted], rows, [held], products] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total from reviews r where ${filters}`, params),
    db.query<QueueRow>(
      `select ${QUEUE_COLUMNS}
         from reviews r left join products p on p.id = r.product_id
        where ${filters}
        order by ${order}
        limit $6 offset $7`,
      [...params, REVIEW_QUEUE_PAGE_SIZE, (query.page - 1) * REVIEW_QUEUE_PAGE_SIZE],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from reviews where status = 'held'`),
    db.query<ReviewedProduct>(
      `select p.id, p.name, count(*)::int as reviews
         from reviews r join products p on p.id = r.product_id
        group by p.id, p.name
        order by lower(p.name), p.id`,
    ),
  ]);
  const total = counted?.total ?? 0;
  return {
    reviews: rows.map((row) => toQueueRow(row, now)),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / REVIEW_QUEUE_PAGE_SIZE)),
    heldCount: held?.count ?? 0,
    products,
  };
}

/** Reviews waiting for an admin's decision (the overview's count). */
export async function countHeldReviews(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from reviews where status = 'held'`);
  return row?.count ?? 0;
}
