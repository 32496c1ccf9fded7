import { z } from 'zod';
import { REVIEW_POLICY_REASONS, REVIEW_STATUSES } from '../vocabulary/reviews.ts';
import { listPageField } from '../staff/list-page.ts';
import { REVIEW_QUEUE_SORTS } from './review-moderation.ts';

/** What the reviews pages send: the queue's filters, a decision, the store's reply. */

export const ReviewQueueQuery = z.object({
  status: z
    .enum(['all', ...REVIEW_STATUSES], { error: 'Choose held, published, withheld or all reviews.' })
    .optional()
    .default('all'),
  /** A product's id, `store` for the store's own reviews, or nothing for every review. */
  product: z
    .union([z.literal(''), z.literal('store'), z.uuid()], { error: 'Choose a product from the list.' })
    .optional()
    .default(''),
  rating: z
    .enum(['', '1', '2', '3', '4', '5'], { error: 'Choose a rating from 1 to 5.' })
    .optional()
    .default('')
    .transform((rating) => (rating ? Number(rating) : null)),
  verified: z
    .enum(['all', 'yes', 'no'], { error: 'Choose verified buyers, others, or everyone.' })
    .optional()
    .default('all'),
  sort: z.enum(REVIEW_QUEUE_SORTS, { error: 'Sort by waiting or by newest.' }).optional().default('waiting'),
  page: listPageField,
});

export type ReviewQueueQuery = z.output<typeof ReviewQueueQuery>;

const REASON_MESSAGE = 'Choose the reason from the review policy that the text breaks.';

/**
 * An admin's decision on a review: publish it (a held review, or a withheld text restored), or
 * withhold its text for one reason of the written policy. There is no decision about the rating.
 */
export const ReviewDecisionInput = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('publish') }),
    z.object({
      decision: z.literal('withhold'),
      reason: z.enum(REVIEW_POLICY_REASONS, { error: REASON_MESSAGE }),
    }),
  ],
  { error: 'Choose to publish the review or to withhold its text.' },
);

export type ReviewDecisionInput = z.output<typeof ReviewDecisionInput>;

export const ReviewReplyInput = z.object({
  reply: z
    .string({ error: 'Write the reply.' })
    .trim()
    .min(1, 'Write the reply, or remove it instead.')
    .max(2000, 'Keep the reply to 2,000 characters.'),
});

export type ReviewReplyInput = z.output<typeof ReviewReplyInput>;
