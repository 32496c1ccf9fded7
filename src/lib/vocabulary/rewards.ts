/** Why a customer's points changed: one row of `reward_ledger` (its `reason` column). */
export const REWARD_REASONS = [
  'order_earned',
  'order_redeemed',
  'order_refunded',
  'referral',
  'birthday',
  'adjustment',
] as const;
export type RewardReason = (typeof REWARD_REASONS)[number];

/** Words for each kind of entry, as the customer reads them. */
export const REWARD_REASON_LABELS: Readonly<Record<RewardReason, string>> = {
  order_earned: 'Earned on a pickup',
  order_redeemed: 'Redeemed at checkout',
  order_refunded: 'Given back (order not picked up)',
  referral: 'A friend you referred picked up their first order',
  birthday: 'Birthday bonus',
  adjustment: 'Adjusted by the store',
};

/** The same entries in the words the counter uses (customer lookup). */
export const STAFF_REWARD_REASON_LABELS: Readonly<Record<RewardReason, string>> = {
  order_earned: 'Earned on a pickup',
  order_redeemed: 'Redeemed at checkout',
  order_refunded: 'Given back (order cancelled or not picked up)',
  referral: 'Referral: a friend picked up their first order',
  birthday: 'Birthday bonus',
  adjustment: 'Adjusted by the store',
};
