/**
 * The generated history as plain rows, before it is written: what the simulation produces, the
 * writer stores and the tests inspect. Money in integer cents; instants as Dates; days as
 * store-local 'YYYY-MM-DD'.
 */
import type { AppliedDiscount } from '#lib/pricing/cart-pricing.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { ConsentChannel, ConsentSource, ConsentStatus } from '#lib/vocabulary/consent.ts';
import type { RewardReason } from '#lib/vocabulary/rewards.ts';
import type { OrderStatus } from '#lib/orders/order-status.ts';

export interface MedicalCard {
  number: string;
  expiresOn: string;
}

/** A generated customer account (auth.users + profiles); never one of the demo sign-ins. */
export interface HistoryCustomer {
  id: string;
  email: string;
  fullName: string;
  /** Ten digits, as the store keeps phone numbers. */
  phone: string;
  birthdate: string;
  medicalCard: MedicalCard | null;
  referralCode: string;
  createdAt: Date;
}

export interface HistoryReferral {
  id: string;
  referrerId: string;
  referredId: string;
  code: string;
  createdAt: Date;
  /** Filled in by the simulation: the referred customer's first kept order and its pickup. */
  firstOrderId: string | null;
  rewardedAt: Date | null;
}

export interface HistoryOrderLine {
  variantId: string;
  productSlug: string;
  productName: string;
  sizeLabel: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  priceCents: number;
  exciseCents: number;
  salesTaxCents: number;
  totalCents: number;
  exciseTaxable: boolean;
  limitCategory: string;
  limitAmount: number;
  deals: { slug: string; title: string }[];
}

export interface HistoryOrderEvent {
  status: OrderStatus;
  at: Date;
  actorId: string | null;
  note: string | null;
}

export interface HistoryOrder {
  id: string;
  number: string;
  customerId: string | null;
  status: Extract<OrderStatus, 'picked_up' | 'cancelled' | 'expired'>;
  menuMode: MenuMode;
  contactName: string;
  email: string;
  phone: string;
  birthdate: string;
  medicalCard: MedicalCard | null;
  pickupSlotStart: Date;
  pickupSlotEnd: Date;
  notes: string;
  subtotalCents: number;
  discountCents: number;
  exciseCents: number;
  salesTaxCents: number;
  totalCents: number;
  flowerEquivalentMg: number;
  concentrateMg: number;
  idempotencyKey: string;
  marketingEmailConsent: boolean;
  marketingSmsConsent: boolean;
  placedAt: Date;
  acceptedAt: Date | null;
  readyAt: Date | null;
  pickedUpAt: Date | null;
  cancelledAt: Date | null;
  expiredAt: Date | null;
  cancelReason: string | null;
  updatedAt: Date;
  /** The savings by name, as placement stores them (those that saved something). */
  discounts: AppliedDiscount[];
  rewardsPointsRedeemed: number;
  rewardsDiscountCents: number;
  referralDiscountCents: number;
  lines: HistoryOrderLine[];
  events: HistoryOrderEvent[];
}

export interface HistoryLedgerEntry {
  customerId: string;
  points: number;
  reason: RewardReason;
  orderId: string | null;
  referralId: string | null;
  createdAt: Date;
}

/** A checkout that got as far as contact details (abandoned_checkouts), converted or not. */
export interface HistoryCheckout {
  id: string;
  checkoutKey: string;
  contactName: string;
  email: string | null;
  phone: string | null;
  cart: { variantId: string; quantity: number }[];
  subtotalCents: number;
  capturedAt: Date;
  updatedAt: Date;
  orderId: string | null;
}

/** A later placement through a checkout captured earlier (the same browser's key). */
export interface HistoryCheckoutConversion {
  checkoutId: string;
  orderId: string;
  at: Date;
}

export interface HistoryConsentEvent {
  status: ConsentStatus;
  source: ConsentSource;
  disclosure: { key: string; version: number; text: string };
  /** The date of birth given with a newsletter sign-up. */
  birthdate: string | null;
  occurredAt: Date;
}

/** One (channel, address, marketing) of the consent ledger with every change, oldest first. */
export interface HistoryConsent {
  id: string;
  channel: ConsentChannel;
  address: string;
  accountId: string | null;
  companionAddress: string | null;
  events: HistoryConsentEvent[];
}

export interface HistoryFeedback {
  orderId: string;
  customerId: string | null;
  score: number;
  wentWell: string;
  couldImprove: string;
  createdAt: Date;
}

export interface HistoryStockoutDay {
  variantId: string;
  day: string;
}

/** What one stretch of days adds; written before the next stretch is simulated. */
export interface HistoryChunk {
  orders: HistoryOrder[];
  ledger: HistoryLedgerEntry[];
  feedback: HistoryFeedback[];
  checkouts: HistoryCheckout[];
  conversions: HistoryCheckoutConversion[];
}

/** What is only known once every day has been simulated. */
export interface HistoryTail {
  referrals: HistoryReferral[];
  consents: HistoryConsent[];
}
