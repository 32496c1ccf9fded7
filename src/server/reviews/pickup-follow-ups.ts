import type { Queryable } from '../db/database.ts';
import { nextDayAt } from '#lib/pickup/zoned-time.ts';
import { queueEmail, pickupFollowUpMessage, emailLink, type MailBrand } from '../mail/index.ts';
import { createSignedToken } from '../security/signed-token.ts';
import {
  PICKUP_LINK_DAYS,
  PURCHASE_FEEDBACK_PURPOSE,
  purchaseFeedbackPath,
  REVIEW_INVITE_PURPOSE,
  reviewInvitePath,
} from './review-links.ts';
import { orderProducts } from './review-targets.ts';

/** The store-local time the follow-up goes out the day after a pickup: late morning, in minutes. */
export const FOLLOW_UP_MINUTE_OF_DAY = 11 * 60;

/**
 * The email that follows a pickup, queued in the transaction that marks the order picked up and
 * due the next day at FOLLOW_UP_MINUTE_OF_DAY on the store's clock, so the customer gets one
 * message at the counter (the order's "picked up" email) instead of three in a minute: a review
 * invitation with a signed link for every picked-up order and, for a customer's first picked-up
 * order (by account, or by email for guests), the first-purchase question's link in the same
 * email. `linkOrigin` is the origin of
 * its links (RuntimeConfig.linkOrigin).
 */
export async function queuePickupFollowUps(
  tx: Queryable,
  orderId: string,
  { settings, now, linkOrigin }: { settings: MailBrand & { timeZone: string }; now: Date; linkOrigin: string },
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
  const feedback =
    order.earlier_pickups > 0 ? null : await createSignedToken(tx, PURCHASE_FEEDBACK_PURPOSE, orderId, validity);
  await queueEmail(
    tx,
    pickupFollowUpMessage({
      storeName: settings.name,
      to: order.email,
      contactName: order.contact_name,
      number: order.number,
      reviewLink: emailLink(linkOrigin, reviewInvitePath(invite.token)),
      feedbackLink: feedback ? emailLink(linkOrigin, purchaseFeedbackPath(feedback.token)) : null,
      origin: linkOrigin,
      productNames: products.map((product) => product.name),
      sendAt: nextDayAt(now, FOLLOW_UP_MINUTE_OF_DAY, settings.timeZone),
    }),
    settings,
  );
}
