/**
 * What stands in the way of an order, for placeOrder (place-order.ts): the checks it makes before
 * writing (online ordering not paused, the customer's age and card, Michigan purchase limits, the
 * pickup slot offered, holidays included), the explanation of a changed total, and the refusals
 * its writes raise in SQL (decision 48). A refusal is thrown inside the transaction, so everything
 * written rolls back, and never leaves placeOrder.
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
import type { Queryable } from '../db/database.ts';
import type { StoreSettings } from '../settings/store-settings.ts';
import type { OrderItem } from './order-items.ts';
import { pricedLine, refusedWrite } from './order-writes.ts';
import type { PlaceOrderInput } from './place-order.ts';

/** Thrown inside the transaction to roll back everything it wrote. */
export class OrderRefused extends Error {
  readonly problem: OrderProblem;
  constructor(problem: OrderProblem) {
    super(problem.code);
    this.problem = problem;
  }
}

/** The drawn order number belongs to another order: everything is rolled back and placed again. */
export class OrderNumberTaken extends Error {}

/** A size of the order, with what the transaction read of it. */
export type OrderedLine = { variantId: string; quantity: number; item: OrderItem };

/** What a write that failed because the order cannot be placed means to placeOrder. */
export function refusalOf(
  error: unknown,
  ordered: readonly OrderedLine[],
): OrderRefused | OrderNumberTaken | undefined {
  const refused = refusedWrite(error);
  switch (refused?.code) {
    case 'number_taken':
      return new OrderNumberTaken();
    case 'slot_full':
      return new OrderRefused({ code: 'slot_full' });
    case 'sold_out': {
      const left = new Map(refused.short.map((size) => [size.id, size.stock]));
      const items = ordered
        .filter((line) => left.has(line.variantId))
        .map((line) => ({
          name: `${line.item.productName} (${line.item.sizeLabel})`,
          available: left.get(line.variantId)!,
        }));
      return new OrderRefused({ code: 'sold_out', items });
    }
    default:
      return undefined;
  }
}

/** The lines whose price moved since the shopper saw it, with the deals that ended or began. */
export async function explainPriceChange(
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

/** While the store has paused online ordering, nothing is placed; shoppers read why. */
export function checkOrderingOpen(settings: StoreSettings): void {
  if (settings.onlineOrdering.paused) {
    throw new OrderRefused({ code: 'ordering_paused', message: settings.onlineOrdering.message });
  }
}

export function checkCustomer(input: PlaceOrderInput, settings: StoreSettings, now: Date): void {
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
export function checkLimits(
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

/** The pickup slot asked for, if the store offers it now (whether it has room is decided when it is booked). */
export function offeredSlot(start: string, settings: StoreSettings, now: Date): PickupSlot {
  const slot = offeredPickupSlot(
    {
      hours: settings.hours,
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
