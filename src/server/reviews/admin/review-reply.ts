import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { lockReview, type ReviewChange } from './review-decisions.ts';
import { REVIEW_AUDIT_ENTITY } from './review-detail.ts';

/**
 * The store's public answer under a review: written, edited or removed by an admin, signed as
 * the store on the storefront, and kept in the staff audit log with what it replaced.
 */
export async function setReviewReply(
  db: Database,
  actor: AuditActor,
  id: string,
  reply: string | null,
  now: Date,
): Promise<ReviewChange> {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (review.reply === reply) return { changed: false };
    await tx.query(`update reviews set reply = $2, replied_at = $3, replied_by = $4, updated_at = $5 where id = $1`, [
      id,
      reply,
      reply === null ? null : now.toISOString(),
      reply === null ? null : actor.id,
      now.toISOString(),
    ]);
    const [action, summary] =
      reply === null
        ? ['reply_removed', "The store's reply removed"]
        : review.reply === null
          ? ['replied', 'The store replied publicly']
          : ['reply_edited', "The store's reply edited"];
    await recordAudit(tx, actor, {
      entityType: REVIEW_AUDIT_ENTITY,
      entityId: id,
      action,
      summary,
      before: { reply: review.reply },
      after: { reply },
    });
    return { changed: true };
  });
}
