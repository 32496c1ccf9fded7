/**
 * The body of `POST /api/cart/quote`, parsed before anything else happens: a menu, the store's
 * slug (optional) and at most MAX_CART_LINES sizes with 1–99 units each, the bounds the cart itself keeps.
 */
import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '#lib/cart/cart-line.ts';
import type { CartQuoteRequest } from '#lib/cart/cart-quote.ts';
import { CalendarDate } from '#lib/checkout/checkout-request.ts';
import { MENU_MODES } from '#lib/catalog/menu-query.ts';

/** A store's slug as `stores.slug` allows it. */
const STORE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const CartQuoteBody = z.object(
  {
    mode: z.enum(MENU_MODES, { error: 'Choose a menu: "adult" (adult-use) or "medical".' }),
    store: z
      .string({ error: 'Name the store by its slug, or leave it out for the first store.' })
      .max(60, "A store's slug is at most 60 characters.")
      .regex(STORE_SLUG, 'Name the store by its slug, such as "ypsilanti".')
      .optional(),
    lines: z
      .array(
        z.object({
          variantId: z.guid({ error: 'Each line needs the id of a size.' }),
          quantity: z
            .int({ error: 'A quantity is a whole number.' })
            .min(1, 'A quantity is at least 1.')
            .max(MAX_LINE_QUANTITY, `A quantity is at most ${MAX_LINE_QUANTITY}.`),
        }),
        { error: 'Send the cart lines as a list.' },
      )
      .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} different items.`),
    redeemPoints: z.int({ error: 'Points are a whole number.' }).min(0).max(1_000_000).default(0),
    contact: z
      .object({
        email: z
          .string()
          .trim()
          .toLowerCase()
          .max(254)
          .pipe(z.email({ error: 'Send a whole email address, or leave it out.' }))
          .optional(),
        birthdate: CalendarDate.optional(),
        phone: z.string().trim().max(30, 'Send a phone number of at most 30 characters.').optional(),
        medicalCardNumber: z.string().trim().max(30, 'Send a card number of at most 30 characters.').optional(),
      })
      .optional(),
  },
  { error: 'Send the cart as JSON: { mode, lines: [{ variantId, quantity }] }.' },
) satisfies z.ZodType<CartQuoteRequest>;
