/**
 * The body of `POST /api/cart/quote`, parsed before anything else happens: a menu and at most
 * MAX_CART_LINES sizes with 1–99 units each, the bounds the cart itself keeps.
 */
import { z } from 'zod';
import type { ApiErrorBody } from '../../lib/http/http-client.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../lib/cart/cart-line.ts';
import type { CartQuoteRequest } from '../../lib/cart/cart-quote.ts';
import { CalendarDate } from '../../lib/checkout/checkout-request.ts';
import { MENU_MODES } from '../../lib/menu-query.ts';

const CartQuoteBody = z.object({
  mode: z.enum(MENU_MODES, { error: 'Choose a menu: "adult" (adult-use) or "medical".' }),
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
      email: z.string().trim().toLowerCase().max(254).pipe(z.email({ error: 'Send a whole email address, or leave it out.' })).optional(),
      birthdate: CalendarDate.optional(),
    })
    .optional(),
});

export type CartQuoteParse = { ok: true; request: CartQuoteRequest } | { ok: false; error: ApiErrorBody };

/** The quote request in `body` (already JSON-parsed; `undefined` for a body that was not JSON). */
export function parseCartQuoteRequest(body: unknown): CartQuoteParse {
  const parsed = CartQuoteBody.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issues = parsed.error.issues;
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    // Line problems are keyed by their place in the list ("lines.2.quantity") so the cart can point at them.
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    (fields[key] ??= []).push(issue.path.length > 0 ? issue.message : 'Send the cart as JSON: { mode, lines: [{ variantId, quantity }] }.');
  }
  return { ok: false, error: { error: 'The cart could not be priced: some of it is not valid.', fields } };
}
