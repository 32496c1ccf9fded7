import type { Database } from '../db/database.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { CheckoutRequest } from '#lib/checkout/checkout-request.ts';
import { placeOrder, type PlaceOrderOutcome } from '../orders/place-order.ts';
import type { StoreSettings } from '../settings/store-settings.ts';
import { admitPublicForm } from '../security/public-form-guard.ts';

/**
 * A validated checkout becomes an order: bots are turned away first (the public form guard: the
 * honeypot always, reCAPTCHA v3 when configured), then placeOrder re-checks and places it or says
 * what stands in the way.
 */
export async function submitCheckout(
  db: Database,
  config: RuntimeConfig,
  request: CheckoutRequest,
  {
    customerId,
    clientAddress,
    linkOrigin,
    settings,
    fetchImpl,
  }: {
    customerId: string | null;
    clientAddress: string;
    /** The store's public origin, for the links the order's emails carry. */
    linkOrigin: string;
    /** The store-wide cache's settings (placeOrder reads them again in its transaction). */
    settings?: StoreSettings;
    fetchImpl?: typeof fetch;
  },
): Promise<PlaceOrderOutcome> {
  await admitPublicForm(db, config, {
    form: 'checkout',
    proof: { website: request.website, recaptchaToken: request.recaptchaToken },
    clientAddress,
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  return placeOrder(
    db,
    {
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
      linkOrigin,
    },
    settings ? { settings } : {},
  );
}
