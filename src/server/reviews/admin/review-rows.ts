import { REVIEW_EXCERPT_CHARACTERS, type ReviewQueueRow } from '#lib/reviews/review-moderation.ts';
import type { ReviewPolicyReason, ReviewStatus, ReviewSubject } from '#lib/vocabulary/reviews.ts';

/**
 * A review as the dashboard lists it, read with its product and how long it has been held. A held
 * review waits from its author's last edit (an edit may hold a published review again), or else
 * from when it was written.
 */

export const HELD_SINCE_SQL = `greatest(r.created_at, (select max(v.at) from review_revisions v where v.review_id = r.id))`;

/** The columns `toQueueRow` reads, over `reviews r left join products p on p.id = r.product_id`. */
export const QUEUE_COLUMNS = `r.id, r.subject, r.product_id, p.name as product_name, r.rating, r.title,
  left(r.body, ${REVIEW_EXCERPT_CHARACTERS + 1}) as body_start, r.author_name, r.verified, r.status,
  r.hold_reasons, r.withheld_reason, r.created_at, ${HELD_SINCE_SQL} as held_since`;

export type QueueRow = {
  id: string;
  subject: ReviewSubject;
  product_id: string | null;
  product_name: string | null;
  rating: number;
  title: string;
  body_start: string;
  author_name: string;
  verified: boolean;
  status: ReviewStatus;
  hold_reasons: string[];
  withheld_reason: ReviewPolicyReason | null;
  created_at: Date;
  held_since: Date;
};

function excerptOf(text: string): string {
  if (text.length <= REVIEW_EXCERPT_CHARACTERS) return text;
  const cut = text.slice(0, REVIEW_EXCERPT_CHARACTERS);
  // End on a whole word where one ends reasonably near the limit.
  const space = cut.lastIndexOf(' ');
  return `${(space > REVIEW_EXCERPT_CHARACTERS * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function toQueueRow(row: QueueRow, now: Date): ReviewQueueRow {
  const held = row.status === 'held';
  return {
    id: row.id,
    subject: row.subject,
    product: row.product_id ? { id: row.product_id, name: row.product_name ?? '' } : null,
    rating: Number(row.rating),
    title: row.title,
    excerpt: excerptOf(row.body_start),
    authorName: row.author_name,
    verified: row.verified,
    status: row.status,
    holdReasons: row.hold_reasons,
    withheldReason: row.withheld_reason,
    createdAt: row.created_at.toISOString(),
    heldSince: held ? row.held_since.toISOString() : null,
    waitedMinutes: held ? Math.max(0, Math.floor((now.getTime() - row.held_since.getTime()) / 60_000)) : null,
  };
}
