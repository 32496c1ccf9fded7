import { createHash } from 'node:crypto';
import type { PlaceOrderInput } from './place-order.ts';

/**
 * What an order request asks for, as one hash: the same key may only come back with the same
 * request (the IETF Idempotency-Key draft: another payload under a used key is a 422). The total
 * the shopper saw is left out — a retry after a price change carries a new one for the same order.
 */
export function orderRequestFingerprint(input: PlaceOrderInput): string {
  const quantities = new Map<string, number>();
  for (const line of input.lines) quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
  const request = {
    customerId: input.customerId,
    mode: input.mode,
    contact: input.contact,
    medicalCard: input.medicalCard,
    pickupSlotStart: new Date(input.pickupSlotStart).toISOString(),
    notes: input.notes,
    lines: [...quantities].sort(([a], [b]) => a.localeCompare(b)),
    redeemPoints: input.redeemPoints ?? 0,
    // Only when named, so an order at the default store keeps the fingerprint it always had.
    ...(input.storeId ? { storeId: input.storeId } : {}),
  };
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
