import type { RewardsSettings } from '#lib/rewards/rewards-settings.ts';
import type { Random } from '../random.ts';
import { pointsEarned } from '#server/rewards/index.ts';
import type { HistoryLedgerEntry, HistoryReferral } from './history-types.ts';

interface Account {
  /** Points of entries at or before the last instant asked about. */
  settled: number;
  /** Entries after it (pickups and give-backs still to come), oldest first. */
  pending: { at: number; points: number }[];
  birthdayYears: Set<string>;
}

/**
 * The rewards ledger of the history, kept as the store keeps it: points spent when an order is
 * placed, given back when it is cancelled or expires, earned at pickup (per dollar of cannabis,
 * the birthday bonus once a year in the birthday month, the referrer's points for a friend's
 * first pickup). Balances are read at the instant of each order, so nobody spends points they
 * do not have yet and no balance ever goes below zero. Instants must be asked in time order.
 */
export class RewardsBook {
  private readonly accounts = new Map<string, Account>();
  private entries: HistoryLedgerEntry[] = [];
  private readonly rewards: RewardsSettings;

  constructor(rewards: RewardsSettings) {
    this.rewards = rewards;
  }

  balance(customerId: string, at: Date): number {
    const account = this.account(customerId);
    while (account.pending.length > 0 && account.pending[0]!.at <= at.getTime()) {
      account.settled += account.pending.shift()!.points;
    }
    return account.settled;
  }

  /** The tier a customer spends on an order worth `valueCents` before tax, when they choose to spend. */
  chooseTier(random: Random, customerId: string, at: Date, valueCents: number) {
    const balance = this.balance(customerId, at);
    const affordable = this.rewards.redemptionTiers.filter(
      (tier) => tier.points <= balance && tier.discountCents < valueCents,
    );
    if (affordable.length === 0 || !random.chance(0.45)) return null;
    return random.chance(0.5) ? affordable.at(-1)! : random.pick(affordable);
  }

  redeem(customerId: string, orderId: string, points: number, at: Date): void {
    this.add({ customerId, points: -points, reason: 'order_redeemed', orderId, referralId: null, createdAt: at });
  }

  refund(customerId: string, orderId: string, points: number, at: Date): void {
    this.add({ customerId, points, reason: 'order_refunded', orderId, referralId: null, createdAt: at });
  }

  /**
   * What a pickup pays out (rewardPickedUpOrder's rules): `today` is the store-local day of the
   * pickup, `referral` the customer's, if any.
   */
  pickedUp(
    order: { id: string; customerId: string | null; cannabisCents: number; pickedUpAt: Date },
    today: string,
    birthdate: string | null,
    referral: HistoryReferral | null,
  ): void {
    const at = order.pickedUpAt;
    if (order.customerId) {
      const earned = pointsEarned(order.cannabisCents, this.rewards);
      this.add({
        customerId: order.customerId,
        points: earned,
        reason: 'order_earned',
        orderId: order.id,
        referralId: null,
        createdAt: at,
      });
      const account = this.account(order.customerId);
      const year = today.slice(0, 4);
      if (
        birthdate?.slice(5, 7) === today.slice(5, 7) &&
        this.rewards.birthdayBonusPoints > 0 &&
        !account.birthdayYears.has(year)
      ) {
        account.birthdayYears.add(year);
        this.add({
          customerId: order.customerId,
          points: this.rewards.birthdayBonusPoints,
          reason: 'birthday',
          orderId: order.id,
          referralId: null,
          createdAt: at,
        });
      }
    }
    if (referral && referral.firstOrderId === order.id && referral.rewardedAt === null) {
      referral.rewardedAt = at;
      this.add({
        customerId: referral.referrerId,
        points: this.rewards.referralReferrerPoints,
        reason: 'referral',
        orderId: null,
        referralId: referral.id,
        createdAt: at,
      });
    }
  }

  /** The entries written since the last call. */
  drain(): HistoryLedgerEntry[] {
    const drained = this.entries;
    this.entries = [];
    return drained;
  }

  private add(entry: HistoryLedgerEntry): void {
    if (entry.points === 0) return;
    this.entries.push(entry);
    const account = this.account(entry.customerId);
    const pending = { at: entry.createdAt.getTime(), points: entry.points };
    const position = account.pending.findIndex((other) => other.at > pending.at);
    if (position === -1) account.pending.push(pending);
    else account.pending.splice(position, 0, pending);
  }

  private account(customerId: string): Account {
    let account = this.accounts.get(customerId);
    if (!account) {
      account = { settled: 0, pending: [], birthdayYears: new Set() };
      this.accounts.set(customerId, account);
    }
    return account;
  }
}
