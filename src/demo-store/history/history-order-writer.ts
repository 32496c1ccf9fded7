import type { Queryable } from '#server/db/index.ts';
import { medicalCardFields, statementOverRows, writeRows } from './history-rows.ts';
import type { HistoryChunk } from './history-types.ts';

/** What one stretch of the history added, by table. */
export interface ChunkCounts {
  orders: number;
  orderLines: number;
  orderEvents: number;
  rewardEntries: number;
  feedback: number;
  checkouts: number;
}

/**
 * Writes a stretch of a store's history: its orders, then together (on a pool, over several
 * connections) their lines and status events, the pickup places the picked-up ones took, the
 * points they moved, the first-purchase answers, and the checkouts that captured contact details;
 * last, the earlier checkouts that placed one of these orders are marked. Orders, pickup places
 * and checkouts are the store's; points and answers go with the order or the customer.
 */
export async function writeHistoryChunk(tx: Queryable, chunk: HistoryChunk, storeId: string): Promise<ChunkCounts> {
  const { orders } = chunk;
  await writeRows(
    tx,
    'orders',
    {
      id: 'uuid',
      storeId: 'uuid',
      number: 'text',
      customerId: 'uuid',
      status: 'text',
      menuMode: 'text',
      contactName: 'text',
      email: 'text',
      phone: 'text',
      birthdate: 'date',
      medicalCardNumber: 'text',
      medicalCardExpiresOn: 'date',
      pickupSlotStart: 'timestamptz',
      pickupSlotEnd: 'timestamptz',
      notes: 'text',
      subtotalCents: 'integer',
      discountCents: 'integer',
      exciseCents: 'integer',
      salesTaxCents: 'integer',
      totalCents: 'integer',
      flowerEquivalentMg: 'integer',
      idempotencyKey: 'text',
      marketingEmailConsent: 'boolean',
      marketingSmsConsent: 'boolean',
      placedAt: 'timestamptz',
      acceptedAt: 'timestamptz',
      readyAt: 'timestamptz',
      pickedUpAt: 'timestamptz',
      cancelledAt: 'timestamptz',
      expiredAt: 'timestamptz',
      cancelReason: 'text',
      updatedAt: 'timestamptz',
      discounts: 'jsonb',
      rewardsPointsRedeemed: 'integer',
      rewardsDiscountCents: 'integer',
      referralDiscountCents: 'integer',
      concentrateMg: 'integer',
    },
    orders.map((o) => ({ ...o, storeId, ...medicalCardFields(o.medicalCard) })),
  );
  const lines = orders.flatMap((o) => o.lines.map((l) => ({ ...l, orderId: o.id })));
  const linesWritten = writeRows(
    tx,
    'order_lines',
    {
      orderId: 'uuid',
      variantId: 'uuid',
      productSlug: 'text',
      productName: 'text',
      sizeLabel: 'text',
      quantity: 'integer',
      unitPriceCents: 'integer',
      discountCents: 'integer',
      priceCents: 'integer',
      exciseCents: 'integer',
      salesTaxCents: 'integer',
      totalCents: 'integer',
      exciseTaxable: 'boolean',
      limitCategory: 'text',
      limitAmount: 'integer',
      deals: 'jsonb',
    },
    lines,
  );
  const events = orders.flatMap((o) => o.events.map((e) => ({ ...e, orderId: o.id })));
  const eventsWritten = writeRows(
    tx,
    'order_events',
    { orderId: 'uuid', status: 'text', at: 'timestamptz', actorId: 'uuid', note: 'text' },
    events,
  );
  const booked = new Map<string, number>();
  for (const order of orders) {
    if (order.status !== 'picked_up') continue;
    const slot = order.pickupSlotStart.toISOString();
    booked.set(slot, (booked.get(slot) ?? 0) + 1);
  }
  const bookingsWritten = writeRows(
    tx,
    'pickup_slot_bookings',
    { storeId: 'uuid', slotStart: 'timestamptz', booked: 'integer' },
    [...booked].map(([slotStart, count]) => ({ storeId, slotStart, booked: count })),
    'on conflict (store_id, slot_start) do update set booked = pickup_slot_bookings.booked + excluded.booked',
  );
  const ledger = [...chunk.ledger].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ledgerWritten = writeRows(
    tx,
    'reward_ledger',
    {
      customerId: 'uuid',
      points: 'integer',
      reason: 'text',
      orderId: 'uuid',
      referralId: 'uuid',
      createdAt: 'timestamptz',
    },
    ledger,
  );
  const feedbackWritten = writeRows(
    tx,
    'purchase_feedback',
    {
      orderId: 'uuid',
      customerId: 'uuid',
      score: 'smallint',
      wentWell: 'text',
      couldImprove: 'text',
      createdAt: 'timestamptz',
    },
    chunk.feedback,
  );
  const checkoutsWritten = writeRows(
    tx,
    'abandoned_checkouts',
    {
      id: 'uuid',
      storeId: 'uuid',
      checkoutKey: 'text',
      contactName: 'text',
      email: 'text',
      phone: 'text',
      cart: 'jsonb',
      subtotalCents: 'integer',
      capturedAt: 'timestamptz',
      updatedAt: 'timestamptz',
      orderId: 'uuid',
    },
    chunk.checkouts.map((checkout) => ({ ...checkout, storeId })),
  );
  await Promise.all([linesWritten, eventsWritten, bookingsWritten, ledgerWritten, feedbackWritten, checkoutsWritten]);
  await statementOverRows(
    tx,
    (from) =>
      `update abandoned_checkouts a set order_id = x.c1, updated_at = x.c2 from ${from} where a.id = x.c0 and a.order_id is null`,
    ['uuid', 'uuid', 'timestamptz'],
    chunk.conversions.map((c) => [c.checkoutId, c.orderId, c.at]),
  );
  return {
    orders: orders.length,
    orderLines: lines.length,
    orderEvents: events.length,
    rewardEntries: ledger.length,
    feedback: chunk.feedback.length,
    checkouts: chunk.checkouts.length,
  };
}
