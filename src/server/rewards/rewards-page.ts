import type { Queryable } from '../db/database.ts';
import type { SignedInAccount } from '../customers/index.ts';
import { referralCode, referredFriends, type ReferredFriend } from './referrals.ts';
import { rewardsBalance, rewardsHistory, type RewardEntry } from './rewards-ledger.ts';

export interface CustomerRewards {
  balance: number;
  history: RewardEntry[];
  referralCode: string | null;
  friends: ReferredFriend[];
}

/** Everything the rewards and referral pages show a signed-in customer about themselves. */
export async function loadCustomerRewards(db: Queryable, account: SignedInAccount): Promise<CustomerRewards> {
  const [balance, history, code, friends] = await Promise.all([
    rewardsBalance(db, account.id),
    rewardsHistory(db, account.id),
    referralCode(db, account.id),
    referredFriends(db, account.id),
  ]);
  return { balance, history, referralCode: code, friends };
}
