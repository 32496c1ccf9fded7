/** Builders for the cart pricing tests: a Michigan sale on a Saturday morning in Monroe. */
import type { Deal } from '../deals/deal.ts';
import type { CartLineInput, CartPricingContext } from './cart-pricing.ts';

export const TZ = 'America/Detroit';
/** Saturday 2026-11-21, 10:00 in Monroe. */
export const SATURDAY = new Date('2026-11-21T15:00:00Z');
/** Wednesday 2026-11-25, 21:00 in Monroe (Thursday 02:00 UTC). */
export const WEDNESDAY_EVENING = new Date('2026-11-26T02:00:00Z');
export const MICHIGAN = { exciseBps: 1000, salesBps: 600 };

export function deal(fields: Partial<Deal> & Pick<Deal, 'slug' | 'kind'>): Deal {
  return {
    title: fields.slug,
    description: '',
    percentOff: null,
    amountOffCents: null,
    buyQuantity: null,
    getQuantity: null,
    bundleQuantity: null,
    bundlePriceCents: null,
    sizeWeightMg: null,
    scope: 'all',
    targets: [],
    audience: 'all',
    eligibility: 'everyone',
    daysOfWeek: null,
    startsAt: null,
    endsAt: null,
    stackable: false,
    ...fields,
  };
}

export const percentOff = (slug: string, percent: number, fields: Partial<Deal> = {}) =>
  deal({ slug, kind: 'percent_off', percentOff: percent, ...fields });
export const amountOff = (slug: string, cents: number, fields: Partial<Deal> = {}) =>
  deal({ slug, kind: 'amount_off', amountOffCents: cents, ...fields });
export const buyGet = (slug: string, buy: number, get: number, percent: number, fields: Partial<Deal> = {}) =>
  deal({ slug, kind: 'buy_x_get_y', buyQuantity: buy, getQuantity: get, percentOff: percent, ...fields });
export const pack = (slug: string, quantity: number, cents: number, fields: Partial<Deal> = {}) =>
  deal({ slug, kind: 'bundle_price', bundleQuantity: quantity, bundlePriceCents: cents, ...fields });

/** A deal on one category (and so its subcategories). */
export const onCategory = (slug: string): Partial<Deal> => ({
  scope: 'categories',
  targets: [{ kind: 'category', slug, name: slug }],
});

export function line(
  key: string,
  unitPriceCents: number,
  quantity = 1,
  fields: Partial<CartLineInput> = {},
): CartLineInput {
  return {
    key,
    productSlug: key,
    brandSlug: null,
    categorySlugs: ['flower'],
    unitPriceCents,
    exciseTaxable: true,
    quantity,
    ...fields,
  };
}

export const merch = (key: string, unitPriceCents: number, quantity = 1) =>
  line(key, unitPriceCents, quantity, { categorySlugs: ['merch'], exciseTaxable: false });

export function sale(fields: Partial<CartPricingContext> = {}): CartPricingContext {
  return {
    mode: 'adult',
    deals: [],
    now: SATURDAY,
    timeZone: TZ,
    rates: MICHIGAN,
    customer: { firstOrder: false, birthdayThisMonth: false },
    ...fields,
  };
}
