import type { Queryable } from '../db/database.ts';
import { purchaseFeedbackMessage, reviewInviteMessage } from '../mail/review-emails.ts';
import { emailLink } from '../mail/email-link.ts';
import { queueEmail } from '../mail/outbox.ts';
import { createSignedToken } from '../security/signed-token.ts';
import {
  PICKUP_LINK_DAYS,
  PURCHASE_FEEDBACK_PURPOSE,
  purchaseFeedbackPath,
  REVIEW_INVITE_PURPOSE,
  reviewInvitePath,
} from './review-links.ts';
import { orderProducts } from './review-targets.ts';

/**
 * The emails that follow a pickup, queued in the transaction that marks the order picked up:
 * every picked-up order's email gets a review invitation with a signed link; a customer's first
 * picked-up order (by account, or by email for guests) also gets the first-purchase question.
 * `linkOrigin` is the origin of their links (RuntimeConfig.linkOrigin).
 */
export async function queuePickupFollowUps(
  tx: Queryable,
  orderId: string,
  { storeName, now, linkOrigin }: { storeName: string; now: Date; linkOrigin: string },
): Promise<void> {
  const [order] = await tx.query<{ number: string; email: string; contact_name: string; earlier_pickups: number }>(
    `select o.number, o.email, o.contact_name,
            (select count(*)::int from orders e
              where e.id <> o.id and e.status = 'picked_up'
                and ((o.customer_id is not null and e.customer_id = o.customer_id) or lower(e.email) = lower(o.email))
            ) as earlier_pickups
       from orders o where o.id = $1`,
    [orderId],
  );
  if (!order) return;
  const validity = { now, validForSeconds: PICKUP_LINK_DAYS * 24 * 60 * 60 };
  const products = await orderProducts(tx, orderId);
  const invite = await createSignedToken(tx, REVIEW_INVITE_PURPOSE, orderId, validity);
  const facts = {
    storeName,
    to: order.email,
    contactName: order.contact_name,
    number: order.number,
    origin: linkOrigin,
  };
  await queueEmail(
    tx,
    reviewInviteMessage({
      ...facts,
      link: emailLink(linkOrigin, reviewInvitePath(invite.token)),
      productNames: products.map((product) => product.name),
    }),
  );
  if (order.earlier_pickups > 0) return;
  const feedback = await createSignedToken(tx, PURCHASE_FEEDBACK_PURPOSE, orderId, validity);
  await queueEmail(
    tx,
    purchaseFeedbackMessage({
      ...facts,
      link: emailLink(linkOrigin, purchaseFeedbackPath(feedback.token)),
      productNames: [],
    }),
  );
}
