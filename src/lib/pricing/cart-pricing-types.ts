/** The shapes of the cart pricing engine (cart-pricing.ts re-exports them). Money is integer cents. */
import type { Deal, DealEligibility } from '../deals/deal.ts';
import type { MenuMode } from '../catalog/menu-query.ts';
import type { TaxRates } from './taxes.ts';

/** A cart line: one variant, its menu price on the sale's menu and how many. */
export interface CartLineInput {
  /** Stable line id (the variant id); unique in a cart. */
  key: string;
  /** What deals match on (a DealProduct): the product, its brand, its category and every one above. */
  productSlug: string;
  brandSlug: string | null;
  categorySlugs: readonly string[];
  /** The size's weight in mg (null for goods sold by the unit); a deal for one size matches on it. */
  weightMg?: number | null;
  /** The menu price for the sale's mode (menuPriceCents), integer ≥ 0. */
  unitPriceCents: number;
  /** Cannabis (excise on adult-use sales) rather than merch. */
  exciseTaxable: boolean;
  /** Integer ≥ 1. */
  quantity: number;
}

/** What first-visit ('first_time') and birthday ('birthday') deals depend on; checked with ID at pickup. */
export interface CustomerFacts {
  firstOrder: boolean;
  birthdayThisMonth: boolean;
}

/** A pre-tax discount on the whole order, applied after deals. */
export interface OrderDiscount {
  kind: 'rewards' | 'referral';
  label: string;
  /** Integer ≥ 0; capped at what the order still costs. */
  amountCents: number;
}

export interface CartPricingContext {
  mode: MenuMode;
  /** Active deals (the loader drops inactive ones); which of them run now is judged here. */
  deals: readonly Deal[];
  now: Date;
  /** The store's IANA time zone: weekday deals run on the store's wall clock. */
  timeZone: string;
  rates: TaxRates;
  customer: CustomerFacts;
  /** Applied in this order. */
  orderDiscounts?: readonly OrderDiscount[];
}

export interface PricedCartLine {
  key: string;
  quantity: number;
  unitPriceCents: number;
  /** unitPriceCents × quantity. */
  subtotalCents: number;
  /** Deals plus the line's share of order discounts; never more than the subtotal. */
  discountCents: number;
  /** subtotalCents − discountCents: the price taxes are charged on. */
  priceCents: number;
  exciseCents: number;
  salesTaxCents: number;
  /** priceCents + exciseCents + salesTaxCents. */
  totalCents: number;
  /** Every deal applied to a unit of the line, the one that saves the line most first. */
  deals: { slug: string; title: string }[];
}

/**
 * A saving on the order: a deal (its slug and title), or an order discount (slug = its kind,
 * title = its label, the amount actually applied after the cap; listed even when that is 0).
 */
export interface AppliedDiscount {
  slug: string;
  title: string;
  savingsCents: number;
  /** A first-visit or birthday deal, which the counter honours only after checking the photo ID. */
  checkId?: IdCheckedEligibility;
}

/** The deals whose eligibility only a photo ID at pickup proves. */
export type IdCheckedEligibility = Exclude<DealEligibility, 'everyone'>;

export interface PricedCart {
  /** In the order of the input lines. */
  lines: PricedCartLine[];
  subtotalCents: number;
  discountCents: number;
  exciseCents: number;
  salesTaxCents: number;
  totalCents: number;
  /** Deals that saved something, largest saving first (then by slug), then order discounts in their order. */
  applied: AppliedDiscount[];
}
