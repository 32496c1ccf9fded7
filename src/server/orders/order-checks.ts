/**
 * The second step of placing an order (place-order.ts), after reading and before writing: every
 * check the order must pass, in the order a shopper is told of them — the store open for business,
 * its online ordering not paused and its synced stock current,
 * the customer's age and card (with the registry's word on it), rewards, sizes still sold, the total the shopper saw, Michigan
 * purchase limits (and the registry's allotment), the pickup slot offered (holidays included) — and its price. A refusal is thrown
 * inside the transaction, so everything written rolls back, and never leaves placeOrder. (What the
 * writes themselves refuse in SQL is named by order-writes.ts, decision 48.)
 */
import { ageOn, birthdateProblem, todayIn } from '#lib/customers/birthday.ts';
import type { OrderProblem } from '#lib/checkout/order-problem-message.ts';
import { priceChanges, type PriceChange, type SeenLine } from '#lib/checkout/price-changes.ts';
import {
  checkPurchaseLimits,
  concentrateMg,
  flowerEquivalentMg,
  type AdultVisitHistory,
  type MedicalHistory,
} from '#lib/limits/purchase-limits.ts';
import { offeredPickupSlot, type PickupSlot } from '#lib/pickup/pickup-slots.ts';
import type { PricedCart } from '#lib/pricing/cart-pricing.ts';
import type { RegistryStanding } from '#lib/checkout/registry-standing.ts';
import { staleStockMinutes } from '#lib/checkout/stock-freshness.ts';
import type { Queryable } from '../db/database.ts';
import type { StoreSettings } from '../settings/index.ts';
import { priceItemsWithDeals, pricedLine, type OrderItem } from '../cart/index.ts';
import type { OrderRewardsPlan } from '../rewards/index.ts';
import type { OrderFacts } from './order-facts.ts';
import type { PlaceOrderInput } from './place-order.ts';
import type { StoreStockSource } from './stock-source.ts';

/** Thrown inside the transaction to roll back everything it wrote. */
export class OrderRefused extends Error {
  readonly problem: OrderProblem;
  constructor(problem: OrderProblem) {
    super(problem.code);
    this.problem = problem;
  }
}

/** A size of the order, with what the transaction read of it. */
export type OrderedLine = { variantId: string; quantity: number; item: OrderItem };

/** What the checks let through: the order as it will be written. */
export interface CheckedOrder {
  /** The sizes ordered, each sold on this menu, in the order their stock rows are locked. */
  ordered: readonly OrderedLine[];
  priced: PricedCart;
  rewards: OrderRewardsPlan;
  /** What the order holds of the purchase limits, stored with it for the orders that come after. */
  held: { flowerMg: number; concentrateMg: number };
  slot: PickupSlot;
  /** A medical order at a store with a source: 'ok' when the registry answered, 'unavailable' when not; else null. */
  registryCheck: 'ok' | 'unavailable' | null;
}

/**
 * What was read before the placing transaction: the store's stock source (null for a store that
 * is none) and the registry's word on a medical order's card (null when nobody was asked).
 */
export interface OrderStanding {
  stock: StoreStockSource | null;
  registry: RegistryStanding | null;
}

/**
 * Checks the order against its store and what the transaction read, in the order a shopper is
 * told of its problems, and prices it: the first problem is thrown as an OrderRefused. `settings`
 * are the order's store's: its time zone, pickup hours, holidays, slot length and pause.
 */
export async function checkOrder(
  tx: Queryable,
  input: PlaceOrderInput,
  lines: readonly { variantId: string; quantity: number }[],
  settings: StoreSettings,
  facts: OrderFacts,
  now: Date,
  standing: OrderStanding = { stock: null, registry: null },
): Promise<CheckedOrder> {
  checkOrderingOpen(settings);
  checkStockCurrent(standing.stock, now);
  checkCustomer(input, settings, now);
  const { registry } = standing;
  if (registry?.state === 'inactive') {
    throw new OrderRefused({
      code: 'registry_inactive',
      sourceName: registry.sourceName,
      cardNumber: registry.cardNumber,
    });
  }
  if ('code' in facts.rewards) throw new OrderRefused(facts.rewards);
  const rewards = facts.rewards;
  if (lines.length === 0) throw new OrderRefused({ code: 'empty_cart' });
  const chosen = lines.map((line) => ({ ...line, item: facts.items.get(line.variantId) }));
  const unavailable = chosen
    .filter((line) => !line.item?.sellable)
    .map((line) => line.item?.productName ?? 'A product no longer sold');
  if (unavailable.length > 0) throw new OrderRefused({ code: 'unavailable', items: unavailable });
  const ordered = chosen as OrderedLine[];

  const priced = priceItemsWithDeals(ordered, facts.deals, {
    mode: input.mode,
    customer: facts.customer,
    settings,
    now,
    orderDiscounts: rewards.discounts,
  });
  if (input.expectedTotalCents !== null && input.expectedTotalCents !== priced.totalCents) {
    throw new OrderRefused({
      code: 'price_changed',
      totalCents: priced.totalCents,
      changes: await explainPriceChange(tx, ordered, priced, input.expectedLines ?? []),
    });
  }
  const held = checkLimits(ordered, input, settings, facts);
  if (registry?.state === 'active' && held.flowerMg > registry.flowerMgAvailable) {
    throw new OrderRefused({
      code: 'registry_allotment',
      sourceName: registry.sourceName,
      orderMg: held.flowerMg,
      availableMg: registry.flowerMgAvailable,
    });
  }
  const slot = offeredSlot(input.pickupSlotStart, settings, now);
  const registryCheck = registry === null ? null : registry.state === 'unavailable' ? 'unavailable' : 'ok';
  return { ordered, priced, rewards, held, slot, registryCheck };
}

/** A store whose stock comes from its source takes orders only while that stock is current (15 minutes). */
function checkStockCurrent(stock: StoreStockSource | null, now: Date): void {
  const minutes = stock ? staleStockMinutes(stock, now) : null;
  if (stock && minutes !== null) {
    throw new OrderRefused({ code: 'stock_stale', storeName: stock.storeName, minutes, phone: stock.phone });
  }
}

/** The lines whose price moved since the shopper saw it, with the deals that ended or began. */
async function explainPriceChange(
  tx: Queryable,
  ordered: readonly { item: OrderItem }[],
  priced: PricedCart,
  seen: readonly SeenLine[],
): Promise<PriceChange[]> {
  const now = ordered.map(({ item }) => {
    const line = pricedLine(priced, item.variantId);
    return {
      variantId: item.variantId,
      item: `${item.productName} · ${item.sizeLabel}`,
      totalCents: line.totalCents,
      deals: line.deals,
    };
  });
  const slugs = [...new Set(seen.flatMap((line) => line.dealSlugs))];
  const titles = new Map(
    slugs.length === 0
      ? []
      : (
          await tx.query<{ slug: string; title: string }>(
            'select slug, title from deals where slug = any($1::text[])',
            [slugs],
          )
        ).map((deal) => [deal.slug, deal.title]),
  );
  return priceChanges(seen, now, (slug) => titles.get(slug) ?? 'A deal');
}

/** A store closed for good places nothing; while it has paused online ordering, neither, and shoppers read why. */
function checkOrderingOpen(settings: StoreSettings): void {
  if (settings.closedAt) throw new OrderRefused({ code: 'store_closed', storeName: settings.store.name });
  if (settings.onlineOrdering.paused) {
    throw new OrderRefused({ code: 'ordering_paused', message: settings.onlineOrdering.message });
  }
}

function checkCustomer(input: PlaceOrderInput, settings: StoreSettings, now: Date): void {
  const today = todayIn(settings.timeZone, now);
  const implausible = birthdateProblem(input.contact.birthdate, today);
  if (implausible) throw new OrderRefused({ code: 'birthdate', message: implausible });
  const minimumAge = input.mode === 'medical' ? 18 : 21;
  if (ageOn(input.contact.birthdate, today) < minimumAge) throw new OrderRefused({ code: 'age', minimumAge });
  if (input.mode === 'medical' && (!input.medicalCard || input.medicalCard.expiresOn < today)) {
    throw new OrderRefused({ code: 'medical_card_expired' });
  }
}

/**
 * The Michigan purchase limits of the order with what the customer's earlier orders already hold
 * of them (read after the customer's lock); what the order holds itself is stored with it, for the
 * orders that come after.
 */
function checkLimits(
  ordered: readonly { quantity: number; item: OrderItem }[],
  input: PlaceOrderInput,
  settings: StoreSettings,
  earlier: { medicalHistory?: MedicalHistory | undefined; adultVisit?: AdultVisitHistory | undefined },
): { flowerMg: number; concentrateMg: number } {
  const items = ordered.map(({ item, quantity }) => ({
    limitCategory: item.limitCategory,
    limitAmount: item.limitAmount,
    quantity,
    name: item.productName,
  }));
  const check = checkPurchaseLimits(items, {
    mode: input.mode,
    settings: settings.limits,
    ...(earlier.medicalHistory ? { medicalHistory: earlier.medicalHistory } : {}),
    ...(earlier.adultVisit ? { adultVisit: earlier.adultVisit } : {}),
  });
  const violation = check.violations[0];
  if (violation) throw new OrderRefused({ code: 'limit', violation });
  const vape = settings.limits.vapeLimitCategory;
  return {
    flowerMg: items.reduce((sum, item) => sum + flowerEquivalentMg(item, vape) * item.quantity, 0),
    concentrateMg: items.reduce((sum, item) => sum + concentrateMg(item, vape) * item.quantity, 0),
  };
}

/**
 * The pickup slot asked for, if the store offers it now in its pickup hours (whether it has room
 * is decided when it is booked).
 */
function offeredSlot(start: string, settings: StoreSettings, now: Date): PickupSlot {
  const slot = offeredPickupSlot(
    {
      hours: settings.pickupHours,
      closures: settings.closures,
      timeZone: settings.timeZone,
      slotMinutes: settings.pickupSlotMinutes,
      now,
    },
    start,
  );
  if (!slot) throw new OrderRefused({ code: 'slot_unavailable' });
  return slot;
}
