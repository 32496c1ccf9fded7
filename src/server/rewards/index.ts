/**
 * Rewards: the points ledger and its balance, the rewards and referral pages' reading, referral
 * codes and the friends they bring, and what an order spends, earns and gives back (planned with
 * the basket, recorded with the order, paid on pickup, released when it is cancelled).
 */
export { loadCustomerRewards, type CustomerRewards } from './rewards-page.ts';
export {
  recordReferral,
  referralCode,
  referralCodeExists,
  referredFriends,
  type ReferralRefusal,
  type ReferredFriend,
} from './referrals.ts';
export { addRewardEntry, rewardsBalance, rewardsHistory, type RewardEntry } from './rewards-ledger.ts';
export {
  planOrderRewards,
  pointsEarned,
  recordOrderRewards,
  referralDiscount,
  releaseOrderRewards,
  rewardPickedUpOrder,
  rewardsDiscount,
  type OrderRewardsPlan,
  type RewardsRefusal,
} from './order-rewards.ts';
export { referralCredit, type ReferralContact, type ReferralCredit } from './referral-credit.ts';
