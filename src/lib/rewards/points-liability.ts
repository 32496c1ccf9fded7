import type { RewardsSettings } from './rewards-settings.ts';

type Tier = RewardsSettings['redemptionTiers'][number];

/**
 * What the store owes in rewards: points customers hold, valued at the rate of the smallest reward
 * (fewest points), the rate at which points first buy anything and the one most redemptions use.
 * Larger rewards pay more a point, so this is the floor of what the balance could cost; the
 * rewards report says both (decision 36). No rewards offered means points buy nothing.
 */
export interface PointValue {
  /** The reward the value is read from, or null when the store offers none. */
  tier: Tier | null;
  /** The best rate any reward pays, in cents a point (for the definition's "up to"). */
  bestCentsPerPoint: number;
}

export function pointValue(tiers: readonly Tier[]): PointValue {
  const sorted = [...tiers].sort((a, b) => a.points - b.points);
  const rates = sorted.map((tier) => tier.discountCents / tier.points);
  return { tier: sorted[0] ?? null, bestCentsPerPoint: rates.length > 0 ? Math.max(...rates) : 0 };
}

/** A points balance as integer cents at the value's rate (rounded to the nearest cent). */
export function liabilityCents(points: number, value: PointValue): number {
  if (!value.tier) return 0;
  return Math.round((points * value.tier.discountCents) / value.tier.points);
}
