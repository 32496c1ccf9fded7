import type { PlannedCustomer } from './history-customers.ts';
import type { HistoryPerson } from './history-people.ts';
import type { HistoryOrder } from './history-types.ts';

/**
 * Someone who orders in the history, an account or a guest (known by their email, as the store
 * knows guests): what the store would find about them at the instant of an order. First-order
 * deals, the referral credit and the first-purchase question all depend on their earlier orders.
 */
export interface Identity {
  person: HistoryPerson;
  customer: PlannedCustomer | null;
  /** Whether they tick the marketing boxes at their first checkout. */
  emailConsent: boolean;
  smsConsent: boolean;
  /** Their orders so far: when placed, and when cancelled or expired (null when kept). */
  orders: { placedAt: number; voidAt: number | null }[];
  /**
   * Their earliest pickup so far and how far into the history it was; it is only known to be their
   * first once no order placed later could be picked up before it (then it may be answered).
   */
  firstPickup: { order: HistoryOrder; progress: number; settled: boolean } | null;
  /** The sizes of their first order (variant ids), which regulars often buy again. */
  favourites: string[];
  /** Flower-equivalent mg bought on their medical card, by store-local day and by month. */
  medicalMg: Map<string, number>;
}

export function identityOf(
  person: HistoryPerson,
  customer: PlannedCustomer | null,
  consent: { email: boolean; sms: boolean },
): Identity {
  return {
    person,
    customer,
    emailConsent: consent.email,
    smsConsent: consent.sms,
    orders: [],
    firstPickup: null,
    favourites: [],
    medicalMg: new Map(),
  };
}

/** Whether an earlier order still stood at `at` (customerFacts' first-order rule: cancelled and expired ones do not count). */
export function hadOrderAt(identity: Identity, at: Date): boolean {
  const time = at.getTime();
  return identity.orders.some((order) => order.placedAt < time && (order.voidAt === null || order.voidAt > time));
}

/** What a patient already bought today and this month (medical-history.ts), on the store's calendar. */
export function medicalHistoryOn(identity: Identity, day: string): { todayMg: number; thisMonthMg: number } {
  return { todayMg: identity.medicalMg.get(day) ?? 0, thisMonthMg: identity.medicalMg.get(day.slice(0, 7)) ?? 0 };
}

export function addMedicalMg(identity: Identity, day: string, mg: number): void {
  identity.medicalMg.set(day, (identity.medicalMg.get(day) ?? 0) + mg);
  identity.medicalMg.set(day.slice(0, 7), (identity.medicalMg.get(day.slice(0, 7)) ?? 0) + mg);
}
