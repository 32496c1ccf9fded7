import { z } from 'zod';
import { CheckoutStoreSlug, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '#lib/checkout/checkout-request.ts';
import { normalizeUsPhone } from '#lib/phone.ts';
import { checkoutStore, recordCheckoutContact } from '#server/checkout/index.ts';
import { endpoint, noContent, Refusal } from '#server/http/index.ts';

const CheckoutContact = z
  .object({
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/),
    name: z.string().trim().max(100).default(''),
    email: z.union([z.literal(''), z.string().trim().toLowerCase().max(254).pipe(z.email())]).default(''),
    phone: z
      .string()
      .trim()
      .max(40)
      .default('')
      .transform((typed) => normalizeUsPhone(typed) ?? ''),
    lines: z
      .array(z.object({ variantId: z.uuid(), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
      .max(MAX_ORDER_LINES),
    store: CheckoutStoreSlug.optional(),
  })
  .refine((contact) => contact.email !== '' || contact.phone !== '', 'An email or a phone number is needed.');

/**
 * The checkout's contact details as typed so far, at its store (JSON, sent when a contact field is
 * left): 204; 400 for a store that is none of ours; 429 beyond its limit.
 */
export const POST = endpoint(
  { body: CheckoutContact, invalid: 'Not a checkout contact.' },
  async ({ body }, { locals }) => {
    const { store: slug, ...contact } = body;
    const store = slug
      ? await checkoutStore(locals.db, slug, { defaultStore: locals.storeSettings, openStores: locals.stores })
      : null;
    if (slug && !store) throw new Refusal(400, 'That store is not one of ours.', 'store');
    await recordCheckoutContact(locals.db, store ? { ...contact, storeId: store.store.id } : contact, {
      clientAddress: locals.clientAddress,
    });
    return noContent();
  },
);
