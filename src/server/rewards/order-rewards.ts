import type { Queryable } from '../db/database.ts';
import type { OrderDiscount } from '#lib/pricing/cart-pricing.ts';
import type { RewardsSettings } from '../settings/index.ts';
import { todayIn } from '#lib/customers/birthday.ts';
import { referralCredit, type ReferralContact } from './referral-credit.ts';
import { addRewardEntry, rewardsBalance } from './rewards-ledger.ts';

/** What a customer's order takes from rewards and referrals before it is priced. */
export interface OrderRewardsPlan {
  discounts: OrderDiscount[];
  redeemPoints: number;
  referralId: string | null;
  /** Why a referral waiting for this customer gives no credit (referral-credit.ts), or null. */
  referralProblem: string | null;
}

export type RewardsRefusal = { code: 'rewards'; message: string };

/**
 * Checks a redemption and finds the referral whose credit the order takes, for a signed-in
 * customer's order (`contact`: the email, phone and card the order carries, as far as they are
 * known). The profile row is locked, so two orders placed at once cannot spend the same points:
 * the balance and the referral are asked for with the lock, and the database reads them once it
 * is granted.
 */
export async function planOrderRewards(
  tx: Queryable,
  {
    customerId,
    redeemPoints,
    rewards,
    contact,
  }: { customerId: string | null; redeemPoints: number; rewards: RewardsSettings; contact?: ReferralContact },
): Promise<OrderRewardsPlan | RewardsRefusal> {
  if (!customerId) {
    return redeemPoints > 0
      ? { code: 'rewards', message: 'Sign in to use your rewards points.' }
      : { discounts: [], redeemPoints: 0, referralId: null, referralProblem: null };
  }
  const tier = redeemPoints > 0 ? rewards.redemptionTiers.find((candidate) => candidate.points === redeemPoints) : null;
  if (tier === undefined) return { code: 'rewards', message: 'Choose one of the rewards offered.' };
  const [, balance, referral] = await Promise.all([
    tx.query('select 1 from profiles where id = $1 for update', [customerId]),
    tier ? rewardsBalance(tx, customerId) : 0,
    rewards.referralDiscountCents > 0 ? referralCredit(tx, customerId, contact) : null,
  ]);
  const discounts: OrderDiscount[] = [];
  if (tier) {
    if (balance < redeemPoints)
      return { code: 'rewards', message: `You have ${balance} points; that reward needs ${redeemPoints}.` };
    discounts.push(rewardsDiscount(tier));
  }
  if (referral?.referralId) discounts.push(referralDiscount(rewards.referralDiscountCents));
  return {
    discounts,
    redeemPoints,
    referralId: referral?.referralId ?? null,
    referralProblem: referral?.problem ?? null,
  };
}

/** The order discount a redemption tier gives (named by its points on receipts and reports). */
export function rewardsDiscount(tier: { points: number; discountCents: number }): OrderDiscount {
  return { kind: 'rewards', label: `${tier.points} rewards points`, amountCents: tier.discountCents };
}

/** The referred customer's first-order discount. */
export function referralDiscount(amountCents: number): OrderDiscount {
  return { kind: 'referral', label: 'Referral: first order', amountCents };
}

/** Records what the placed order took: the points spent and the referral it used. */
export async function recordOrderRewards(
  tx: Queryable,
  {
    orderId,
    customerId,
    plan,
    applied,
    now,
  }: {
    orderId: string;
    customerId: string;
    plan: OrderRewardsPlan;
    applied: { slug: string; savingsCents: number }[];
    now: Date;
  },
): Promise<void> {
  const saved = (kind: string) => applied.find((entry) => entry.slug === kind)?.savingsCents ?? 0;
  await Promise.all([
    tx.query(
      'update orders set rewards_points_redeemed = $2, rewards_discount_cents = $3, referral_discount_cents = $4 where id = $1',
      [orderId, plan.redeemPoints, saved('rewards'), saved('referral')],
    ),
    plan.redeemPoints > 0
      ? addRewardEntry(tx, { customerId, points: -plan.redeemPoints, reason: 'order_redeemed', orderId, now })
      : null,
    plan.referralId
      ? tx.query('update referrals set first_order_id = $2 where id = $1', [plan.referralId, orderId])
      : null,
  ]);
}

/**
 * A picked-up order pays out: points per dollar of its pre-tax cannabis spend, the birthday bonus
 * once a year in the birthday month, and the referrer's points when it was a referred customer's
 * first order. Each is written at most once (rewards-ledger.ts).
 */
export async function rewardPickedUpOrder(
  tx: Queryable,
  orderId: string,
  { rewards, timeZone, now }: { rewards: RewardsSettings; timeZone: string; now: Date },
): Promise<void> {
  const [order] = await tx.query<{ customer_id: string | null; cannabis_cents: number; birthday: string | null }>(
    `select o.customer_id, coalesce((select sum(price_cents) from order_lines where order_id = o.id and excise_taxable), 0)::int as cannabis_cents,
            to_char(p.birthday, 'MM') as birthday
       from orders o left join profiles p on p.id = o.customer_id where o.id = $1`,
    [orderId],
  );
  if (order?.customer_id) {
    const points = pointsEarned(order.cannabis_cents, rewards);
    await addRewardEntry(tx, { customerId: order.customer_id, points, reason: 'order_earned', orderId, now });
    const today = todayIn(timeZone, now);
    if (order.birthday === today.slice(5, 7) && rewards.birthdayBonusPoints > 0) {
      const given = await tx.query(
        `select 1 from reward_ledger where customer_id = $1 and reason = 'birthday' and created_at >= $2::date`,
        [order.customer_id, `${today.slice(0, 4)}-01-01`],
      );
      if (given.length === 0)
        await addRewardEntry(tx, {
          customerId: order.customer_id,
          points: rewards.birthdayBonusPoints,
          reason: 'birthday',
          orderId,
          now,
        });
    }
  }
  const [referral] = await tx.query<{ id: string; referrer_id: string }>(
    'update referrals set rewarded_at = $2 where first_order_id = $1 and rewarded_at is null returning id, referrer_id',
    [orderId, now],
  );
  if (referral) {
    await addRewardEntry(tx, {
      customerId: referral.referrer_id,
      points: rewards.referralReferrerPoints,
      reason: 'referral',
      referralId: referral.id,
      now,
    });
  }
}

/** Points a pickup earns: per whole dollar of its pre-tax cannabis spend. */
export function pointsEarned(cannabisCents: number, rewards: Pick<RewardsSettings, 'pointsPerDollar'>): number {
  return Math.floor(cannabisCents / 100) * rewards.pointsPerDollar;
}

/**
 * An order that ends without a sale gives back the points it spent, and its referral discount
 * waits for the customer's next first order.
 */
export async function releaseOrderRewards(tx: Queryable, orderId: string, now: Date): Promise<void> {
  const [order] = await tx.query<{ customer_id: string | null; rewards_points_redeemed: number }>(
    'select customer_id, rewards_points_redeemed from orders where id = $1',
    [orderId],
  );
  if (order?.customer_id && order.rewards_points_redeemed > 0) {
    await addRewardEntry(tx, {
      customerId: order.customer_id,
      points: order.rewards_points_redeemed,
      reason: 'order_refunded',
      orderId,
      now,
    });
  }
  await tx.query('update referrals set first_order_id = null where first_order_id = $1 and rewarded_at is null', [
    orderId,
  ]);
}
