import type { Deal } from '#lib/deals/deal.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { OrderDiscount } from '#lib/pricing/cart-pricing.ts';
import { referralDiscount, rewardsDiscount } from '#server/rewards/index.ts';
import type { StoreSettings } from '#server/settings/index.ts';
import type { Random } from '../random.ts';
import type { BasketLine, BasketMaker } from './history-baskets.ts';
import { type PickupWindow, type StoreDay } from './history-calendar.ts';
import type { ConsentBook } from './history-consents.ts';
import { feedbackAnswer } from './history-feedback.ts';
import { historyCheckoutKey, historyOrderNumber, historyUuidAt } from './history-ids.ts';
import { addMedicalMg, hadOrderAt, medicalHistoryOn, type Identity } from './history-identities.ts';
import { decideOutcome } from './history-outcomes.ts';
import { priceHistoryOrder } from './history-pricing.ts';
import type { RewardsBook } from './history-rewards.ts';
import type { HistoryCheckout, HistoryChunk, HistoryOrder } from './history-types.ts';

/** What every order of the simulation reads and adds to. */
export interface OrderState {
  random: Random;
  settings: StoreSettings;
  /** Whether the store sells on the medical menu. */
  medicalMenu: boolean;
  days: readonly StoreDay[];
  baskets: BasketMaker;
  rewards: RewardsBook;
  consents: ConsentBook;
  takenOrderNumbers: Set<string>;
  /** Orders booked per pickup slot (by its start), to keep within the store's capacity. */
  bookings: Map<number, number>;
  adultUsePrices: Map<string, number>;
  /** The instant the history ends (the seeding day's midnight). */
  endsBy: Date;
  chunk: HistoryChunk;
  /** Customers whose earliest pickup may still be overtaken by an order placed later. */
  unsettledPickups: Set<Identity>;
  unsubscribeLater(email: string, fromDay: number): void;
}

/** One order to place: who, when, and for a returning abandoned checkout its cart and row. */
export interface OrderRequest {
  identity: Identity;
  at: Date;
  dayIndex: number;
  /** The deals that may run that day (priceCart decides at the instant). */
  deals: readonly Deal[];
  unavailable: ReadonlySet<string>;
  /** The cart of an abandoned checkout, priced on the menu it was filled on. */
  cart?: { mode: MenuMode; lines: BasketLine[] };
  checkout?: HistoryCheckout;
}

const NOTES = [
  '',
  '',
  'I will be in a blue Civic.',
  'Running a few minutes late.',
  'Paying with cash.',
  'First time here!',
];
const LEAD_MS = 15 * 60_000;

/**
 * Places one order of the history as the store would have: a pickup slot with room, a cart the
 * menu and the limits allowed, priced at its instant with the customer's first-order, birthday,
 * rewards and referral savings, how it ended, the points it moved, the checkout row that
 * captured it, the consent boxes ticked and the first-purchase answer. Null when no slot was left.
 */
export function placeHistoryOrder(state: OrderState, request: OrderRequest): HistoryOrder | null {
  const { random, settings } = state;
  const { identity, at, dayIndex } = request;
  const day = state.days[dayIndex]!;
  // A holiday: the shop takes no orders.
  if (day.intervals.length === 0) return null;
  const customer = identity.customer;
  const card = identity.person.medicalCard;
  const mode: MenuMode =
    request.cart?.mode ??
    (state.medicalMenu && card && card.expiresOn >= day.date && random.chance(customer ? customer.medicalShare : 1)
      ? 'medical'
      : 'adult');
  const progress = dayIndex / Math.max(1, state.days.length - 1);
  const lines = (
    request.cart?.lines ??
    state.baskets.basket(random, {
      mode,
      progress,
      unavailable: request.unavailable,
      favourites: identity.favourites,
      friday: day.weekday === 5,
      medicalHistory: mode === 'medical' ? medicalHistoryOn(identity, day.date) : undefined,
    })
  ).filter((line) => !request.unavailable.has(line.item.variantId));
  if (lines.length === 0) return null;
  const slot = chooseSlot(state, dayIndex, at);
  if (!slot) return null;

  const firstOrder = !hadOrderAt(identity, at);
  const orderDiscounts: OrderDiscount[] = [];
  const subtotal = lines.reduce((sum, line) => sum + line.item.unitPriceCents * line.quantity, 0);
  const tier = customer ? state.rewards.chooseTier(random, customer.account.id, at, subtotal / 2) : null;
  if (tier) orderDiscounts.push(rewardsDiscount(tier));
  const referral = customer?.referral ?? null;
  const usesReferral =
    referral !== null && referral.firstOrderId === null && firstOrder && settings.rewards.referralDiscountCents > 0;
  if (usesReferral) orderDiscounts.push(referralDiscount(settings.rewards.referralDiscountCents));
  const priced = priceHistoryOrder(lines, {
    mode,
    deals: request.deals,
    now: at,
    settings,
    customer: { firstOrder, birthdayThisMonth: identity.person.birthdate.slice(5, 7) === day.date.slice(5, 7) },
    orderDiscounts,
  });

  const id = historyUuidAt(random, at);
  const customerId = customer?.account.id ?? null;
  const outcome = decideOutcome(random, {
    placedAt: at,
    slot,
    holdMinutes: settings.orderHoldMinutes,
    endsBy: state.endsBy,
    customerId,
    medical: mode === 'medical',
  });
  const ticked = {
    email: identity.emailConsent && (firstOrder || random.chance(0.3)),
    sms: identity.smsConsent && (firstOrder || random.chance(0.3)),
  };
  const order: HistoryOrder = {
    id,
    number: historyOrderNumber(random, state.takenOrderNumbers),
    customerId,
    menuMode: mode,
    contactName: identity.person.name,
    email: identity.person.email,
    phone: identity.person.phone,
    birthdate: identity.person.birthdate,
    medicalCard: mode === 'medical' ? card : null,
    pickupSlotStart: slot.start,
    pickupSlotEnd: slot.end,
    notes: random.chance(0.06) ? random.pick(NOTES) : '',
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    exciseCents: priced.exciseCents,
    salesTaxCents: priced.salesTaxCents,
    totalCents: priced.totalCents,
    flowerEquivalentMg: priced.flowerEquivalentMg,
    concentrateMg: priced.concentrateMg,
    idempotencyKey: request.checkout?.checkoutKey ?? historyCheckoutKey(id),
    marketingEmailConsent: ticked.email,
    marketingSmsConsent: ticked.sms,
    placedAt: at,
    ...outcome,
    discounts: priced.discounts,
    rewardsPointsRedeemed: tier?.points ?? 0,
    rewardsDiscountCents: priced.rewardsDiscountCents,
    referralDiscountCents: priced.referralDiscountCents,
    lines: priced.lines,
  };
  state.chunk.orders.push(order);

  const voidAt = outcome.cancelledAt ?? outcome.expiredAt;
  identity.orders.push({ placedAt: at.getTime(), voidAt: voidAt?.getTime() ?? null });
  if (identity.favourites.length === 0) identity.favourites = lines.slice(0, 4).map((line) => line.item.variantId);
  if (mode === 'medical' && !voidAt) addMedicalMg(identity, day.date, priced.flowerEquivalentMg);
  if (customerId && tier) {
    state.rewards.redeem(customerId, id, tier.points, at);
    if (voidAt) state.rewards.refund(customerId, id, tier.points, voidAt);
  }
  if (usesReferral && !voidAt) referral.firstOrderId = id;
  if (order.pickedUpAt) {
    // Picked up in its slot, on the slot's store-local day.
    const pickupDay = slot.start < day.endsAt ? day.date : state.days[dayIndex + 1]!.date;
    state.rewards.pickedUp(
      { id, customerId, cannabisCents: priced.cannabisCents, pickedUpAt: order.pickedUpAt },
      pickupDay,
      customer ? identity.person.birthdate : null,
      referral,
    );
    const earliest = identity.firstPickup;
    if (!earliest || (!earliest.settled && order.pickedUpAt < earliest.order.pickedUpAt!)) {
      identity.firstPickup = { order, progress, settled: false };
      state.unsettledPickups.add(identity);
    }
  }
  recordCheckout(state, order, request.checkout);
  const wasSubscribed = state.consents.isSubscribed('email', order.email);
  state.consents.checkout({ email: order.email, phone: order.phone, accountId: customerId }, ticked, at);
  if (!wasSubscribed && state.consents.isSubscribed('email', order.email) && random.chance(0.07)) {
    state.unsubscribeLater(order.email, dayIndex + random.int(10, 150));
  }
  return order;
}

/** A slot of the day (or, now and then, the next) starting after the lead time, with room left. */
function chooseSlot(state: OrderState, dayIndex: number, at: Date): PickupWindow | null {
  const { random } = state;
  const nextDay = state.days[dayIndex + 1];
  const candidates =
    nextDay && random.chance(0.07)
      ? nextDay.slots.slice(0, 8)
      : state.days[dayIndex]!.slots.filter((slot) => slot.start.getTime() >= at.getTime() + LEAD_MS);
  const skip = random.chance(0.55) ? 0 : random.chance(0.55) ? 1 : random.int(2, 5);
  for (let index = Math.min(skip, candidates.length - 1); index >= 0 && index < candidates.length; index++) {
    const slot = candidates[index]!;
    const booked = state.bookings.get(slot.start.getTime()) ?? 0;
    if (booked < state.settings.pickupSlotCapacity) {
      state.bookings.set(slot.start.getTime(), booked + 1);
      return slot;
    }
  }
  return null;
}

/** The row of the checkout that placed the order: most checkouts captured contact details first. */
function recordCheckout(state: OrderState, order: HistoryOrder, returning: HistoryCheckout | undefined): void {
  if (returning) {
    state.chunk.conversions.push({ checkoutId: returning.id, orderId: order.id, at: order.placedAt });
    return;
  }
  if (!state.random.chance(0.88)) return;
  const capturedAt = new Date(order.placedAt.getTime() - state.random.int(60, 600) * 1000);
  state.chunk.checkouts.push({
    id: historyUuidAt(state.random, capturedAt),
    checkoutKey: order.idempotencyKey,
    contactName: order.contactName,
    email: order.email,
    phone: order.phone,
    cart: order.lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity })),
    subtotalCents: order.lines.reduce(
      (sum, line) => sum + (state.adultUsePrices.get(line.variantId) ?? 0) * line.quantity,
      0,
    ),
    capturedAt,
    updatedAt: order.placedAt,
    orderId: order.id,
  });
}

/**
 * The first-purchase question goes with each customer's first pickup (pickup-follow-ups.ts). A
 * pickup before `before` is surely the first: every order placed from then on is picked up later.
 * Some of those customers answer.
 */
export function settleFirstPickups(state: OrderState, before: Date): void {
  for (const identity of state.unsettledPickups) {
    const first = identity.firstPickup!;
    if (first.order.pickedUpAt! >= before) continue;
    first.settled = true;
    state.unsettledPickups.delete(identity);
    const answer = feedbackAnswer(state.random, first.progress);
    if (!answer) continue;
    const createdAt = new Date(first.order.pickedUpAt!.getTime() + state.random.int(30, 6 * 24 * 60) * 60_000);
    if (createdAt < state.endsBy)
      state.chunk.feedback.push({ orderId: first.order.id, customerId: first.order.customerId, ...answer, createdAt });
  }
}
