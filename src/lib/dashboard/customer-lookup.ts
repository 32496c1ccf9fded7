import { z } from 'zod';
import type { OrderStatus } from '../orders/order-status.ts';

/** What the counter finds about a customer: who they are, their orders, points and referrals. */

export interface LookupOrder {
  number: string;
  status: OrderStatus;
  /** ISO instants. */
  placedAt: string;
  pickupSlotStart: string;
  totalCents: number;
  lines: { productName: string; sizeLabel: string; quantity: number }[];
}

export type LookupRewardReason = 'order_earned' | 'order_redeemed' | 'order_refunded' | 'referral' | 'birthday' | 'adjustment';

export interface LookupRewardEntry {
  points: number;
  reason: LookupRewardReason;
  orderNumber: string | null;
  note: string | null;
  at: string;
}

export interface LookupPerson {
  name: string;
  email: string;
}

export interface LookupReferral extends LookupPerson {
  referredAt: string;
  /** Their first order was picked up and the referrer earned the referral points. */
  rewarded: boolean;
}

export interface LookupCustomer {
  id: string;
  name: string;
  email: string;
  /** Ten digits, or null when the profile has none. */
  phone: string | null;
  memberSince: string;
  disabled: boolean;
  orderCount: number;
  /** The newest orders (at most a page of them; `orderCount` says how many in all). */
  orders: LookupOrder[];
  points: { balance: number; history: LookupRewardEntry[] };
  referrals: {
    code: string | null;
    referredBy: LookupPerson | null;
    referred: LookupReferral[];
    /** Points earned from friends' first pickups. */
    pointsEarned: number;
  };
}

export interface CustomerLookupResult {
  query: string;
  customers: LookupCustomer[];
  /** More accounts matched than are shown: a longer query narrows them. */
  more: boolean;
}

export const MIN_LOOKUP_QUERY = 2;

/** `?q=`: a name, email or phone number (at least two characters). */
export const customerLookupQuery = z.object({
  q: z
    .string({ error: `Type at least ${MIN_LOOKUP_QUERY} characters of a name, email or phone number.` })
    .trim()
    .min(MIN_LOOKUP_QUERY, `Type at least ${MIN_LOOKUP_QUERY} characters of a name, email or phone number.`)
    .max(100, 'Type at most 100 characters.'),
});

/** Ledger entries in the words the counter uses. */
export const LOOKUP_REWARD_LABELS: Readonly<Record<LookupRewardReason, string>> = {
  order_earned: 'Earned on a pickup',
  order_redeemed: 'Redeemed at checkout',
  order_refunded: 'Given back (order cancelled or not picked up)',
  referral: 'Referral: a friend picked up their first order',
  birthday: 'Birthday bonus',
  adjustment: 'Adjusted by the store',
};
