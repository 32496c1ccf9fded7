/**
 * The first-purchase question: "How likely are you to recommend us?" (0–10) and what went well or
 * could be better, opened by the signed link of a customer's first pickup email and answered once
 * per order. The answers are read by the dashboard's feedback report.
 */
import type { Database, Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';
import { readSignedToken } from '../security/signed-token.ts';
import { PURCHASE_FEEDBACK_PURPOSE } from './review-links.ts';

export type FeedbackPage =
  | { state: 'no-link' }
  | { state: 'open'; orderNumber: string; token: string }
  | { state: 'answered'; orderNumber: string };

async function feedbackOrder(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ id: string; number: string; customerId: string | null; answered: boolean } | null> {
  const opened = await readSignedToken(db, PURCHASE_FEEDBACK_PURPOSE, token, now);
  if (!opened) return null;
  const [order] = await db.query<{ id: string; number: string; customer_id: string | null; answered: boolean }>(
    `select o.id, o.number, o.customer_id, exists (select 1 from purchase_feedback f where f.order_id = o.id) as answered
       from orders o where o.id = $1 and o.status = 'picked_up'`,
    [opened.subject],
  );
  return order ? { id: order.id, number: order.number, customerId: order.customer_id, answered: order.answered } : null;
}

/** `/feedback/first-purchase?token=…`: the question, the thanks once answered, or where the link comes from. */
export async function loadFeedbackPage(db: Queryable, token: string | null, now: Date): Promise<FeedbackPage> {
  const order = token ? await feedbackOrder(db, token, now) : null;
  if (!order || !token) return { state: 'no-link' };
  return order.answered
    ? { state: 'answered', orderNumber: order.number }
    : { state: 'open', orderNumber: order.number, token };
}

export const FEEDBACK_LINK_MESSAGE =
  'This feedback link is not valid or has expired. It comes in the email after your first pickup and works for 30 days.';

export async function answerPurchaseFeedback(
  db: Database,
  token: string,
  answer: { score: number; wentWell: string; couldImprove: string },
  now: Date,
): Promise<{ orderNumber: string }> {
  return db.transaction(async (tx) => {
    const order = await feedbackOrder(tx, token, now);
    if (!order) throw new Refusal(403, FEEDBACK_LINK_MESSAGE);
    const inserted = await tx.query(
      `insert into purchase_feedback (order_id, customer_id, score, went_well, could_improve, created_at)
       values ($1, $2, $3, $4, $5, $6) on conflict (order_id) do nothing returning order_id`,
      [order.id, order.customerId, answer.score, answer.wentWell, answer.couldImprove, now],
    );
    if (inserted.length === 0) throw new Refusal(409, `You already answered for order ${order.number}. Thank you!`);
    return { orderNumber: order.number };
  });
}
