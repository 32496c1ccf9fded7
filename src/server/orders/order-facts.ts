/**
 * What an order is checked and priced against, read in its placing transaction (place-order.ts),
 * and which of the store's settings that reading depends on (decision 45).
 */
import type { Queryable } from '../db/database.ts';
import { listActiveDeals } from '../deals/index.ts';
import { planOrderRewards } from '../rewards/order-rewards.ts';
import type { StoreSettings } from '../settings/store-settings.ts';
import { adultVisitHistory } from './adult-visit.ts';
import { medicalHistory } from './medical-history.ts';
import { loadOrderItems } from './order-items.ts';
import type { PlaceOrderInput } from './place-order.ts';
import { customerFacts } from './price-order-items.ts';

/** The settings the order's facts are read with (readOrderFacts): the time zone and rewards. */
export type FactSettings = Pick<StoreSettings, 'timeZone' | 'rewards'>;

export function sameFactSettings(cached: FactSettings, read: FactSettings): boolean {
  return cached.timeZone === read.timeZone && JSON.stringify(cached.rewards) === JSON.stringify(read.rewards);
}

/**
 * What the order is checked and priced against, read at once: the sizes, whether the customer
 * has ordered before, the deals running now, rewards (signed-in customers; their profile row is
 * locked), and what the customer's earlier orders hold of the purchase limits — a medical card's
 * day and month, or an adult-use shopper's visit (sent after the customer's lock: customer-lock.ts).
 */
export async function readOrderFacts(
  tx: Queryable,
  input: PlaceOrderInput,
  lines: readonly { variantId: string }[],
  settings: FactSettings,
  now: Date,
) {
  const [rewards, items, customer, { ongoing: deals }, history, visit] = await Promise.all([
    planOrderRewards(tx, {
      customerId: input.customerId,
      redeemPoints: input.redeemPoints ?? 0,
      rewards: settings.rewards,
      contact: { ...input.contact, medicalCard: input.medicalCard?.number ?? null },
    }),
    loadOrderItems(
      tx,
      lines.map((line) => line.variantId),
      input.mode,
    ),
    customerFacts(
      tx,
      { email: input.contact.email, customerId: input.customerId, birthdate: input.contact.birthdate },
      settings,
      now,
    ),
    listActiveDeals(tx, { now, timeZone: settings.timeZone, mode: input.mode }),
    input.mode === 'medical' && input.medicalCard
      ? medicalHistory(tx, input.medicalCard.number, settings.timeZone, now)
      : undefined,
    input.mode === 'adult'
      ? adultVisitHistory(
          tx,
          { customerId: input.customerId, email: input.contact.email, phone: input.contact.phone },
          input.pickupSlotStart,
          settings.timeZone,
        )
      : undefined,
  ]);
  return { rewards, items, customer, deals, medicalHistory: history, adultVisit: visit };
}
