import type { PageFinding } from '../content/content-compliance.ts';
import type { OrderStatus } from '../orders/order-status.ts';
import {
  REVIEW_POLICY_REASON_LABELS,
  type ReviewPolicyReason,
  type ReviewStatus,
  type ReviewSubject,
} from '../vocabulary/reviews.ts';
import type { AuditEntry } from '../staff/audit-entry.ts';

/**
 * The dashboard's reviews pages (`/dashboard/reviews`, `/dashboard/reviews/:id`, admins only): the
 * moderation queue and one review with its decision, the store's reply and its history. Nothing
 * here filters, sorts or decides by rating in a way that hides a review: a rating is a filter an
 * admin chooses to read by, never a reason (16 CFR 465).
 */

/** A held review waiting longer than this is marked in the queue. */
export const REVIEW_WAIT_LIMIT_HOURS = 72;

export const REVIEW_QUEUE_PAGE_SIZE = 25;

/** The queue's orders: held reviews first, the longest-waiting first (then the rest, newest first); or newest first. */
export const REVIEW_QUEUE_SORTS = ['waiting', 'newest'] as const;

/** How much of a review's text a queue row shows. */
export const REVIEW_EXCERPT_CHARACTERS = 140;

export interface ReviewQueueRow {
  id: string;
  subject: ReviewSubject;
  /** Null for a store review. */
  product: { id: string; name: string } | null;
  rating: number;
  title: string;
  /** The start of the text, at most REVIEW_EXCERPT_CHARACTERS, with "…" when there is more. */
  excerpt: string;
  authorName: string;
  verified: boolean;
  status: ReviewStatus;
  /** Codes of why the checker or the spam rules held it (policy reasons, or the rules' own). */
  holdReasons: string[];
  withheldReason: ReviewPolicyReason | null;
  createdAt: string;
  /** Since when a held review has waited (its last edit by the author, else when it was written); null once decided. */
  heldSince: string | null;
  /** Whole minutes it has waited so far, by the server's clock; null once decided. */
  waitedMinutes: number | null;
}

/** A product that has reviews, for the queue's product filter. */
export type ReviewedProduct = {
  id: string;
  name: string;
  reviews: number;
};

export interface ReviewQueue {
  reviews: ReviewQueueRow[];
  total: number;
  page: number;
  pageCount: number;
  /** Held reviews in all, whatever the filters. */
  heldCount: number;
  products: ReviewedProduct[];
}

/** An earlier rating, title and text of the review, kept when its author changed it. */
export interface ReviewRevision {
  rating: number;
  title: string;
  body: string;
  at: string;
}

/** The picked-up order a review is linked to (what makes it a verified buyer's). */
export interface ReviewOrder {
  id: string;
  number: string;
  status: OrderStatus;
  placedAt: string;
  pickedUpAt: string | null;
}

export interface ReviewDetail {
  review: ReviewQueueRow & {
    body: string;
    authorEmail: string;
    product: { id: string; name: string; slug: string } | null;
    decidedAt: string | null;
    decidedBy: string | null;
    reply: string | null;
    repliedAt: string | null;
    repliedBy: string | null;
    helpfulCount: number;
    updatedAt: string;
  };
  /** Earlier versions, oldest first; the review as it is now is not among them. */
  revisions: ReviewRevision[];
  /** The advertising rules' findings in the title and text as they are now (`field` is `title` or `body`). */
  findings: PageFinding[];
  order: ReviewOrder | null;
  audit: AuditEntry[];
}

/** A hold reason as the admin reads it: the policy's words, or the code itself for a rule the policy does not name. */
export function holdReasonLabel(code: string): string {
  return (REVIEW_POLICY_REASON_LABELS as Readonly<Record<string, string>>)[code] ?? code.replaceAll('_', ' ');
}

/** How long a review has waited, as staff read it: "45 minutes", "5 hours", "3 days 4 hours". */
export function waitedLabel(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(Math.max(0, Math.floor(minutes)), 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(rest, 'hour')}`;
}

/** Whether a held review has waited past the limit. */
export function waitedTooLong(minutes: number | null): boolean {
  return minutes !== null && minutes > REVIEW_WAIT_LIMIT_HOURS * 60;
}
