/** How rewards points and referrals work in this store (store settings, shown on /rewards and used at checkout). */
export interface RewardsSettings {
  /** Points per whole dollar of pre-tax cannabis spend on a picked-up order. */
  pointsPerDollar: number;
  birthdayBonusPoints: number;
  /** What points buy at checkout, fewest points first. */
  redemptionTiers: { points: number; discountCents: number }[];
  referralDiscountCents: number;
  referralReferrerPoints: number;
}
