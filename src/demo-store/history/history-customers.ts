import type { Random } from '../random.ts';
import { historyReferralCode, historyUuid } from './history-ids.ts';
import type { PeopleSource } from './history-people.ts';
import type { HistoryCustomer, HistoryReferral } from './history-types.ts';

/**
 * The accounts of the history and how each one shops: one-time buyers, occasional, regular and
 * loyal customers (some drift away, some of those come back), a few accounts that never order,
 * friends referred by customers (some never place that first order). Most accounts are made at
 * their first checkout; referred friends sign up first. Rates are scaled so that the accounts'
 * orders add up to the share of the store's orders they should place.
 */
export type Habit = 'never' | 'once' | 'occasional' | 'regular' | 'loyal';

export interface PlannedCustomer {
  account: HistoryCustomer;
  habit: Habit;
  /** Expected orders on an average day while active. */
  rate: number;
  /** The day (index into the history's days) of their first order; null when they never order. */
  firstOrderDay: number | null;
  /** When the first order is placed (accounts are made at the first checkout, or earlier with a referral). */
  firstOrderAt: Date | null;
  /** Day ranges [from, to) after the first order in which they keep ordering. */
  active: { from: number; to: number }[];
  /** Share of their orders placed on the medical menu (0 without a card). */
  medicalShare: number;
  emailConsent: boolean;
  smsConsent: boolean;
  referral: HistoryReferral | null;
}

const HABITS: { habit: Habit; weight: number; perMonth: [number, number] }[] = [
  { habit: 'never', weight: 0.06, perMonth: [0, 0] },
  { habit: 'once', weight: 0.36, perMonth: [0, 0] },
  { habit: 'occasional', weight: 0.31, perMonth: [0.25, 0.8] },
  { habit: 'regular', weight: 0.19, perMonth: [1, 3] },
  { habit: 'loyal', weight: 0.08, perMonth: [4, 8] },
];
const CHURN: Partial<Record<Habit, number>> = { occasional: 0.45, regular: 0.3, loyal: 0.2 };
const DAYS_PER_MONTH = 30.4;

export interface CustomerPlanOptions {
  count: number;
  /** The mean demand of each day of the history (mean 1). */
  demand: readonly number[];
  /** Orders the accounts should place over the whole history. */
  targetOrders: number;
  /** An instant during opening hours of a day, for when an account was made. */
  timeOn(day: number, random: Random): Date;
  takenReferralCodes: Set<string>;
}

function drawHabit(random: Random): (typeof HABITS)[number] {
  let left = random.next();
  for (const entry of HABITS) {
    left -= entry.weight;
    if (left < 0) return entry;
  }
  return HABITS.at(-1)!;
}

export function planCustomers(random: Random, people: PeopleSource, options: CustomerPlanOptions): PlannedCustomer[] {
  const days = options.demand.length;
  const drafts = Array.from({ length: options.count }, () => {
    // Four in ten were the store's customers already and moved to ordering online in the first weeks.
    const signup = random.chance(0.4)
      ? random.int(0, Math.min(20, days - 1))
      : Math.floor(random.next() ** 0.85 * days);
    const { habit, perMonth } = drawHabit(random);
    return { signup: Math.min(signup, days - 1), habit, perMonth: random.float(perMonth[0], perMonth[1], 3) };
  });
  drafts.sort((a, b) => a.signup - b.signup);

  const planned: PlannedCustomer[] = [];
  const referrers = new ReferrerPool();
  // Codes are shared by customers who signed up on an earlier day.
  let signedUpToday: PlannedCustomer[] = [];
  let today = -1;
  for (const draft of drafts) {
    if (draft.signup !== today) {
      for (const customer of signedUpToday) referrers.add(customer);
      signedUpToday = [];
      today = draft.signup;
    }
    const medical = random.chance(0.13);
    const person = people.next(medical);
    const signedUpAt = options.timeOn(draft.signup, random);
    const account: HistoryCustomer = {
      id: historyUuid(random),
      email: person.email,
      fullName: person.name,
      phone: person.phone,
      birthdate: person.birthdate,
      medicalCard: person.medicalCard,
      referralCode: historyReferralCode(random, options.takenReferralCodes),
      createdAt: new Date(signedUpAt.getTime() - random.int(60, 360) * 1000),
    };
    let habit = draft.habit;
    let firstOrderDay: number | null = habit === 'never' ? null : draft.signup;
    let firstOrderAt: Date | null = habit === 'never' ? null : signedUpAt;
    let referral: HistoryReferral | null = null;
    if (draft.signup >= 30 && referrers.size > 0 && random.chance(0.25)) {
      const referrer = referrers.pick(random);
      referral = {
        id: historyUuid(random),
        referrerId: referrer.account.id,
        referredId: account.id,
        code: referrer.account.referralCode,
        createdAt: account.createdAt,
        firstOrderId: null,
        rewardedAt: null,
      };
      // A friend signs up with the code first; a fifth of them never place that first order.
      if (random.chance(0.2)) habit = 'never';
      firstOrderDay = habit === 'never' ? null : draft.signup + random.int(0, 10);
      if (firstOrderDay !== null && firstOrderDay >= days) firstOrderDay = null;
      firstOrderAt = firstOrderDay === null ? null : options.timeOn(firstOrderDay, random);
      if (firstOrderAt && firstOrderAt <= account.createdAt) {
        // Both on the sign-up day: the account comes first.
        [account.createdAt, firstOrderAt] = [firstOrderAt, new Date(account.createdAt.getTime() + 120_000)];
        referral.createdAt = account.createdAt;
      }
    }
    const customer: PlannedCustomer = {
      account,
      habit,
      rate: draft.perMonth / DAYS_PER_MONTH,
      firstOrderDay,
      firstOrderAt,
      active: firstOrderDay === null || habit === 'once' ? [] : activeRanges(random, habit, firstOrderDay, days),
      medicalShare: person.medicalCard ? 0.85 : 0,
      emailConsent: random.chance(0.38),
      smsConsent: random.chance(0.18),
      referral,
    };
    planned.push(customer);
    if (habit !== 'never' && habit !== 'once') signedUpToday.push(customer);
  }
  calibrate(planned, options);
  return planned;
}

/** Repeat customers who may share their code, drawn by how often they shop (loyal ones share most). */
class ReferrerPool {
  private readonly customers: PlannedCustomer[] = [];
  private readonly cumulative: number[] = [];

  get size(): number {
    return this.customers.length;
  }

  add(customer: PlannedCustomer): void {
    this.customers.push(customer);
    this.cumulative.push((this.cumulative.at(-1) ?? 0) + customer.rate);
  }

  pick(random: Random): PlannedCustomer {
    const target = random.next() * this.cumulative.at(-1)!;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.customers[low]!;
  }
}

/** After the first order: ordering until the end, or drifting away at some day and perhaps coming back. */
function activeRanges(random: Random, habit: Habit, first: number, days: number): { from: number; to: number }[] {
  const from = first + 1;
  if (from >= days) return [];
  if (!random.chance(CHURN[habit] ?? 0)) return [{ from, to: days }];
  const leaves = random.int(Math.min(from + 20, days), days);
  const ranges = [{ from, to: leaves }];
  if (random.chance(0.35)) {
    const returns = leaves + random.int(35, 120);
    if (returns < days) ranges.push({ from: returns, to: days });
  }
  return ranges;
}

/** Scales repeat customers' rates so every account's expected orders add up to the target. */
function calibrate(planned: PlannedCustomer[], { demand, targetOrders }: CustomerPlanOptions): void {
  const cumulative = [0];
  for (const value of demand) cumulative.push(cumulative.at(-1)! + value);
  let fixed = 0;
  let scalable = 0;
  for (const customer of planned) {
    if (customer.firstOrderDay === null) continue;
    fixed += 1;
    for (const { from, to } of customer.active) scalable += customer.rate * (cumulative[to]! - cumulative[from]!);
  }
  const factor = scalable > 0 ? Math.min(20, Math.max(0.05, (targetOrders - fixed) / scalable)) : 1;
  for (const customer of planned) customer.rate *= factor;
}
