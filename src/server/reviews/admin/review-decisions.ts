import type { ReviewDecisionInput } from '#lib/reviews/review-moderation-input.ts';
import { REVIEW_POLICY_REASON_LABELS, type ReviewPolicyReason, type ReviewStatus } from '#lib/vocabulary/reviews.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { NO_SUCH_REVIEW, REVIEW_AUDIT_ENTITY } from './review-detail.ts';

/**
 * An admin's decisions on a review (decision 28): publish a held review, withhold a review's text
 * under one reason of the written policy, or restore a withheld text. A decision changes what the
 * shoppers read of the text and never the rating, which counts in the product's (or the store's)
 * average whatever is decided; there is no decision that deletes or hides a review, and none is
 * made by rating. Each is written to the staff audit log in its own transaction.
 */

/** Whether the decision changed the review, or it already stood that way. */
export interface ReviewChange {
  changed: boolean;
}

type Locked = {
  status: ReviewStatus;
  withheld_reason: ReviewPolicyReason | null;
  rating: number;
  reply: string | null;
};

/** The review, locked for the change (404 when there is none). */
export async function lockReview(tx: Queryable, id: string): Promise<Locked> {
  const [row] = await tx.query<Locked>(
    'select status, withheld_reason, rating, reply from reviews where id = $1 for update',
    [id],
  );
  if (!row) throw new Refusal(404, NO_SUCH_REVIEW);
  return { ...row, rating: Number(row.rating) };
}

function ratingNote(rating: number): string {
  return `the ${rating}-star rating counts in the average as before`;
}

function summaryOf(
  from: Locked,
  to: { status: ReviewStatus; reason: ReviewPolicyReason | null },
): {
  action: string;
  summary: string;
} {
  if (to.status === 'withheld') {
    const reason = REVIEW_POLICY_REASON_LABELS[to.reason!];
    if (from.status === 'withheld')
      return {
        action: 'withheld',
        summary: `Withholding reason changed from ${REVIEW_POLICY_REASON_LABELS[from.withheld_reason!]} to ${reason}; ${ratingNote(from.rating)}`,
      };
    return {
      action: 'withheld',
      summary: `Text withheld under the review policy: ${reason}; ${ratingNote(from.rating)}`,
    };
  }
  if (from.status === 'withheld')
    return { action: 'restored', summary: `Withheld text restored and published; ${ratingNote(from.rating)}` };
  return {
    action: 'published',
    summary: `Published after it was held; the ${from.rating}-star rating now counts in the average`,
  };
}

/** Makes the admin's decision on a review and logs it with the review's status before and after. */
export async function decideReview(
  db: Database,
  actor: AuditActor,
  id: string,
  decision: ReviewDecisionInput,
  now: Date,
): Promise<ReviewChange> {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    const to =
      decision.decision === 'withhold'
        ? { status: 'withheld' as const, reason: decision.reason }
        : { status: 'published' as const, reason: null };
    if (review.status === to.status && review.withheld_reason === to.reason) return { changed: false };
    await tx.query(
      `update reviews
          set status = $2, withheld_reason = $3, decided_at = $4, decided_by = $5, updated_at = $4
        where id = $1`,
      [id, to.status, to.reason, now.toISOString(), actor.id],
    );
    const { action, summary } = summaryOf(review, to);
    await recordAudit(tx, actor, {
      entityType: REVIEW_AUDIT_ENTITY,
      entityId: id,
      action,
      summary,
      before: { status: review.status, withheldReason: review.withheld_reason, rating: review.rating },
      after: { status: to.status, withheldReason: to.reason, rating: review.rating },
    });
    return { changed: true };
  });
}
