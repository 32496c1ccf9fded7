import type { APIRoute } from 'astro';
import { CheckoutRequest, checkoutFieldErrors } from '../../../lib/checkout/checkout-request.ts';
import { orderProblemMessage, problemField } from '../../../lib/checkout/order-problem-message.ts';
import { submitCheckout } from '../../../server/checkout/submit-checkout.ts';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Places the checkout's order (JSON). 201 with the order number and the receipt address; 400
 * with `{ error, fields }` for input; 409 with the problem (sold out, limit, slot, price) and its
 * message beside the right field; 403 for a bot. A retried submit (same key) answers 200 with the
 * same order.
 */
export const POST: APIRoute = async ({ request, locals, clientAddress }) => {
  const body = await request.json().catch(() => undefined);
  const parsed = CheckoutRequest.safeParse(body);
  if (!parsed.success) {
    return Response.json({ error: 'Some details need another look.', fields: checkoutFieldErrors(parsed.error) }, { status: 400, headers: noStore });
  }
  const account = await locals.currentAccount();
  const outcome = await submitCheckout(locals.db, locals.config, parsed.data, { customerId: account?.id ?? null, clientAddress });
  if (!outcome.ok && outcome.kind === 'bot') {
    return Response.json({ error: 'We could not confirm you are a person. Reload the page and try again, or call the store.' }, { status: 403, headers: noStore });
  }
  if (!outcome.ok) {
    const message = orderProblemMessage(outcome.problem);
    return Response.json(
      { error: message, problem: outcome.problem, fields: { [problemField(outcome.problem)]: message } },
      { status: 409, headers: noStore },
    );
  }
  const receipt = `/thank-you?order=${encodeURIComponent(outcome.order.number)}&key=${encodeURIComponent(parsed.data.idempotencyKey)}`;
  return Response.json({ order: { number: outcome.order.number, totalCents: outcome.order.totalCents }, receipt }, { status: outcome.replayed ? 200 : 201, headers: noStore });
};
