import { z } from 'zod';
import type { OrderStatus } from '../orders/order-status.ts';
import type { RewardReason } from '../vocabulary/rewards.ts';

/** What the counter finds about a customer: who they are, their orders, points and referrals. */

export interface LookupOrder {
  /** Opens the order's page, /dashboard/orders/{id}. */
  id: string;
  number: string;
  status: OrderStatus;
  /** ISO instants. */
  placedAt: string;
  pickupSlotStart: string;
  totalCents: number;
  lines: { productName: string; sizeLabel: string; quantity: number }[];
}

export interface LookupRewardEntry {
  points: number;
  reason: RewardReason;
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

/**
 * Someone who ordered without an account: their orders placed signed out with one email. Email
 * is what makes them one person, as it is what joins their orders to an account once they sign
 * up and confirm it; a phone number can be a household's, so orders under other emails with the
 * same phone are other guests (a search by that phone finds each of them).
 */
export interface LookupGuest {
  /** Lower case, as the orders are grouped. */
  email: string;
  /** The contact name of their newest order, then any other names they ordered under. */
  name: string;
  otherNames: string[];
  /** Every phone number they ordered with (ten digits), the newest order's first. */
  phones: string[];
  orderCount: number;
  /** ISO instants. */
  firstOrderAt: string;
  lastOrderAt: string;
  /** An account has this email too: these orders were placed signed out, or before it was confirmed. */
  hasAccount: boolean;
  /** The newest orders (at most a page of them; `orderCount` says how many in all). */
  orders: LookupOrder[];
}

export interface CustomerLookupResult {
  query: string;
  customers: LookupCustomer[];
  /** More accounts matched than are shown: a longer query narrows them. */
  more: boolean;
  /** Guests whose orders match by name, email or phone, the one with the newest matching order first. */
  guests: LookupGuest[];
  moreGuests: boolean;
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
