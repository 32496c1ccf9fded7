/**
 * The cart drawer's "Pickup at" choice (src/components/cart/CartDrawer.astro, only with two or
 * more stores). Choosing another store prices the cart there first (POST /api/cart/quote with the
 * store), then moves it with the store's prices and stock (switchCartStore) and lists in the
 * drawer every line that changed: a price, a lowered quantity, a size removed. The checkout link
 * and "Shop the menu" follow the cart's store; a store whose online ordering is paused keeps the
 * cart but offers no checkout.
 */
import { checkoutPathOf } from '#lib/cart/cart-checkout-store.ts';
import { HttpError } from '#lib/http/http-client.ts';
import { switchCartStore } from '#lib/cart/switch-cart-store.ts';
import { $cart, $cartStoreId, moveCart } from '#stores/cart.ts';
import { quoteCartAt } from '#stores/cart-quote.ts';
import { cartStoreOf, pageCartSettings, type CartStore } from '#stores/cart-settings.ts';

function part<T extends HTMLElement = HTMLElement>(root: HTMLElement, name: string): T {
  return root.querySelector<T>(`[data-cart-${name}]`)!;
}

/** Says what moving the cart did: a title and one item per changed line. */
function showChanges(drawer: HTMLElement, title: string, messages: readonly string[]): void {
  const box = part(drawer, 'store-changes');
  part(box, 'store-changes-title').textContent = title;
  part(box, 'store-changes-list').replaceChildren(
    ...messages.map((message) => Object.assign(document.createElement('li'), { textContent: message })),
  );
  box.hidden = false;
}

/** The drawer's links and notes for the cart's store. */
function follow(drawer: HTMLElement, store: CartStore): void {
  part<HTMLSelectElement>(drawer, 'store-select').value = store.id;
  const checkout = part<HTMLAnchorElement>(drawer, 'checkout');
  checkout.href = checkoutPathOf(store);
  checkout.hidden = store.pausedMessage !== null;
  part(drawer, 'store-paused').hidden = store.pausedMessage === null;
  part(drawer, 'store-paused-name').textContent = store.name;
  part(drawer, 'store-paused-message').textContent = store.pausedMessage ?? '';
  if (!store.isDefault) part<HTMLAnchorElement>(drawer, 'shop-link').href = `/stores/${encodeURIComponent(store.slug)}`;
}

/** Wires the drawer's store choice, if the page has one. */
export function enhanceCartStoreSwitch(): void {
  const drawer = document.getElementById('cart-drawer');
  const select = drawer?.querySelector<HTMLSelectElement>('[data-cart-store-select]');
  if (!drawer || !select) return;
  const { mode } = pageCartSettings();
  $cartStoreId.subscribe((storeId) => {
    const store = cartStoreOf(storeId) ?? cartStoreOf(null);
    if (store) follow(drawer, store);
  });

  select.addEventListener('change', async () => {
    const from = cartStoreOf($cartStoreId.get());
    const to = pageCartSettings().stores.find((store) => store.id === select.value);
    if (!to || to.id === from?.id) return;
    const storeId = to.isDefault ? null : to.id;
    if ($cart.get().length === 0) {
      moveCart(storeId, []);
      showChanges(drawer, `Your cart is now for pickup at ${to.name}.`, []);
      return;
    }
    select.disabled = true;
    try {
      const quote = await quoteCartAt(to.slug, mode);
      const moved = switchCartStore($cart.get(), quote, { mode, storeName: to.name });
      moveCart(storeId, moved.lines);
      showChanges(
        drawer,
        moved.changes.length === 0
          ? `Your cart is now for pickup at ${to.name}: prices and stock are the same there.`
          : `Your cart is now for pickup at ${to.name}. What changed:`,
        moved.changes.map((change) => change.message),
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (from) select.value = from.id;
      showChanges(
        drawer,
        `Your cart stays at ${from?.name ?? 'its store'}: ${to.name}'s prices could not be checked.`,
        [error.status === null ? 'The store could not be reached. Try again in a moment.' : error.message],
      );
    } finally {
      select.disabled = false;
      select.focus();
    }
  });
}
