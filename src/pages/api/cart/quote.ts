import { CartQuoteBody, quoteCart, storeNamed } from '#server/cart/index.ts';
import { endpoint, json } from '#server/http/index.ts';

/**
 * Prices the shopper's cart with today's catalog, stock, deals and Michigan taxes (the cart
 * drawer's out-the-door total). JSON in: `{ mode, store?, lines: [{ variantId, quantity }] }`,
 * `store` the slug of the store the cart is picked up at (absent: the default store); a body that
 * does not fit, or a store that is not open, answers 400 with `{ error, fields }`. Personal
 * (signed-in deals), so never cached. The stores' settings and the deals come from the process's
 * store-wide cache, as the pages' do; the time is the server clock's, as placement's is.
 */
export const POST = endpoint(
  // A POST only for the size of its body: it changes nothing, so a repeat simply prices again.
  { body: CartQuoteBody, invalid: 'The cart could not be priced: some of it is not valid.', repeats: 'runs again' },
  async ({ body }, { locals }) => {
    const { store } = body;
    const [account, settings, deals] = await Promise.all([
      locals.currentAccount(),
      store === undefined ? locals.storeSettings() : locals.stores().then((stores) => storeNamed(stores, store)),
      locals.activeDeals(),
    ]);
    const shopper = account ? { id: account.id, email: account.email } : null;
    // A caller that brings no server clock (one that runs the endpoint outside a server) is on the machine's.
    const now = locals.clock?.now() ?? new Date();
    return json(await quoteCart(locals.db, body, shopper, now, { settings, deals }));
  },
);
