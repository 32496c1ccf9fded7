import type { RewardsSettings } from './rewards-settings.ts';

type Tier = RewardsSettings['redemptionTiers'][number];

/** What a points balance buys at checkout now, and the next reward still to reach. */
export interface PointsWorth {
  /** The largest reward the balance covers (one reward per order), or null below the first. */
  now: Tier | null;
  /** The next larger reward and how many more points it takes, or null past the last. */
  next: (Tier & { pointsToGo: number }) | null;
}

/** Where a balance stands against the store's redemption tiers (any order: they are sorted here). */
export function pointsWorth(balance: number, tiers: readonly Tier[]): PointsWorth {
  const sorted = [...tiers].sort((a, b) => a.points - b.points);
  const now = sorted.findLast((tier) => tier.points <= balance) ?? null;
  const next = sorted.find((tier) => tier.points > balance) ?? null;
  return { now, next: next && { ...next, pointsToGo: next.points - balance } };
}
