import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { Refusal } from '../http/refusal.ts';

/**
 * "Was this helpful?" One vote per review from each network address (a hash of it, never stored
 * in the clear), and from each account when the voter is signed in: a vote counts only when
 * neither has voted for that review. A browser's User-Agent is not who votes — it changes for
 * free with every request — and an address costs a voter more than an account does, so a second
 * account at the same address adds nothing. A vote stores nothing else about the voter, so it
 * passes a rate limit per address rather than the public form guard's honeypot and reCAPTCHA,
 * which would need a hidden field in every review's button.
 */
export function helpfulVoters({
  accountId,
  clientAddress,
}: {
  accountId: string | null;
  clientAddress: string;
}): string[] {
  const address = `address:${createHash('sha256').update(clientAddress).digest('base64url')}`;
  return accountId ? [address, `account:${accountId}`] : [address];
}

/** Votes an address may cast an hour, across reviews. */
export const HELPFUL_VOTES_PER_HOUR = 60;

/** Counts the vote once; `counted` is false when one of its voters had already voted for the review. */
export async function voteHelpful(
  db: Database,
  {
    reviewId,
    voters,
    clientAddress,
    now,
  }: { reviewId: string; voters: readonly string[]; clientAddress: string; now: Date },
): Promise<{ counted: boolean }> {
  return db.transaction(async (tx) => {
    const rate = await hitRateLimit(tx, `review-helpful:${clientAddress}`, {
      limit: HELPFUL_VOTES_PER_HOUR,
      windowSeconds: 3600,
      now,
    });
    if (!rate.allowed)
      throw new Refusal(429, 'Too many votes from here. Try again later.', undefined, {
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      });
    const [review] = await tx.query<{ id: string }>(`select id from reviews where id = $1 and status <> 'held'`, [
      reviewId,
    ]);
    if (!review) throw new Refusal(404, 'That review is not shown any more.');
    // All the vote's voters are new for this review, or none is written: two votes racing from one
    // address both see none, and the one whose insert then meets the other's row adds nothing.
    const [counted] = await tx.query<{ id: string }>(
      `with voters as (
         select voter from unnest($2::text[]) as voter
       ), fresh as (
         insert into review_helpful_votes (review_id, voter, at)
         select $1, voter, $3 from voters
          where not exists (select 1 from review_helpful_votes v where v.review_id = $1 and v.voter in (select voter from voters))
         on conflict do nothing
         returning voter
       )
       update reviews set helpful_count = helpful_count + 1
        where id = $1 and (select count(*) from fresh) = (select count(*) from voters)
       returning id`,
      [reviewId, voters, now],
    );
    return { counted: counted !== undefined };
  });
}
