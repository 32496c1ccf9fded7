import { CartQuoteBody, quoteCart } from '#server/cart/index.ts';
import { endpoint, json } from '#server/http/index.ts';

/**
 * Prices the shopper's cart with today's catalog, stock, deals and Michigan taxes (the cart
 * drawer's out-the-door total). JSON in: `{ mode, lines: [{ variantId, quantity }] }`; a body that
 * does not fit answers 400 with `{ error, fields }`. Personal (signed-in deals), so never cached.
 * The settings and deals come from the process's store-wide cache, as the pages' do.
 */
export const POST = endpoint(
  // A POST only for the size of its body: it changes nothing, so a repeat simply prices again.
  { body: CartQuoteBody, invalid: 'The cart could not be priced: some of it is not valid.', repeats: 'runs again' },
  async ({ body }, { locals }) => {
    const [account, settings, deals] = await Promise.all([
      locals.currentAccount(),
      locals.storeSettings(),
      locals.activeDeals(),
    ]);
    const shopper = account ? { id: account.id, email: account.email } : null;
    return json(await quoteCart(locals.db, body, shopper, new Date(), { settings, deals }));
  },
);
