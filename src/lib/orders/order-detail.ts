import type { MenuMode } from '../catalog/menu-query.ts';
import type { AppliedDiscount } from '../pricing/cart-pricing.ts';
import type { OrderStatus } from './order-status.ts';
import { normalizeRegistryCardNumber } from '../registry-card.ts';

/** One order in full, as the dashboard's order page (/dashboard/orders/{id}) shows it. */

export interface OrderDetailLine {
  productName: string;
  productSlug: string;
  sizeLabel: string;
  quantity: number;
  /** The menu price of one unit when it was ordered. */
  unitPriceCents: number;
  /** Taken off by deals and the order's rewards or referral discount. */
  discountCents: number;
  /** After discounts, before tax. */
  priceCents: number;
  exciseCents: number;
  salesTaxCents: number;
  /** Out the door. */
  totalCents: number;
  /** The deals that priced this line. */
  deals: { slug: string; title: string }[];
}

/** Who moved the order to a status. */
export type OrderEventActor =
  | { kind: 'customer'; name: string }
  /** A placed order without an account. */
  | { kind: 'guest'; name: string }
  | { kind: 'staff'; name: string; email: string }
  /** The store's own job (an order nobody collected expires). */
  | { kind: 'store' }
  /** An account that has since been removed. */
  | { kind: 'unknown' };

export interface OrderDetailEvent {
  status: OrderStatus;
  /** ISO instant. */
  at: string;
  actor: OrderEventActor;
  /** A cancel reason, "Not picked up in time". */
  note: string | null;
}

export interface OrderDetail {
  id: string;
  number: string;
  status: OrderStatus;
  mode: MenuMode;
  contact: {
    name: string;
    email: string;
    /** Ten digits, as stored. */
    phone: string;
    /** 'YYYY-MM-DD' */
    birthdate: string;
  };
  /** Placed signed in (the account earns points) rather than as a guest. */
  hasAccount: boolean;
  /**
   * The registry card of a medical order. The whole number while the order is open, for the
   * counter to check at pickup; once it has ended, only its last four characters (`masked`).
   */
  medicalCard: { number: string; masked: boolean; expiresOn: string } | null;
  /** ISO instants. */
  pickupSlotStart: string;
  pickupSlotEnd: string;
  placedAt: string;
  endedAt: string | null;
  cancelReason: string | null;
  notes: string;
  lines: OrderDetailLine[];
  /**
   * Each saving by name, as the order was priced: every deal, the points spent, referral credit;
   * first-visit and birthday deals carry `checkId`, for the counter to check the photo ID.
   */
  discounts: AppliedDiscount[];
  totals: {
    subtotalCents: number;
    /** All the savings together. */
    discountCents: number;
    exciseCents: number;
    salesTaxCents: number;
    totalCents: number;
  };
  /** Rewards points the customer spent on it (their saving is among `discounts`). */
  rewardsPointsRedeemed: number;
  /** Every status it went through, oldest first. */
  history: OrderDetailEvent[];
  /** The server's clock when it was read, and the store's time zone, for "Today, 3:30 PM". */
  asOf: string;
  timeZone: string;
  /** The store it was placed at. */
  store: { name: string; slug: string };
  /**
   * Its sale as it goes to the store's inventory source (decision 79): where the sale and a void
   * of it stand ('queued', 'sent', 'attention'); null at a store keeping its own stock.
   */
  sourceSale: { state: 'queued' | 'sent' | 'attention'; voidState: 'queued' | 'sent' | 'attention' | null } | null;
}

/** The last four letters or digits of a card number, all that is kept in view once an order has ended. */
export function cardNumberEnding(number: string): string {
  return (normalizeRegistryCardNumber(number) ?? number).slice(-4);
}
