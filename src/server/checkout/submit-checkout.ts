import type { Database } from '../db/database.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { CheckoutRequest } from '#lib/checkout/checkout-request.ts';
import { placeOrder, type InventorySourceFor, type PlaceOrderOutcome } from '../orders/index.ts';
import type { StoreSettings } from '../settings/index.ts';
import { admitPublicForm } from '../security/public-form-guard.ts';
import type { RequestLimit } from '../http/rate-limit.ts';

/**
 * Orders placed in an hour from one address, and confirmations to one email address from
 * anywhere: far more than a household or a shared address orders, a wall for a script. Every order
 * also holds stock until it is picked up or expires.
 */
export const CHECKOUT_LIMIT: RequestLimit = { windowSeconds: 60 * 60, perClient: 100, perRecipient: 20 };

/**
 * A validated checkout becomes an order: bots are turned away first (the public form guard: the
 * honeypot always, reCAPTCHA v3 when configured), then placeOrder re-checks and places it or says
 * what stands in the way, counting it against CHECKOUT_LIMIT in the same transaction (429 beyond).
 */
export async function submitCheckout(
  db: Database,
  config: RuntimeConfig,
  request: CheckoutRequest,
  {
    customerId,
    clientAddress,
    settings,
    storeId,
    fetchImpl,
    sourceFor,
    registryWaitMs,
  }: {
    customerId: string | null;
    clientAddress: string;
    /** The order's store's settings from the store-wide cache (placeOrder reads them again in its transaction). */
    settings?: StoreSettings;
    /** The store the order is at (checkoutStore); absent, the default store. */
    storeId?: string;
    fetchImpl?: typeof fetch;
    /** The store's system of record, asked about a medical order's card before it is placed. */
    sourceFor?: InventorySourceFor;
    /** How long the registry is waited for (REGISTRY_WAIT_MS unless a test says). */
    registryWaitMs?: number;
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
      ...(storeId ? { storeId } : {}),
    },
    {
      ...(settings ? { settings } : {}),
      linkOrigin: config.linkOrigin,
      registry: { sourceFor, waitMs: registryWaitMs },
      rateLimit: {
        purpose: 'checkout',
        limit: CHECKOUT_LIMIT,
        clientAddress,
        messages: {
          client: 'Too many orders from here in an hour.',
          recipient: 'Too many orders for this email address in an hour.',
        },
      },
    },
  );
}
