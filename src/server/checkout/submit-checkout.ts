import type { Database } from '../db/database.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { CheckoutRequest } from '../../lib/checkout/checkout-request.ts';
import { placeOrder, type OrderProblem, type PlacedOrder } from '../orders/place-order.ts';
import { verifyRecaptcha } from '../security/recaptcha.ts';

export type CheckoutOutcome =
  | { ok: true; order: PlacedOrder; replayed: boolean }
  | { ok: false; kind: 'problem'; problem: OrderProblem }
  | { ok: false; kind: 'bot' };

/**
 * A validated checkout becomes an order: bots are turned away first (the honeypot field always,
 * reCAPTCHA v3 when the store configured its secret), then placeOrder re-checks and places it.
 * When Google cannot be reached, the order goes through: a shopper is never refused because a
 * third party is down, and the honeypot and rate of orders still stand guard.
 */
export async function submitCheckout(
  db: Database,
  config: RuntimeConfig,
  request: CheckoutRequest,
  { customerId, clientAddress, fetchImpl }: { customerId: string | null; clientAddress: string; fetchImpl?: typeof fetch },
): Promise<CheckoutOutcome> {
  if (request.website !== '') return { ok: false, kind: 'bot' };
  if (config.recaptchaSecretKey) {
    try {
      const verdict = await verifyRecaptcha(
        { secret: config.recaptchaSecretKey, token: request.recaptchaToken, action: 'checkout', remoteIp: clientAddress },
        fetchImpl,
      );
      if (!verdict.human) return { ok: false, kind: 'bot' };
    } catch (error) {
      console.error('reCAPTCHA verification failed; the order is checked without it:', error);
    }
  }
  const outcome = await placeOrder(db, {
    idempotencyKey: request.idempotencyKey,
    customerId,
    mode: request.mode,
    contact: { name: request.name, email: request.email, phone: request.phone, birthdate: request.birthdate },
    medicalCard: request.mode === 'medical' ? { number: request.medicalCardNumber, expiresOn: request.medicalCardExpiresOn } : null,
    pickupSlotStart: request.pickupSlotStart,
    notes: request.notes,
    lines: request.lines,
    consents: { email: request.emailMarketing, sms: request.smsMarketing },
    expectedTotalCents: request.expectedTotalCents,
    expectedLines: request.expectedLines,
    redeemPoints: request.redeemPoints,
  });
  return outcome.ok ? outcome : { ok: false, kind: 'problem', problem: outcome.problem };
}
