/**
 * Which store's checkout a cart belongs at. A cart is picked up at one store (decision 70), so a
 * shopper who lands on another store's checkout (a bookmark, the back button, a store's page) is
 * sent to the cart's own rather than having the cart priced, quietly, where it was not filled.
 */

/** A store as the page's cart settings name it. */
export interface CheckoutStore {
  id: string;
  slug: string;
  name: string;
  isDefault: boolean;
}

/** A store's checkout: the default store's is `/checkout`, any other's `/checkout?store={slug}`. */
export function checkoutPathOf(store: Pick<CheckoutStore, 'slug' | 'isDefault'>): string {
  return store.isDefault ? '/checkout' : `/checkout?store=${encodeURIComponent(store.slug)}`;
}

/**
 * The cart's store when the checkout is at another one, or null when they agree. `cartStoreId`
 * null is the default store, as is a store no longer open (the cart drawer shows it so too);
 * `checkoutSlug` null is the default store's checkout. With one store there is nothing to differ.
 */
export function cartStoreElsewhere<S extends CheckoutStore>(
  stores: readonly S[],
  cartStoreId: string | null,
  checkoutSlug: string | null,
): S | null {
  const defaultStore = stores.find((store) => store.isDefault);
  const cartStore = stores.find((store) => store.id === cartStoreId) ?? defaultStore;
  const checkoutStore = checkoutSlug === null ? defaultStore : stores.find((store) => store.slug === checkoutSlug);
  if (!cartStore || !checkoutStore) return null;
  return cartStore.id === checkoutStore.id ? null : cartStore;
}
