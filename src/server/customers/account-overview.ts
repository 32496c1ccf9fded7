import type { Queryable } from '../db/database.ts';
import { rewardsBalance } from '../rewards/index.ts';
import type { StoreSettings } from '../settings/index.ts';
import { pointsWorth, type PointsWorth } from '#lib/rewards/points-worth.ts';
import type { SignedInAccount } from './signed-in-account.ts';

export interface AccountOverview {
  /** The rewards balance and what it buys at checkout now and next (the store's redemption tiers). */
  points: PointsWorth & { balance: number };
}

/** What the account overview shows beside who is signed in: the points and their worth. */
export async function loadAccountOverview(
  db: Queryable,
  account: Pick<SignedInAccount, 'id'>,
  settings: Pick<StoreSettings, 'rewards'>,
): Promise<AccountOverview> {
  const balance = await rewardsBalance(db, account.id);
  return { points: { balance, ...pointsWorth(balance, settings.rewards.redemptionTiers) } };
}
