import { checkPageCompliance } from '#lib/content/content-compliance.ts';
import type { OrderStatus } from '#lib/orders/order-status.ts';
import type { ReviewDetail, ReviewOrder, ReviewRevision } from '#lib/reviews/review-moderation.ts';
import { listAudit } from '../../dashboard/audit-log.ts';
import type { Queryable } from '../../db/database.ts';
import { found } from '../../http/refusal.ts';
import { QUEUE_COLUMNS, toQueueRow, type QueueRow } from './review-rows.ts';

/** Every audit entry about a review is filed under this entity type. */
export const REVIEW_AUDIT_ENTITY = 'review';

export const NO_SUCH_REVIEW = 'There is no such review.';

type DetailRow = QueueRow & {
  body: string;
  author_email: string;
  product_slug: string | null;
  order_id: string | null;
  decided_at: Date | null;
  decided_by_email: string | null;
  reply: string | null;
  replied_at: Date | null;
  replied_by_email: string | null;
  helpful_count: number;
  updated_at: Date;
};

/**
 * One review as the admin decides it: the whole text, its earlier ratings and texts, the
 * advertising rules' findings in it now (the checker is run again, so the admin reads the rule
 * it cites even for a review held before the rules changed), the order it is linked to and its
 * audit history. Null when there is no such review.
 */
export async function getReviewDetail(db: Queryable, id: string, now: Date): Promise<ReviewDetail | null> {
  const [row] = await db.query<DetailRow>(
    `select ${QUEUE_COLUMNS}, r.body, r.author_email, p.slug as product_slug, r.order_id, r.decided_at,
            decider.email as decided_by_email, r.reply, r.replied_at, replier.email as replied_by_email,
            r.helpful_count, r.updated_at
       from reviews r
       left join products p on p.id = r.product_id
       left join auth.users decider on decider.id = r.decided_by
       left join auth.users replier on replier.id = r.replied_by
      where r.id = $1`,
    [id],
  );
  if (!row) return null;
  const [revisions, orders, audit] = await Promise.all([
    db.query<{ rating: number; title: string; body: string; at: Date }>(
      'select rating, title, body, at from review_revisions where review_id = $1 order by at, id',
      [id],
    ),
    row.order_id
      ? db.query<{ id: string; number: string; status: OrderStatus; placed_at: Date; picked_up_at: Date | null }>(
          'select id, number, status, placed_at, picked_up_at from orders where id = $1',
          [row.order_id],
        )
      : Promise.resolve([]),
    listAudit(db, [{ entityType: REVIEW_AUDIT_ENTITY, entityId: id }]),
  ]);
  const summary = toQueueRow(row, now);
  const [order] = orders;
  return {
    review: {
      ...summary,
      body: row.body,
      authorEmail: row.author_email,
      product: row.product_id
        ? { id: row.product_id, name: row.product_name ?? '', slug: row.product_slug ?? '' }
        : null,
      decidedAt: row.decided_at?.toISOString() ?? null,
      decidedBy: row.decided_by_email,
      reply: row.reply,
      repliedAt: row.replied_at?.toISOString() ?? null,
      repliedBy: row.replied_by_email,
      helpfulCount: row.helpful_count,
      updatedAt: row.updated_at.toISOString(),
    },
    revisions: revisions.map((revision): ReviewRevision => ({
      rating: Number(revision.rating),
      title: revision.title,
      body: revision.body,
      at: revision.at.toISOString(),
    })),
    findings: checkPageCompliance({ title: row.title, summary: '', body: row.body }),
    order: order
      ? ({
          id: order.id,
          number: order.number,
          status: order.status,
          placedAt: order.placed_at.toISOString(),
          pickedUpAt: order.picked_up_at?.toISOString() ?? null,
        } satisfies ReviewOrder)
      : null,
    audit,
  };
}

/** The review's page as the endpoints answer it; 404 when there is none. */
export async function requireReviewDetail(db: Queryable, id: string, now: Date): Promise<ReviewDetail> {
  return found(await getReviewDetail(db, id, now), NO_SUCH_REVIEW);
}
