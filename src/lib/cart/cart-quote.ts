/**
 * The answer of `POST /api/cart/quote`: the cart priced by the server with today's catalog, deals
 * and taxes, the same way order placement prices it. Shared by the endpoint and the browser.
 * Money is integer cents.
 */
import type { LimitUsage, LimitViolation } from '../limits/purchase-limits.ts';
import type { CartMode } from './cart-line.ts';
import type { QuickOrderSize } from './quick-order-list.ts';

/** What the quote is asked for: a menu and the sizes with their quantities, at a store. */
export interface CartQuoteRequest {
  mode: CartMode;
  /** The slug of the store the cart is picked up at; absent, the default store. */
  store?: string;
  lines: { variantId: string; quantity: number }[];
  /** Rewards points the signed-in customer means to spend at checkout (0: none). */
  redeemPoints?: number;
  /**
   * What checkout knows of the shopper so far: with an email (a guest's, or the one an account
   * orders with) the quote decides the first-order deal, with a date of birth the birthday deal,
   * exactly as order placement will.
   */
  contact?: QuoteContact;
}

/**
 * The contact details a quote's customer deals and referral credit depend on; each is left out
 * until the shopper has typed it in full.
 */
export interface QuoteContact {
  email?: string;
  /** `YYYY-MM-DD`. */
  birthdate?: string;
  phone?: string;
  /** A medical order's registry card number. */
  medicalCardNumber?: string;
}

export interface CartQuoteLine {
  variantId: string;
  /** The quantity asked for. */
  quantity: number;
  /** The units priced: the quantity, or the stock when less is left, or 0 when the size cannot be bought. */
  pricedQuantity: number;
  /** The menu price of one unit on the quote's menu; 0 for a size the store no longer has. */
  unitPriceCents: number;
  discountCents: number;
  /** After deals, before tax. */
  priceCents: number;
  /** Out the door: price plus Michigan excise (adult-use cannabis) and sales tax. */
  totalCents: number;
  deals: { slug: string; title: string }[];
  /** Units in stock now. */
  available: number;
  /** False when the size may not be sold now on this menu (gone, archived, recalled, medical only). */
  sellable: boolean;
  /**
   * The product's sizes that can be bought now on this menu, this line's among them, in menu order:
   * what the cart can switch the line to. Empty when there is no other size to switch to.
   */
  sizes: QuickOrderSize[];
}

export interface CartQuoteTotals {
  subtotalCents: number;
  discountCents: number;
  exciseCents: number;
  salesTaxCents: number;
  totalCents: number;
}

export interface CartQuote {
  mode: CartMode;
  lines: CartQuoteLine[];
  totals: CartQuoteTotals;
  /** Deals that saved something, largest first. */
  applied: { slug: string; title: string; savingsCents: number }[];
  /** Why the points asked for cannot be spent (not signed in, not enough, not a reward), or null. */
  rewardsProblem: string | null;
  /** Why a referral waiting for the signed-in customer gives this order no credit, or null. */
  referralProblem: string | null;
  /**
   * First-order and birthday deals covering the cart that the quote could not decide yet: the
   * first needs an email (or a signed-in account), the second a date of birth; checkout asks for both.
   */
  customerDealsAtCheckout: { slug: string; title: string }[];
  /** The priced units against the store's limits; a medical patient's earlier orders count at checkout. */
  limits: { ok: boolean; usage: LimitUsage[]; violations: LimitViolation[] };
}
