import type { Queryable } from '#server/db/database.ts';
import { insertRows, statementOverRows } from './history-rows.ts';
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
 * Writes a stretch of the history: its orders, then together (on a pool, over several
 * connections) their lines and status events, the pickup places the picked-up ones took, the
 * points they moved, the first-purchase answers, and the checkouts that captured contact details;
 * last, the earlier checkouts that placed one of these orders are marked.
 */
export async function writeHistoryChunk(tx: Queryable, chunk: HistoryChunk): Promise<ChunkCounts> {
  const { orders } = chunk;
  await insertRows(
    tx,
    'orders',
    [
      { name: 'id', type: 'uuid' },
      { name: 'number', type: 'text' },
      { name: 'customer_id', type: 'uuid' },
      { name: 'status', type: 'text' },
      { name: 'menu_mode', type: 'text' },
      { name: 'contact_name', type: 'text' },
      { name: 'email', type: 'text' },
      { name: 'phone', type: 'text' },
      { name: 'birthdate', type: 'date' },
      { name: 'medical_card_number', type: 'text' },
      { name: 'medical_card_expires_on', type: 'date' },
      { name: 'pickup_slot_start', type: 'timestamptz' },
      { name: 'pickup_slot_end', type: 'timestamptz' },
      { name: 'notes', type: 'text' },
      { name: 'subtotal_cents', type: 'integer' },
      { name: 'discount_cents', type: 'integer' },
      { name: 'excise_cents', type: 'integer' },
      { name: 'sales_tax_cents', type: 'integer' },
      { name: 'total_cents', type: 'integer' },
      { name: 'flower_equivalent_mg', type: 'integer' },
      { name: 'idempotency_key', type: 'text' },
      { name: 'marketing_email_consent', type: 'boolean' },
      { name: 'marketing_sms_consent', type: 'boolean' },
      { name: 'placed_at', type: 'timestamptz' },
      { name: 'accepted_at', type: 'timestamptz' },
      { name: 'ready_at', type: 'timestamptz' },
      { name: 'picked_up_at', type: 'timestamptz' },
      { name: 'cancelled_at', type: 'timestamptz' },
      { name: 'expired_at', type: 'timestamptz' },
      { name: 'cancel_reason', type: 'text' },
      { name: 'updated_at', type: 'timestamptz' },
      { name: 'discounts', type: 'jsonb' },
      { name: 'rewards_points_redeemed', type: 'integer' },
      { name: 'rewards_discount_cents', type: 'integer' },
      { name: 'referral_discount_cents', type: 'integer' },
      { name: 'concentrate_mg', type: 'integer' },
    ],
    orders.map((o) => [
      o.id,
      o.number,
      o.customerId,
      o.status,
      o.menuMode,
      o.contactName,
      o.email,
      o.phone,
      o.birthdate,
      o.medicalCard?.number ?? null,
      o.medicalCard?.expiresOn ?? null,
      o.pickupSlotStart,
      o.pickupSlotEnd,
      o.notes,
      o.subtotalCents,
      o.discountCents,
      o.exciseCents,
      o.salesTaxCents,
      o.totalCents,
      o.flowerEquivalentMg,
      o.idempotencyKey,
      o.marketingEmailConsent,
      o.marketingSmsConsent,
      o.placedAt,
      o.acceptedAt,
      o.readyAt,
      o.pickedUpAt,
      o.cancelledAt,
      o.expiredAt,
      o.cancelReason,
      o.updatedAt,
      o.discounts,
      o.rewardsPointsRedeemed,
      o.rewardsDiscountCents,
      o.referralDiscountCents,
      o.concentrateMg,
    ]),
  );
  const lines = orders.flatMap((o) =>
    o.lines.map((l) => [
      o.id,
      l.variantId,
      l.productSlug,
      l.productName,
      l.sizeLabel,
      l.quantity,
      l.unitPriceCents,
      l.discountCents,
      l.priceCents,
      l.exciseCents,
      l.salesTaxCents,
      l.totalCents,
      l.exciseTaxable,
      l.limitCategory,
      l.limitAmount,
      l.deals,
    ]),
  );
  const linesWritten = insertRows(
    tx,
    'order_lines',
    [
      { name: 'order_id', type: 'uuid' },
      { name: 'variant_id', type: 'uuid' },
      { name: 'product_slug', type: 'text' },
      { name: 'product_name', type: 'text' },
      { name: 'size_label', type: 'text' },
      { name: 'quantity', type: 'integer' },
      { name: 'unit_price_cents', type: 'integer' },
      { name: 'discount_cents', type: 'integer' },
      { name: 'price_cents', type: 'integer' },
      { name: 'excise_cents', type: 'integer' },
      { name: 'sales_tax_cents', type: 'integer' },
      { name: 'total_cents', type: 'integer' },
      { name: 'excise_taxable', type: 'boolean' },
      { name: 'limit_category', type: 'text' },
      { name: 'limit_amount', type: 'integer' },
      { name: 'deals', type: 'jsonb' },
    ],
    lines,
  );
  const events = orders.flatMap((o) => o.events.map((e) => [o.id, e.status, e.at, e.actorId, e.note]));
  const eventsWritten = insertRows(
    tx,
    'order_events',
    [
      { name: 'order_id', type: 'uuid' },
      { name: 'status', type: 'text' },
      { name: 'at', type: 'timestamptz' },
      { name: 'actor_id', type: 'uuid' },
      { name: 'note', type: 'text' },
    ],
    events,
  );
  const booked = new Map<string, number>();
  for (const order of orders) {
    if (order.status !== 'picked_up') continue;
    const slot = order.pickupSlotStart.toISOString();
    booked.set(slot, (booked.get(slot) ?? 0) + 1);
  }
  const bookingsWritten = insertRows(
    tx,
    'pickup_slot_bookings',
    [
      { name: 'slot_start', type: 'timestamptz' },
      { name: 'booked', type: 'integer' },
    ],
    [...booked],
    'on conflict (slot_start) do update set booked = pickup_slot_bookings.booked + excluded.booked',
  );
  const ledger = [...chunk.ledger].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ledgerWritten = insertRows(
    tx,
    'reward_ledger',
    [
      { name: 'customer_id', type: 'uuid' },
      { name: 'points', type: 'integer' },
      { name: 'reason', type: 'text' },
      { name: 'order_id', type: 'uuid' },
      { name: 'referral_id', type: 'uuid' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    ledger.map((e) => [e.customerId, e.points, e.reason, e.orderId, e.referralId, e.createdAt]),
  );
  const feedbackWritten = insertRows(
    tx,
    'purchase_feedback',
    [
      { name: 'order_id', type: 'uuid' },
      { name: 'customer_id', type: 'uuid' },
      { name: 'score', type: 'smallint' },
      { name: 'went_well', type: 'text' },
      { name: 'could_improve', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    chunk.feedback.map((f) => [f.orderId, f.customerId, f.score, f.wentWell, f.couldImprove, f.createdAt]),
  );
  const checkoutsWritten = insertRows(
    tx,
    'abandoned_checkouts',
    [
      { name: 'id', type: 'uuid' },
      { name: 'checkout_key', type: 'text' },
      { name: 'contact_name', type: 'text' },
      { name: 'email', type: 'text' },
      { name: 'phone', type: 'text' },
      { name: 'cart', type: 'jsonb' },
      { name: 'subtotal_cents', type: 'integer' },
      { name: 'captured_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
      { name: 'order_id', type: 'uuid' },
    ],
    chunk.checkouts.map((c) => [
      c.id,
      c.checkoutKey,
      c.contactName,
      c.email,
      c.phone,
      c.cart,
      c.subtotalCents,
      c.capturedAt,
      c.updatedAt,
      c.orderId,
    ]),
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
