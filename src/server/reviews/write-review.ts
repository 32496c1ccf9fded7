/**
 * Writing and editing reviews. One review per author per product, and one of the store: a
 * signed-in customer with a confirmed email writes theirs or edits it (the old rating, title and
 * text go to `review_revisions`); a guest writes through the signed link from their picked-up
 * order, once per product of that order and once for the store. A review publishes at once unless
 * the hold rules find a reason in its words (or its author is writing in a burst); then it waits
 * for an admin. It counts in the rating only when a picked-up order verifies it. Nothing here
 * reads the rating to decide anything.
 */
import type { ReviewPolicyReason, ReviewStatus } from '#lib/vocabulary/reviews.ts';
import type { Database, Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';
import { readSignedToken } from '../security/signed-token.ts';
import { BURST_LIMIT, BURST_WINDOW_MINUTES, reviewTextHoldReasons } from './hold-rules.ts';
import { reviewerName } from './review-author.ts';
import { REVIEW_INVITE_PURPOSE } from './review-links.ts';
import { orderProducts, reviewableProduct, verifyingOrder, type ReviewTarget } from './review-targets.ts';

export interface ReviewContent {
  rating: number;
  title: string;
  body: string;
}

export interface WrittenReview {
  id: string;
  status: ReviewStatus;
  holdReasons: ReviewPolicyReason[];
  /** An edit of the author's earlier review rather than a new one. */
  edited: boolean;
}

interface Author {
  customerId: string | null;
  email: string;
  name: string;
}

interface ExistingReview {
  [column: string]: unknown;
  id: string;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  withheld_reason: ReviewPolicyReason | null;
  order_id: string | null;
  updated_at: Date;
}

async function existingReview(tx: Queryable, target: ReviewTarget, email: string): Promise<ExistingReview | null> {
  const [row] = await tx.query<ExistingReview>(
    `select id, rating, title, body, status, withheld_reason, order_id, updated_at from reviews
      where subject = $1 and product_id is not distinct from $2::uuid and author_email = $3
      for update`,
    [target.subject, target.subject === 'product' ? target.productId : null, email],
  );
  return row ?? null;
}

async function holdReasons(
  tx: Queryable,
  author: Author,
  content: ReviewContent,
  now: Date,
): Promise<ReviewPolicyReason[]> {
  const reasons = reviewTextHoldReasons(content);
  const [recent] = await tx.query<{ count: number }>(
    `select count(*)::int as count from reviews
      where author_email = $1 and greatest(created_at, updated_at) > $2`,
    [author.email, new Date(now.getTime() - BURST_WINDOW_MINUTES * 60_000)],
  );
  if ((recent?.count ?? 0) >= BURST_LIMIT && !reasons.includes('spam')) reasons.push('spam');
  return reasons;
}

/** Saves the author's review of `target`: a new one, or an edit that keeps what it replaces. */
async function saveReview(
  tx: Queryable,
  author: Author,
  target: ReviewTarget,
  content: ReviewContent,
  { orderId, now }: { orderId: string | null; now: Date },
): Promise<WrittenReview> {
  const reasons = await holdReasons(tx, author, content, now);
  const before = await existingReview(tx, target, author.email);
  if (!before) {
    const status: ReviewStatus = reasons.length > 0 ? 'held' : 'published';
    const [row] = await tx.query<{ id: string }>(
      `insert into reviews (subject, product_id, customer_id, author_email, author_name, order_id, verified,
                            rating, title, body, status, hold_reasons, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
       returning id`,
      [
        target.subject,
        target.subject === 'product' ? target.productId : null,
        author.customerId,
        author.email,
        author.name,
        orderId,
        orderId !== null,
        content.rating,
        content.title,
        content.body,
        status,
        reasons,
        now,
      ],
    );
    return { id: row!.id, status, holdReasons: reasons, edited: false };
  }

  // An admin withheld the old text for a reason the rules may not see: the new text waits for them.
  if (before.status === 'withheld' && before.withheld_reason && !reasons.includes(before.withheld_reason))
    reasons.unshift(before.withheld_reason);
  const status: ReviewStatus = reasons.length > 0 ? 'held' : 'published';
  await tx.query('insert into review_revisions (review_id, rating, title, body, at) values ($1, $2, $3, $4, $5)', [
    before.id,
    before.rating,
    before.title,
    before.body,
    before.updated_at,
  ]);
  const verifiedBy = orderId ?? before.order_id;
  await tx.query(
    `update reviews
        set rating = $2, title = $3, body = $4, status = $5, hold_reasons = $6, withheld_reason = null,
            decided_at = null, decided_by = null, author_name = $7, order_id = $8, verified = $9, updated_at = $10
      where id = $1`,
    [
      before.id,
      content.rating,
      content.title,
      content.body,
      status,
      reasons,
      author.name,
      verifiedBy,
      verifiedBy !== null,
      now,
    ],
  );
  return { id: before.id, status, holdReasons: reasons, edited: true };
}

export const CONFIRM_EMAIL_TO_REVIEW_MESSAGE =
  'Confirm your email address to write a review: open the link we emailed you, or ask for a new one on your account page.';

/**
 * A signed-in customer's review of a product or the store: written, or their earlier one edited.
 * The account's email must be confirmed: a review is its author's by that address (and a guest's
 * review through their order's link is too), so an account that has not proven the address could
 * otherwise write, or rewrite, under somebody else's name.
 */
export async function writeCustomerReview(
  db: Database,
  account: { id: string; email: string; emailConfirmed: boolean; fullName: string },
  target: ReviewTarget,
  content: ReviewContent,
  now: Date,
): Promise<WrittenReview> {
  if (!account.emailConfirmed) throw new Refusal(403, CONFIRM_EMAIL_TO_REVIEW_MESSAGE);
  return db.transaction(async (tx) => {
    if (target.subject === 'product') await reviewableProduct(tx, target.productId);
    const author: Author = {
      customerId: account.id,
      email: account.email.trim().toLowerCase(),
      name: reviewerName(account.fullName),
    };
    const orderId = await verifyingOrder(tx, author, target);
    return saveReview(tx, author, target, content, { orderId, now });
  });
}

/** The picked-up order a review invitation opens, or null for a link that is forged, expired or not for a picked-up order. */
export async function invitedOrder(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ id: string; number: string; email: string; contactName: string; customerId: string | null } | null> {
  const opened = await readSignedToken(db, REVIEW_INVITE_PURPOSE, token, now);
  if (!opened) return null;
  const [order] = await db.query<{
    id: string;
    number: string;
    email: string;
    contact_name: string;
    customer_id: string | null;
  }>(`select id, number, email, contact_name, customer_id from orders where id = $1 and status = 'picked_up'`, [
    opened.subject,
  ]);
  return order
    ? {
        id: order.id,
        number: order.number,
        email: order.email.trim().toLowerCase(),
        contactName: order.contact_name,
        customerId: order.customer_id,
      }
    : null;
}

export const INVALID_INVITE_MESSAGE =
  'This review link is not valid or has expired. Links work for 30 days after pickup; sign in to review what you bought.';

/**
 * A review through the signed link of a picked-up order's email: for a product of that order
 * (another order's product is refused) or for the store, once each through the link.
 */
export async function writeInvitedReview(
  db: Database,
  token: string,
  target: ReviewTarget,
  content: ReviewContent,
  now: Date,
): Promise<WrittenReview> {
  return db.transaction(async (tx) => {
    const order = await invitedOrder(tx, token, now);
    if (!order) throw new Refusal(403, INVALID_INVITE_MESSAGE);
    let what = 'our store';
    if (target.subject === 'product') {
      const product = (await orderProducts(tx, order.id)).find((candidate) => candidate.id === target.productId);
      if (!product) throw new Refusal(403, `That product was not part of order ${order.number}.`);
      what = product.name;
    }
    const author: Author = { customerId: order.customerId, email: order.email, name: reviewerName(order.contactName) };
    if (await existingReview(tx, target, author.email))
      throw new Refusal(409, `You already reviewed ${what}. Thank you! Sign in to change your review.`);
    return saveReview(tx, author, target, content, { orderId: order.id, now });
  });
}
