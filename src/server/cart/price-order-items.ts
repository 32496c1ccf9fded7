/**
 * Prices sizes for a customer the one way the store prices them: the deals running now on the
 * sale's menu, then priceCart (deals, Michigan taxes). Order placement and the cart quote both
 * price through priceItemsWithDeals with the deals listActiveDeals reads (each reads them with its
 * other statements), so the total a shopper is quoted is the total the order is placed at.
 */
import type { Queryable } from '../db/database.ts';
import { todayIn } from '#lib/customers/birthday.ts';
import type { Deal } from '#lib/deals/deal.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { priceCart, type CustomerFacts, type OrderDiscount, type PricedCart } from '#lib/pricing/cart-pricing.ts';
import { listActiveDeals } from '../deals/index.ts';
import { taxRatesOf, type StoreSettings } from '../settings/index.ts';
import type { OrderItem } from './order-items.ts';

export interface OrderPricingOptions {
  mode: MenuMode;
  customer: CustomerFacts;
  /** The store's clock and tax schedule: the rates are those in effect at `now`. */
  settings: Pick<StoreSettings, 'timeZone' | 'store' | 'taxSchedule'>;
  now: Date;
  /** Rewards and referral credit, applied after deals and before tax. */
  orderDiscounts?: readonly OrderDiscount[];
}

export interface PricedOrderItems {
  priced: PricedCart;
  /** The deals running now on the menu (what `priced` chose from). */
  deals: Deal[];
}

/** Prices `ordered` (one entry per size, quantity ≥ 1) with today's deals for `customer`. */
export async function priceOrderItems(
  db: Queryable,
  ordered: readonly { quantity: number; item: OrderItem }[],
  options: OrderPricingOptions,
): Promise<PricedOrderItems> {
  const { ongoing } = await listActiveDeals(db, {
    now: options.now,
    timeZone: options.settings.timeZone,
    mode: options.mode,
  });
  return { priced: priceItemsWithDeals(ordered, ongoing, options), deals: ongoing };
}

/**
 * The pricing itself, with the deals given (priceCart keeps those running at `now` on `mode`'s
 * menu for this customer): placement prices with today's deals, the demo history with the deals
 * of its days.
 */
export function priceItemsWithDeals(
  ordered: readonly { quantity: number; item: OrderItem }[],
  deals: readonly Deal[],
  { mode, customer, settings, now, orderDiscounts = [] }: OrderPricingOptions,
): PricedCart {
  return priceCart(
    ordered.map(({ item, quantity }) => ({
      key: item.variantId,
      productSlug: item.productSlug,
      brandSlug: item.brandSlug,
      categorySlugs: item.categorySlugs,
      weightMg: item.weightMg,
      unitPriceCents: item.unitPriceCents,
      exciseTaxable: item.exciseTaxable,
      quantity,
    })),
    {
      mode,
      deals,
      now,
      timeZone: settings.timeZone,
      rates: taxRatesOf(settings, mode, now),
      customer,
      orderDiscounts,
    },
  );
}

/**
 * What first-order and birthday deals depend on: whether the customer has ordered before (by
 * email or account; cancelled and expired orders do not count) and whether `birthdate`
 * (`YYYY-MM-DD`) falls in the store's current month. Nobody known (no email, no account) has not
 * shown a first order; no date of birth, no birthday.
 */
export async function customerFacts(
  db: Queryable,
  who: { email: string | null; customerId: string | null; birthdate: string | null },
  settings: Pick<StoreSettings, 'timeZone'>,
  now: Date,
): Promise<CustomerFacts> {
  const month = todayIn(settings.timeZone, now).slice(5, 7);
  const birthdayThisMonth = who.birthdate !== null && who.birthdate.slice(5, 7) === month;
  if (who.email === null && who.customerId === null) return { firstOrder: false, birthdayThisMonth };
  const earlier = await db.query(
    `select 1 from orders where (lower(email) = lower($1) or customer_id = $2) and status not in ('cancelled', 'expired') limit 1`,
    [who.email, who.customerId],
  );
  return { firstOrder: earlier.length === 0, birthdayThisMonth };
}

/** The priced line of one size: every size of a placed order has one. */
export function pricedLine(priced: PricedCart, variantId: string) {
  const line = priced.lines.find((candidate) => candidate.key === variantId);
  if (!line) throw new Error(`The priced cart has no line for ${variantId}`);
  return line;
}
