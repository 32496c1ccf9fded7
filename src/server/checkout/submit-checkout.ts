import type { Database } from '../db/database.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { CheckoutRequest } from '#lib/checkout/checkout-request.ts';
import { Refusal } from '../http/refusal.ts';
import { placeOrder, type PlaceOrderOutcome } from '../orders/place-order.ts';
import { verifyRecaptcha } from '../security/recaptcha.ts';

/**
 * A validated checkout becomes an order: bots are turned away first (403; the honeypot field
 * always, reCAPTCHA v3 when the store configured its secret), then placeOrder re-checks and
 * places it or says what stands in the way. When Google cannot be reached, the order goes
 * through: a shopper is never refused because a third party is down, and the honeypot and rate
 * of orders still stand guard.
 */
export async function submitCheckout(
  db: Database,
  config: RuntimeConfig,
  request: CheckoutRequest,
  {
    customerId,
    clientAddress,
    fetchImpl,
  }: { customerId: string | null; clientAddress: string; fetchImpl?: typeof fetch },
): Promise<PlaceOrderOutcome> {
  if (request.website !== '') throw notAPerson();
  if (config.recaptchaSecretKey) {
    let human = true;
    try {
      const verdict = await verifyRecaptcha(
        {
          secret: config.recaptchaSecretKey,
          token: request.recaptchaToken,
          action: 'checkout',
          remoteIp: clientAddress,
        },
        fetchImpl,
      );
      human = verdict.human;
    } catch (error) {
      console.error('reCAPTCHA verification failed; the order is checked without it:', error);
    }
    if (!human) throw notAPerson();
  }
  return placeOrder(db, {
    idempotencyKey: request.idempotencyKey,
    customerId,
    mode: request.mode,
    contact: { name: request.name, email: request.email, phone: request.phone, birthdate: request.birthdate },
    medicalCard:
      request.mode === 'medical'
        ? { number: request.medicalCardNumber, expiresOn: request.medicalCardExpiresOn }
        : null,
    pickupSlotStart: request.pickupSlotStart,
    notes: request.notes,
    lines: request.lines,
    consents: { email: request.emailMarketing, sms: request.smsMarketing },
    expectedTotalCents: request.expectedTotalCents,
    expectedLines: request.expectedLines,
    redeemPoints: request.redeemPoints,
  });
}

function notAPerson(): Refusal {
  return new Refusal(403, 'We could not confirm you are a person. Reload the page and try again, or call the store.');
}
