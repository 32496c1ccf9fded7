/**
 * Quick order and build a pack sell for the store their address names (`?store={slug}`), the
 * default store without one. A shopper whose cart is for pickup at another store, arriving on the
 * address without a store, is taken to that store's version at once: its stock and prices, and
 * additions its cart takes. An address that names a store is left as asked (a store's choice
 * link, a shared link); there an addition to another store's cart is refused with the sentence
 * that points to the drawer's store choice.
 */
import { $cart, $cartStoreId } from '#stores/cart.ts';
import { cartStoreOf } from '#stores/cart-settings.ts';

export function followCartStore(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.has('store') || $cart.get().length === 0) return;
  const store = cartStoreOf($cartStoreId.get());
  if (!store || store.isDefault) return;
  url.searchParams.set('store', store.slug);
  // Replaced, not pushed: the back button leaves the page rather than bouncing back to it.
  window.location.replace(url);
}
