/**
 * The cart, the server's side: a quote of the shopper's cart (prices after deals and rewards,
 * taxes, purchase limits, the sizes each line may switch to) and the request body it answers.
 */
export { CartQuoteBody } from './cart-quote-request.ts';
export { quoteCart, type QuoteShopper, type QuoteStoreFacts } from './quote-cart.ts';
