import { z } from 'zod';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '#lib/checkout/checkout-request.ts';
import { normalizeUsPhone } from '#lib/phone.ts';
import { recordCheckoutContact } from '#server/checkout/index.ts';
import { endpoint, noContent } from '#server/http/index.ts';

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
  })
  .refine((contact) => contact.email !== '' || contact.phone !== '', 'An email or a phone number is needed.');

/** The checkout's contact details as typed so far (JSON, sent when a contact field is left): 204, or 429 beyond its limit. */
export const POST = endpoint(
  { body: CheckoutContact, invalid: 'Not a checkout contact.' },
  async ({ body }, { locals }) => {
    await recordCheckoutContact(locals.db, body, { clientAddress: locals.clientAddress });
    return noContent();
  },
);
