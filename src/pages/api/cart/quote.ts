import type { APIRoute } from 'astro';
import { parseCartQuoteRequest } from '../../../server/cart/cart-quote-request.ts';
import { quoteCart } from '../../../server/cart/quote-cart.ts';

const PRIVATE = { 'Cache-Control': 'no-store' };

/**
 * Prices the shopper's cart with today's catalog, stock, deals and Michigan taxes (the cart
 * drawer's out-the-door total). JSON in: `{ mode, lines: [{ variantId, quantity }] }`; a body that
 * does not fit answers 400 with `{ error, fields }`. Personal (signed-in deals), so never cached.
 */
export const POST: APIRoute = async ({ request, locals }) => {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = parseCartQuoteRequest(body);
  if (!parsed.ok) return Response.json(parsed.error, { status: 400, headers: PRIVATE });
  const account = await locals.currentAccount();
  const quote = await quoteCart(locals.db, parsed.request, account ? { id: account.id, email: account.email } : null);
  return Response.json(quote, { headers: PRIVATE });
};
