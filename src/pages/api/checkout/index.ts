import { CheckoutRequest } from '#lib/checkout/checkout-request.ts';
import { orderProblemMessage, problemField } from '#lib/checkout/order-problem-message.ts';
import { checkoutStore, submitCheckout } from '#server/checkout/index.ts';
import { endpoint, json, Refusal } from '#server/http/index.ts';

/**
 * Places the checkout's order (JSON) at its store (`store`, a slug; left out, the default store).
 * 201 with the order number and the receipt address; 400 with `{ error, fields }` for input (a
 * store that is none of ours among it); 409 with the problem (sold out, limit, slot, price, the
 * store paused or closed) and its message beside the right field; 403 for a bot. A retried submit
 * (same key) answers 200 with the same order; the key sent again with another request, 422.
 */
export const POST = endpoint(
  // The order's own key (placeOrder) makes a repeat return the order it placed.
  { body: CheckoutRequest, invalid: 'Some details need another look.', repeats: { keyInBody: 'idempotencyKey' } },
  async ({ body }, { locals }) => {
    const [account, settings] = await Promise.all([
      locals.currentAccount(),
      checkoutStore(locals.db, body.store, { defaultStore: locals.storeSettings, openStores: locals.stores }),
    ]);
    if (!settings) throw new Refusal(400, 'That store is not one of ours.', 'store');
    const outcome = await submitCheckout(locals.db, locals.config, body, {
      customerId: account?.id ?? null,
      clientAddress: locals.clientAddress,
      settings,
      ...(body.store ? { storeId: settings.store.id } : {}),
      sourceFor: locals.inventorySourceFor,
    });
    if (!outcome.ok) {
      // The problem itself goes to the browser too: it acts on some (a changed price asks for a new quote).
      const message = orderProblemMessage(outcome.problem);
      const status = outcome.problem.code === 'key_reused' ? 422 : 409;
      throw new Refusal(status, message, problemField(outcome.problem), { details: { problem: outcome.problem } });
    }
    const receipt = `/thank-you?order=${encodeURIComponent(outcome.order.number)}&key=${encodeURIComponent(body.idempotencyKey)}`;
    return json(
      { order: { number: outcome.order.number, totalCents: outcome.order.totalCents }, receipt },
      outcome.replayed ? 200 : 201,
    );
  },
);
