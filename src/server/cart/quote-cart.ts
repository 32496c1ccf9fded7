/**
 * The cart quote: the shopper's cart priced by the server with the catalog, stock, deals and taxes
 * as they are now, through the same pieces order placement uses (loadOrderItems, listActiveDeals, priceItemsWithDeals),
 * so the out-the-door total in the cart drawer is the total checkout will charge. It writes nothing.
 */
import type { Queryable } from '../db/database.ts';
import type { CartQuote, CartQuoteLine, CartQuoteRequest } from '#lib/cart/cart-quote.ts';
import type { Deal } from '#lib/deals/deal.ts';
import { dealAppliesTo } from '#lib/deals/deal-match.ts';
import { checkPurchaseLimits } from '#lib/limits/purchase-limits.ts';
import type { PricedCart } from '#lib/pricing/cart-pricing.ts';
import { loadOrderItems, type OrderItem } from './order-items.ts';
import { customerFacts, priceItemsWithDeals } from './price-order-items.ts';
import { planOrderRewards, type ReferralContact } from '../rewards/index.ts';
import type { OrderDiscount } from '#lib/pricing/cart-pricing.ts';
import type { RewardsSettings } from '#lib/rewards/rewards-settings.ts';
import { getStoreSettings, listStoreSettings, taxRatesOf, type StoreSettings } from '../settings/index.ts';
import { Refusal } from '../http/index.ts';
import { activeDealsOf, readActiveDeals } from '../deals/index.ts';
import { readSwitchableSizes, switchableSizesFrom } from './product-sizes.ts';

/** Who asks: a signed-in account, or nobody (a guest). */
export type QuoteShopper = { id: string; email: string } | null;

/**
 * What the caller has already read: the storefront's store-wide cache (request-context.ts), so a
 * quote asks the database only for the sizes and the shopper. Absent, they are read here.
 */
export interface QuoteStoreFacts {
  /** The settings of the store the request names (the default store's when it names none). */
  settings?: StoreSettings;
  /** Every active deal (readActiveDeals); which run now is judged here. */
  deals?: readonly Deal[];
}

const EMPTY_CART: PricedCart = {
  lines: [],
  subtotalCents: 0,
  discountCents: 0,
  exciseCents: 0,
  salesTaxCents: 0,
  totalCents: 0,
  applied: [],
};

/** One line per size, quantities added up, in the order the shopper added them. */
function mergeLines(lines: CartQuoteRequest['lines']): { variantId: string; quantity: number }[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.variantId, (merged.get(line.variantId) ?? 0) + line.quantity);
  return [...merged].map(([variantId, quantity]) => ({ variantId, quantity }));
}

async function profileBirthday(db: Queryable, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ birthday: string | null }>(
    'select birthday::text as birthday from profiles where id = $1',
    [accountId],
  );
  return row?.birthday ?? null;
}

/**
 * First-order and birthday deals covering something priced that the quote could not decide: the
 * first-order deal until an email (or an account) is known, the birthday deal until a date of birth is.
 */
function undecidedCustomerDeals(
  deals: readonly Deal[],
  items: readonly OrderItem[],
  known: { customer: boolean; birthdate: boolean },
) {
  const undecided = deals.filter(
    (deal) =>
      (deal.eligibility === 'first_time' && !known.customer) || (deal.eligibility === 'birthday' && !known.birthdate),
  );
  return undecided
    .filter((deal) =>
      items.some((item) =>
        dealAppliesTo(deal, { slug: item.productSlug, brandSlug: item.brandSlug, categorySlugs: item.categorySlugs }),
      ),
    )
    .map(({ slug, title }) => ({ slug, title }));
}

/**
 * The settings of the open store whose slug is `slug`, among `stores`; a 400 refusal when no open
 * store has it (a closed store takes no orders, so its cart cannot be priced either).
 */
export function storeNamed(stores: readonly StoreSettings[], slug: string): StoreSettings {
  const store = stores.find((candidate) => candidate.store.slug === slug);
  if (!store) throw new Refusal(400, `There is no store "${slug}" to pick up from.`, 'store');
  return store;
}

/**
 * Prices the cart on `request.mode`'s menu at `request.store` (the default store when absent):
 * that store's prices, stock and carried sizes, its time zone for the day's deals and its tax
 * rates. A size that cannot be bought now (unknown, archived,
 * recalled, medical-only on the adult-use menu, sold out) is returned unpriced with why; a size
 * with less stock than asked is priced for what is left. First-order and birthday deals are
 * decided as order placement decides them, from the contact checkout sends (its email and date of
 * birth) or else the signed-in account's; until then the quote names them as undecided.
 *
 * Every statement is sent as soon as what it needs is known: the settings, the sizes, their
 * siblings and the account's birthday at once, then the customer's history, rewards and the day's
 * deals at once (docs/decisions/0039-….md). Settings and deals the caller passes are not read again.
 * A quote only shows a total: placement prices the order again in its own transaction.
 */
export async function quoteCart(
  db: Queryable,
  request: CartQuoteRequest,
  shopper: QuoteShopper,
  now = new Date(),
  known: QuoteStoreFacts = {},
): Promise<CartQuote> {
  const lines = mergeLines(request.lines);
  const variantIds = lines.map((line) => line.variantId);
  const named =
    request.store === undefined || known.settings?.store.slug === request.store
      ? known.settings
      : storeNamed(await listStoreSettings(db), request.store);
  const storeId = named?.store.id;
  const [settings, items, siblings, profileBirthdate] = await Promise.all([
    named ?? getStoreSettings(db),
    loadOrderItems(db, variantIds, request.mode, storeId),
    readSwitchableSizes(db, variantIds, request.mode, storeId),
    request.contact?.birthdate === undefined && shopper ? profileBirthday(db, shopper.id) : null,
  ]);
  const asked = lines.map((line) => {
    const item = items.get(line.variantId);
    const sellable = item?.sellable ?? false;
    const available = item?.stock ?? 0;
    return { ...line, item, sellable, available, pricedQuantity: sellable ? Math.min(line.quantity, available) : 0 };
  });
  const ordered = asked.flatMap(({ item, pricedQuantity }) =>
    item && pricedQuantity > 0 ? [{ item, quantity: pricedQuantity }] : [],
  );

  const email = request.contact?.email ?? shopper?.email ?? null;
  const birthdate = request.contact?.birthdate ?? profileBirthdate;
  const [customer, rewards, deals] = await Promise.all([
    customerFacts(db, { email, customerId: shopper?.id ?? null, birthdate }, settings, now),
    quoteRewards(db, shopper, request.redeemPoints ?? 0, settings.rewards, {
      email,
      phone: request.contact?.phone ?? null,
      medicalCard: request.mode === 'medical' ? (request.contact?.medicalCardNumber ?? null) : null,
    }),
    lines.length > 0
      ? Promise.resolve(known.deals ?? readActiveDeals(db)).then(
          (active) => activeDealsOf(active, { now, timeZone: settings.timeZone, mode: request.mode }).ongoing,
        )
      : [],
  ]);
  const rates = taxRatesOf(settings, request.mode, now);
  const priced =
    ordered.length > 0
      ? priceItemsWithDeals(ordered, deals, {
          mode: request.mode,
          customer,
          settings,
          now,
          orderDiscounts: rewards.discounts,
        })
      : EMPTY_CART;
  const pricedByKey = new Map(priced.lines.map((line) => [line.key, line]));
  const switchable = switchableSizesFrom(siblings, { mode: request.mode, deals, rates });

  const quoteLines = asked.map(({ variantId, quantity, item, sellable, available, pricedQuantity }): CartQuoteLine => {
    const line = pricedByKey.get(variantId);
    return {
      variantId,
      quantity,
      pricedQuantity,
      unitPriceCents: item?.unitPriceCents ?? 0,
      discountCents: line?.discountCents ?? 0,
      priceCents: line?.priceCents ?? 0,
      totalCents: line?.totalCents ?? 0,
      deals: line?.deals ?? [],
      available,
      sellable,
      sizes: switchable.get(variantId) ?? [],
    };
  });
  const limits = checkPurchaseLimits(
    ordered.map(({ item, quantity }) => ({
      limitCategory: item.limitCategory,
      limitAmount: item.limitAmount,
      quantity,
      name: item.productName,
    })),
    { mode: request.mode, settings: settings.limits },
  );
  return {
    mode: request.mode,
    lines: quoteLines,
    totals: {
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      exciseCents: priced.exciseCents,
      salesTaxCents: priced.salesTaxCents,
      totalCents: priced.totalCents,
    },
    applied: priced.applied,
    rewardsProblem: rewards.problem,
    referralProblem: rewards.referralProblem,
    customerDealsAtCheckout: undecidedCustomerDeals(
      ordered.length > 0 ? deals : [],
      ordered.map(({ item }) => item),
      { customer: email !== null || shopper !== null, birthdate: birthdate !== null },
    ),
    limits,
  };
}

/**
 * The rewards and referral credit a signed-in customer's order would get, as order placement
 * decides them (planOrderRewards); points that cannot be spent are left out and said why, and so
 * is a referral credit the order does not get.
 */
async function quoteRewards(
  db: Queryable,
  shopper: QuoteShopper,
  redeemPoints: number,
  rewards: RewardsSettings,
  contact: ReferralContact,
): Promise<{ discounts: OrderDiscount[]; problem: string | null; referralProblem: string | null }> {
  if (!shopper) {
    return {
      discounts: [],
      problem: redeemPoints > 0 ? 'Sign in to use your rewards points.' : null,
      referralProblem: null,
    };
  }
  const plan = await planOrderRewards(db, { customerId: shopper.id, redeemPoints, rewards, contact });
  if (!('code' in plan)) return { discounts: plan.discounts, problem: null, referralProblem: plan.referralProblem };
  const without = await planOrderRewards(db, { customerId: shopper.id, redeemPoints: 0, rewards, contact });
  return 'code' in without
    ? { discounts: [], problem: plan.message, referralProblem: null }
    : { discounts: without.discounts, problem: plan.message, referralProblem: without.referralProblem };
}
