/**
 * The referral program's rules as customers read them, from the store's settings: the one wording
 * `/rewards/referrals` shows and content pages show where their body says `::referral-rewards`.
 */
import { formatCents } from '../money.ts';
import type { RewardsSettings } from './rewards-settings.ts';

/** The terms, one sentence (or two) per rule, in order. */
export function referralTerms(
  rewards: Pick<RewardsSettings, 'referralDiscountCents' | 'referralReferrerPoints'>,
  storeName: string,
): string[] {
  return [
    `Every ${storeName} account has a referral code and a link to share.`,
    `A friend who creates a new account with your code gets ${formatCents(rewards.referralDiscountCents)} off their first order, before tax.`,
    `When they pick up that first order, you get ${rewards.referralReferrerPoints} rewards points.`,
    'The code works once per new customer, only on an account that has not ordered before and whose email is confirmed. Your own code does not work for you: not from a second address, nor for an account or order that shares your phone number or medical card.',
    'If the first order is cancelled or not picked up, the discount waits for their next order, and no points are given until an order is picked up.',
    'Customers must be 21 or older (18 or older with a Michigan medical card). Points and discounts have no cash value.',
  ];
}
