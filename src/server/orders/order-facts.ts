/**
 * The first step of placing an order (place-order.ts): everything it is checked and priced
 * against, read in its transaction and sent together — the key's lock and the order it may already
 * have made, the order's store's settings, the customer's lock, the rate limit's count and the
 * order's facts, the store's stock source — and which of the store's settings that reading
 * depends on (decision 45).
 */
import type { Queryable } from '../db/database.ts';
import { countRequest, type RequestDecision, type RequestLimit } from '../http/rate-limit.ts';
import { listActiveDeals } from '../deals/index.ts';
import { planOrderRewards } from '../rewards/index.ts';
import { getStoreSettingsFor, StoreSettingsMissingError, type StoreSettings } from '../settings/index.ts';
import { adultVisitHistory } from './adult-visit.ts';
import { medicalHistory } from './medical-history.ts';
import { customerFacts, loadOrderItems } from '../cart/index.ts';
import { customerLockNames, lockCustomer } from './customer-lock.ts';
import { OrderRefused } from './order-checks.ts';
import type { PlaceOrderInput, PlacedOrder } from './place-order.ts';
import { readStockSource, type StoreStockSource } from './stock-source.ts';

/** The settings the order's facts are read with (readOrderFacts): the store, its time zone, and rewards. */
export type FactSettings = Pick<StoreSettings, 'store' | 'timeZone' | 'rewards'>;

function sameFactSettings(cached: FactSettings, read: FactSettings): boolean {
  return (
    cached.store.id === read.store.id &&
    cached.timeZone === read.timeZone &&
    JSON.stringify(cached.rewards) === JSON.stringify(read.rewards)
  );
}

/**
 * What the order is checked and priced against, read at once: the sizes as the store sells them,
 * whether the customer has ordered before, the deals running now on the store's clock, rewards
 * (signed-in customers; their profile row is locked), and what the customer's earlier orders hold
 * of the purchase limits — a medical card's day and month at every store, or an adult-use
 * shopper's visit to this store (decision 62; sent after the customer's lock: customer-lock.ts).
 */
async function readOrderFacts(
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
      settings.store.id,
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
          { storeId: settings.store.id, timeZone: settings.timeZone },
        )
      : undefined,
  ]);
  return { rewards, items, customer, deals, medicalHistory: history, adultVisit: visit };
}

export type OrderFacts = Awaited<ReturnType<typeof readOrderFacts>>;

/**
 * What the placement reads before it checks anything: the order the key already made, or the rate
 * limit reached, or the settings and facts a new order is checked against.
 */
export type PlacementReading =
  | { kind: 'made'; made: { order: PlacedOrder; fingerprint: string | null } }
  | { kind: 'limited'; counted: RequestDecision }
  | { kind: 'new'; settings: StoreSettings; facts: OrderFacts; stock: StoreStockSource | null };

/**
 * Reads what the order is placed against, in as few waits as it takes. Two submits with one key
 * wait for each other at the key's lock; the second then finds the first's order (the look-up
 * runs after the lock is granted, so it sees that commit). Two orders of one customer wait for
 * each other at the customer's lock, which goes before the facts: what the first ordered is then
 * committed and counted against the second's limits. With the cached settings, the facts go in
 * the same wait, and are read again only when the settings they depend on have changed since.
 */
export async function readPlacement(
  tx: Queryable,
  input: PlaceOrderInput,
  lines: readonly { variantId: string }[],
  reading: {
    keyHash: string;
    now: Date;
    cachedSettings: StoreSettings | undefined;
    rateLimit: { purpose: string; limit: RequestLimit; clientAddress: string } | undefined;
    /** The store's stock source when already read (a medical order's, before the transaction); absent, read here. */
    stock?: StoreStockSource | null;
  },
): Promise<PlacementReading> {
  const { keyHash, now, cachedSettings, rateLimit } = reading;
  const [, existing, settings, , early, counted, stock] = await Promise.all([
    tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [keyHash]),
    findByKeyHash(tx, keyHash),
    orderStoreSettings(tx, input.storeId),
    lockCustomer(tx, customerLockNames(input)),
    cachedSettings ? readOrderFacts(tx, input, lines, cachedSettings, now) : undefined,
    rateLimit
      ? countRequest(tx, rateLimit.purpose, rateLimit.limit, {
          clientAddress: rateLimit.clientAddress,
          recipient: input.contact.email,
          now,
        })
      : undefined,
    reading.stock === undefined ? readStockSource(tx, input.storeId ?? null) : reading.stock,
  ]);
  if (existing) return { kind: 'made', made: existing };
  if (counted && !counted.allowed) return { kind: 'limited', counted };
  const facts =
    early && sameFactSettings(cachedSettings!, settings)
      ? early
      : await readOrderFacts(tx, input, lines, settings, now);
  return { kind: 'new', settings, facts, stock };
}

/** The settings of the store the order is placed at; a store that is no store takes no order. */
async function orderStoreSettings(tx: Queryable, storeId: string | undefined): Promise<StoreSettings> {
  try {
    return await getStoreSettingsFor(tx, storeId ?? null);
  } catch (error) {
    if (storeId && error instanceof StoreSettingsMissingError) {
      throw new OrderRefused({ code: 'store_closed', storeName: null });
    }
    throw error;
  }
}

async function findByKeyHash(
  tx: Queryable,
  keyHash: string,
): Promise<{ order: PlacedOrder; fingerprint: string | null } | null> {
  const [row] = await tx.query<{
    id: string;
    number: string;
    total_cents: number;
    pickup_slot_start: Date;
    request_fingerprint: string | null;
  }>('select id, number, total_cents, pickup_slot_start, request_fingerprint from orders where idempotency_key = $1', [
    keyHash,
  ]);
  if (!row) return null;
  const order = {
    id: row.id,
    number: row.number,
    totalCents: row.total_cents,
    pickupSlotStart: row.pickup_slot_start.toISOString(),
  };
  return { order, fingerprint: row.request_fingerprint };
}
