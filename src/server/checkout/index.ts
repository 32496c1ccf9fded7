/**
 * Checkout: its page, the store it is at, the contact an unfinished checkout leaves for the
 * abandoned-cart email, what the store and the registry say before the order is placed, and
 * submitting the form, which places the order through orders' entry.
 */
export { loadCheckoutPage, type CheckoutPage } from './checkout-page.ts';
export { recordCheckoutContact, CHECKOUT_CONTACT_LIMIT, type CheckoutContact } from './abandoned-checkouts.ts';
export { submitCheckout, CHECKOUT_LIMIT } from './submit-checkout.ts';
export { checkoutStore, type StoreReads } from './checkout-store.ts';
export { checkoutStanding, REGISTRY_LOOKUP_LIMIT } from './checkout-standing.ts';
