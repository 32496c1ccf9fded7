import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { historyCheckoutKey, historyUuidAt } from './history-ids.ts';
import type { Identity } from './history-identities.ts';
import { medicalHistoryOn } from './history-identities.ts';
import type { OrderRequest, OrderState } from './history-orders.ts';
import { orderTime } from './history-calendar.ts';

const DAY_MS = 86_400_000;

/**
 * Checkouts that got as far as contact details and were left: by customers with an account and
 * by guests, some of whom had signed up for the newsletter. About three in ten order later — a
 * few days on, with a new checkout or (the same browser's tab) through the very same one.
 */
export function abandonCheckouts(
  state: OrderState,
  {
    dayIndex,
    count,
    unavailable,
    boost,
    customers,
    newGuest,
    returningGuest,
    schedule,
  }: {
    dayIndex: number;
    count: number;
    unavailable: ReadonlySet<string>;
    boost: { category: string; factor: number } | undefined;
    customers: readonly Identity[];
    newGuest(): Identity;
    returningGuest(): Identity;
    schedule(dayIndex: number, request: Omit<OrderRequest, 'deals' | 'unavailable'>): void;
  },
): void {
  const { random, days } = state;
  const day = days[dayIndex]!;
  const first = days[0]!;
  for (let left = count; left > 0; left--) {
    const identity =
      customers.length > 0 && random.chance(0.45)
        ? random.pick(customers)
        : random.chance(0.7)
          ? newGuest()
          : returningGuest();
    const at = orderTime(day, random, state.settings.pickupSlotMinutes);
    if (!at) return;
    const card = identity.person.medicalCard;
    const mode: MenuMode =
      state.medicalMenu && card && card.expiresOn >= day.date && random.chance(0.8) ? 'medical' : 'adult';
    const lines = state.baskets.basket(random, {
      mode,
      progress: dayIndex / Math.max(1, days.length - 1),
      unavailable,
      boost,
      favourites: identity.favourites,
      medicalHistory: mode === 'medical' ? medicalHistoryOn(identity, day.date) : undefined,
    });
    if (lines.length === 0) continue;
    if (!identity.customer && identity.orders.length === 0 && random.chance(0.12)) {
      const signedUp = new Date(
        Math.max(first.startsAt.getTime() + DAY_MS / 2, at.getTime() - random.int(1, 20) * DAY_MS),
      );
      state.consents.newsletter(identity.person, signedUp, new Date(signedUp.getTime() + random.int(2, 120) * 60_000));
    }
    const withEmail = random.chance(0.95);
    const id = historyUuidAt(random, at);
    const checkout = {
      id,
      checkoutKey: historyCheckoutKey(id),
      contactName: identity.person.name,
      email: withEmail ? identity.person.email : null,
      phone: !withEmail || random.chance(0.85) ? identity.person.phone : null,
      cart: lines.map((line) => ({ variantId: line.item.variantId, quantity: line.quantity })),
      subtotalCents: lines.reduce(
        (sum, line) => sum + (state.adultUsePrices.get(line.item.variantId) ?? 0) * line.quantity,
        0,
      ),
      capturedAt: at,
      updatedAt: at,
      orderId: null,
    };
    state.chunk.checkouts.push(checkout);
    const laterDay = dayIndex + random.int(1, 6);
    const later = days[laterDay];
    if (!later || !random.chance(0.28)) continue;
    const laterAt = orderTime(later, random, state.settings.pickupSlotMinutes);
    if (!laterAt) continue;
    schedule(laterDay, {
      identity,
      at: laterAt,
      dayIndex: laterDay,
      cart: { mode, lines },
      ...(random.chance(0.4) ? { checkout } : {}),
    });
  }
}
