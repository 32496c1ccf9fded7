import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Deal, DealTarget } from '../deals/deal.ts';
import { priceCart, type CartLineInput, type CartPricingContext, type PricedCart } from './cart-pricing.ts';
import { MICHIGAN, SATURDAY, TZ, WEDNESDAY_EVENING, deal } from './cart-pricing.test-fixtures.ts';
import { taxLine } from './taxes.ts';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];
const BRANDS = ['north-bank', 'river-raisin'];
const CATEGORIES = ['flower', 'pre-rolls', 'concentrates', 'merch'];

const cartLine = (key: string): fc.Arbitrary<CartLineInput> =>
  fc.record({
    key: fc.constant(key),
    productSlug: fc.constant(key),
    brandSlug: fc.constantFrom(null, ...BRANDS),
    categorySlugs: fc.subarray(CATEGORIES, { minLength: 1 }),
    unitPriceCents: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom(0, 1, 999, 2_500)),
    exciseTaxable: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 4 }),
  });

const lines = fc
  .uniqueArray(fc.constantFrom(...KEYS), { maxLength: KEYS.length })
  .chain((keys) => fc.tuple(...keys.map(cartLine)));

const targets: fc.Arbitrary<Pick<Deal, 'scope' | 'targets'>> = fc.oneof(
  fc.constant({ scope: 'all' as const, targets: [] as DealTarget[] }),
  fc.subarray(KEYS, { minLength: 1 }).map((slugs) => ({
    scope: 'products' as const,
    targets: slugs.map((slug): DealTarget => ({ kind: 'product', slug, name: slug })),
  })),
  fc.subarray(BRANDS, { minLength: 1 }).map((slugs) => ({
    scope: 'brands' as const,
    targets: slugs.map((slug): DealTarget => ({ kind: 'brand', slug, name: slug })),
  })),
  fc.subarray(CATEGORIES, { minLength: 1 }).map((slugs) => ({
    scope: 'categories' as const,
    targets: slugs.map((slug): DealTarget => ({ kind: 'category', slug, name: slug })),
  })),
);

const terms: fc.Arbitrary<Partial<Deal> & Pick<Deal, 'kind'>> = fc.oneof(
  fc.record({ kind: fc.constant('percent_off' as const), percentOff: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('amount_off' as const), amountOffCents: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({
    kind: fc.constant('buy_x_get_y' as const),
    buyQuantity: fc.integer({ min: 1, max: 3 }),
    getQuantity: fc.integer({ min: 1, max: 2 }),
    percentOff: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    kind: fc.constant('bundle_price' as const),
    bundleQuantity: fc.integer({ min: 2, max: 4 }),
    bundlePriceCents: fc.integer({ min: 1, max: 40_000 }),
  }),
);

const someDeal = (slug: string): fc.Arbitrary<Deal> =>
  fc
    .record({
      terms,
      targets,
      // Weighted toward deals that run, so most carts meet some deal.
      audience: fc.constantFrom('all' as const, 'all' as const, 'adult' as const, 'medical' as const),
      eligibility: fc.constantFrom(
        'everyone' as const,
        'everyone' as const,
        'first_time' as const,
        'birthday' as const,
      ),
      daysOfWeek: fc.option(fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }), { nil: null, freq: 2 }),
      stackable: fc.boolean(),
    })
    .map(({ terms: dealTerms, targets: covered, ...rest }) => deal({ slug, ...dealTerms, ...covered, ...rest }));

const deals = fc
  .uniqueArray(fc.constantFrom('d0', 'd1', 'd2', 'd3', 'd4', 'd5'), { minLength: 1, maxLength: 5 })
  .chain((slugs) => fc.tuple(...slugs.map(someDeal)));

const context: fc.Arbitrary<CartPricingContext> = fc.record({
  mode: fc.constantFrom('adult' as const, 'medical' as const),
  deals,
  now: fc.constantFrom(SATURDAY, WEDNESDAY_EVENING),
  timeZone: fc.constant(TZ),
  rates: fc.oneof(fc.constant(MICHIGAN), fc.record({ exciseBps: fc.nat(2_000), salesBps: fc.nat(1_500) })),
  customer: fc.record({ firstOrder: fc.boolean(), birthdayThisMonth: fc.boolean() }),
  orderDiscounts: fc.oneof(
    fc.constant([]),
    fc.array(
      fc.record({
        kind: fc.constantFrom('rewards' as const, 'referral' as const),
        label: fc.constant('credit'),
        amountCents: fc.nat(30_000),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  ),
});

/** A cart and the same lines in another order. */
const shuffledLines = lines.chain((cart) =>
  fc.tuple(fc.constant(cart), fc.shuffledSubarray(cart, { minLength: cart.length, maxLength: cart.length })),
);

function byKey(cart: PricedCart) {
  return Object.fromEntries(cart.lines.map((priced) => [priced.key, priced]));
}

function totals({ subtotalCents, discountCents, exciseCents, salesTaxCents, totalCents }: PricedCart) {
  return { subtotalCents, discountCents, exciseCents, salesTaxCents, totalCents };
}

// Deals meet about half the carts drawn, so more runs than fast-check's default 100.
const runs = { numRuns: 300 };

describe('priceCart, for any cart and any deals', () => {
  it('adds up: each line is price + excise + sales tax, the cart the sum of its lines, all in whole cents', () => {
    fc.assert(
      fc.property(lines, context, (cart, sale) => {
        const priced = priceCart(cart, sale);
        for (const result of priced.lines) {
          expect(result.totalCents).toBe(result.priceCents + result.exciseCents + result.salesTaxCents);
          expect(result.priceCents).toBe(result.subtotalCents - result.discountCents);
          expect(result.subtotalCents).toBe(result.unitPriceCents * result.quantity);
        }
        for (const field of ['subtotalCents', 'discountCents', 'exciseCents', 'salesTaxCents', 'totalCents'] as const) {
          expect(priced[field]).toBe(priced.lines.reduce((sum, result) => sum + result[field], 0));
        }
        const numbers = [
          ...Object.values(totals(priced)),
          ...priced.lines.flatMap((result) => Object.values(result).filter((value) => typeof value === 'number')),
          ...priced.applied.map((applied) => applied.savingsCents),
        ];
        expect(numbers.every(Number.isSafeInteger)).toBe(true);
      }),
      runs,
    );
  });

  it('never discounts a line below zero or above its subtotal, never taxes negatively, and taxes the Michigan way', () => {
    fc.assert(
      fc.property(lines, context, (cart, sale) => {
        const priced = priceCart(cart, sale);
        priced.lines.forEach((result, position) => {
          expect(result.discountCents).toBeGreaterThanOrEqual(0);
          expect(result.discountCents).toBeLessThanOrEqual(result.subtotalCents);
          expect(result.priceCents).toBeGreaterThanOrEqual(0);
          expect(result.exciseCents).toBeGreaterThanOrEqual(0);
          expect(result.salesTaxCents).toBeGreaterThanOrEqual(0);
          const input = cart[position]!;
          expect(taxLine(result.priceCents, input.exciseTaxable, sale.mode, sale.rates)).toEqual({
            priceCents: result.priceCents,
            exciseCents: result.exciseCents,
            salesTaxCents: result.salesTaxCents,
            totalCents: result.totalCents,
          });
        });
      }),
      runs,
    );
  });

  it('accounts for every cent of discount in `applied`, and caps order discounts at what is left', () => {
    fc.assert(
      fc.property(lines, context, (cart, sale) => {
        const priced = priceCart(cart, sale);
        expect(priced.applied.reduce((sum, applied) => sum + applied.savingsCents, 0)).toBe(priced.discountCents);
        const credits = priced.applied.slice(priced.applied.length - (sale.orderDiscounts?.length ?? 0));
        credits.forEach((credit, position) => {
          expect(credit.savingsCents).toBeLessThanOrEqual(sale.orderDiscounts![position]!.amountCents);
        });
      }),
      runs,
    );
  });

  it('prices the same cart the same way every time, whatever the order of its lines or of the deals', () => {
    fc.assert(
      fc.property(shuffledLines, context, ([cart, shuffled], sale) => {
        const priced = priceCart(cart, sale);
        expect(priceCart(cart, sale)).toEqual(priced);
        const reordered = priceCart(shuffled, sale);
        expect(totals(reordered)).toEqual(totals(priced));
        expect(byKey(reordered)).toEqual(byKey(priced));
        expect(reordered.applied).toEqual(priced.applied);
        expect(priceCart(cart, { ...sale, deals: [...sale.deals].reverse() })).toEqual(priced);
      }),
      runs,
    );
  });

  it('never charges more for buy-x-get-y and pack deals than the units would pay with their own deals', () => {
    fc.assert(
      fc.property(lines, context, (cart, sale) => {
        const withoutCredits = { ...sale, orderDiscounts: [] };
        const unitDealsOnly = sale.deals.filter((offer) => offer.kind === 'percent_off' || offer.kind === 'amount_off');
        const all = priceCart(cart, withoutCredits);
        const own = priceCart(cart, { ...withoutCredits, deals: unitDealsOnly });
        expect(all.subtotalCents - all.discountCents).toBeLessThanOrEqual(own.subtotalCents - own.discountCents);
      }),
      runs,
    );
  });
});
