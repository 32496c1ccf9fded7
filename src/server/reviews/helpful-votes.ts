import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { Refusal } from '../http/refusal.ts';

/**
 * "Was this helpful?" One vote per voter and review: a signed-in customer by their account, a
 * visitor by a hash of their address and browser (never stored in the clear). A vote stores nothing
 * about the voter, so it passes a rate limit per address rather than the public form guard's
 * honeypot and reCAPTCHA, which would need a hidden field in every review's button.
 */
export function helpfulVoter({
  accountId,
  clientAddress,
  userAgent,
}: {
  accountId: string | null;
  clientAddress: string;
  userAgent: string;
}): string {
  if (accountId) return `account:${accountId}`;
  const digest = createHash('sha256').update(`${clientAddress}\n${userAgent}`).digest('base64url');
  return `visitor:${digest}`;
}

/** Counts the vote once; `counted` is false when this voter had already voted for the review. */
export async function voteHelpful(
  db: Database,
  { reviewId, voter, clientAddress, now }: { reviewId: string; voter: string; clientAddress: string; now: Date },
): Promise<{ counted: boolean }> {
  return db.transaction(async (tx) => {
    const rate = await hitRateLimit(tx, `review-helpful:${clientAddress}`, { limit: 60, windowSeconds: 3600, now });
    if (!rate.allowed)
      throw new Refusal(429, 'Too many votes from here. Try again later.', undefined, {
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      });
    const [review] = await tx.query<{ id: string }>(`select id from reviews where id = $1 and status <> 'held'`, [
      reviewId,
    ]);
    if (!review) throw new Refusal(404, 'That review is not shown any more.');
    const inserted = await tx.query(
      `insert into review_helpful_votes (review_id, voter, at) values ($1, $2, $3)
       on conflict do nothing returning voter`,
      [reviewId, voter, now],
    );
    if (inserted.length === 0) return { counted: false };
    await tx.query('update reviews set helpful_count = helpful_count + 1 where id = $1', [reviewId]);
    return { counted: true };
  });
}
