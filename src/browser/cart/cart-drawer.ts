/**
 * The header's cart button and the cart drawer (src/components/cart/CartButton.astro,
 * CartDrawer.astro). The badge follows `$cart` in this tab and every other; the drawer is a modal
 * `<dialog>`, so the browser traps focus in it and Escape closes it; on closing, focus returns to
 * the button that opened it (the header's, or the add-to-cart notice's "View cart"). While it is
 * open the server's quote keeps the prices up to date.
 */
import { $cart, $cartCount, changeCartSize, removeFromCart, setCartQuantity } from '#stores/cart.ts';
import { $cartQuote, watchCartQuote } from '#stores/cart-quote.ts';
import { pageCartSettings } from '#stores/cart-settings.ts';
import { renderCartLines, type LineActions } from './cart-drawer-lines.ts';
import { renderCartSummary } from './cart-drawer-summary.ts';

function showBadge(button: HTMLElement, count: number): void {
  const badge = button.querySelector<HTMLElement>('[data-cart-badge]')!;
  badge.textContent = String(count);
  badge.hidden = count === 0;
  // The name says the count (the badge is hidden from assistive technology) and starts with the visible "Cart".
  button.setAttribute('aria-label', `Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
}

/** Says something in the drawer's live region (the same words twice are announced twice); a refusal in red. */
function announce(drawer: HTMLElement, text: string, refused = false): void {
  const message = drawer.querySelector<HTMLElement>('[data-cart-message]')!;
  message.classList.toggle('text-danger', refused);
  message.classList.toggle('font-semibold', refused);
  message.textContent = text !== '' && message.textContent === text ? `${text}\u00a0` : text;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside the open dialog: from its last control to its first and back. A modal dialog
 * already keeps the page behind out of reach; without this, Tab would leave for the browser's own UI.
 */
function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.checkVisibility());
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Wires the cart button and drawer of the page, if it has them. */
export function enhanceCartDrawer(): void {
  // The header's button, the one with the badge.
  const button = document.querySelector('[data-cart-badge]')?.closest<HTMLButtonElement>('[data-cart-open]');
  const drawer = document.getElementById('cart-drawer');
  if (!button || !(drawer instanceof HTMLDialogElement)) return;
  const dialog: HTMLDialogElement = drawer;
  const { mode } = pageCartSettings();
  const list = dialog.querySelector<HTMLElement>('[data-cart-lines]')!;
  const template = dialog.querySelector<HTMLTemplateElement>('[data-cart-line-template]')!;
  const summary = dialog.querySelector<HTMLElement>('[data-cart-summary]')!;
  const heading = dialog.querySelector<HTMLElement>('#cart-drawer-title')!;
  let stopQuote: (() => void) | undefined;

  const actions: LineActions = {
    step(variantId, by) {
      const line = $cart.get().find((candidate) => candidate.variantId === variantId);
      if (!line) return;
      const quantity = line.quantity + by;
      const result = setCartQuantity(variantId, quantity, mode);
      // The new quantity is said aloud: the number beside the buttons is not a live region.
      announce(
        dialog,
        result.ok ? `${line.productName}, ${line.sizeLabel}: ${quantity} in your cart.` : result.message,
        !result.ok,
      );
    },
    remove(variantId) {
      const line = $cart.get().find((candidate) => candidate.variantId === variantId);
      removeFromCart(variantId);
      // The focused button is gone with its line: the heading is the next sensible place.
      heading.focus();
      if (line) announce(dialog, `Removed ${line.productName}, ${line.sizeLabel}.`);
    },
    changeSize(variantId, toVariantId) {
      const state = $cartQuote.get();
      const quote = state.status === 'ready' || state.status === 'loading' ? state.quote : null;
      const size = quote?.lines
        .find((quoted) => quoted.variantId === variantId)
        ?.sizes.find((offered) => offered.line.variantId === toVariantId);
      const line = $cart.get().find((candidate) => candidate.variantId === variantId);
      if (!size || !line) return;
      const joins = $cart.get().some((candidate) => candidate.variantId === toVariantId);
      const item = list.querySelector<HTMLElement>(`[data-cart-line][data-variant-id="${CSS.escape(variantId)}"]`);
      // The line keeps its item (and the focused size list) under its new size, unless it joins a line already there.
      if (item && !joins) item.dataset.variantId = toVariantId;
      const result = changeCartSize(variantId, size.line, mode);
      if (!result.ok) {
        if (item) item.dataset.variantId = variantId;
        render();
        announce(dialog, result.message, true);
        return;
      }
      if (joins)
        list
          .querySelector<HTMLElement>(
            `[data-cart-line][data-variant-id="${CSS.escape(toVariantId)}"] [data-line-size-select]`,
          )
          ?.focus();
      announce(
        dialog,
        `${line.productName}: ${size.line.sizeLabel} now, ${joins ? 'added to the same size already in your cart' : `${line.quantity} in your cart`}.`,
      );
    },
  };

  function render(): void {
    const cart = $cart.get();
    const state = $cartQuote.get();
    const quote = state.status === 'ready' || state.status === 'loading' ? state.quote : null;
    dialog.querySelector<HTMLElement>('[data-cart-empty]')!.hidden = cart.length > 0;
    dialog.querySelector<HTMLElement>('[data-cart-filled]')!.hidden = cart.length === 0;
    summary.hidden = cart.length === 0;
    renderCartLines(list, template, cart, quote, state.status !== 'ready', actions);
    renderCartSummary(dialog, state);
  }

  $cartCount.subscribe((count) => showBadge(button, count));
  $cart.listen(render);
  $cartQuote.listen(render);
  render();

  // Every `[data-cart-open]` button opens the drawer, and gets focus back when it closes.
  let opener: HTMLElement = button;
  document.addEventListener('click', (event) => {
    const clicked = (event.target as Element).closest<HTMLElement>('[data-cart-open]');
    if (!clicked || dialog.open) return;
    opener = clicked;
    announce(dialog, '');
    stopQuote ??= watchCartQuote(mode);
    dialog.showModal();
  });
  dialog.querySelector('[data-cart-close]')!.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => wrapTab(dialog, event));
  // A click on the backdrop (outside the panel) lands on the dialog element itself.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    stopQuote?.();
    stopQuote = undefined;
    (opener.checkVisibility() ? opener : button).focus();
  });
}
