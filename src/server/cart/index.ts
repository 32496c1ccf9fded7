/**
 * The cart, the server's side: a quote of the shopper's cart (prices after deals and rewards,
 * taxes, purchase limits, the sizes each line may switch to) and the request body it answers,
 * and the one way a set of sizes is read and priced, which placing an order uses too.
 */
export { CartQuoteBody } from './cart-quote-request.ts';
export { quoteCart, storeNamed, type QuoteShopper, type QuoteStoreFacts } from './quote-cart.ts';
export { loadOrderItems, type OrderItem } from './order-items.ts';
export { customerFacts, priceItemsWithDeals, priceOrderItems, pricedLine } from './price-order-items.ts';
export { listOrderAgain } from './order-again.ts';
