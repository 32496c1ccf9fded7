/**
 * The product page's "Add to cart" forms (src/components/cart/AddToCartForm.astro): each adds its
 * size to `$cart`, for pickup at the store the page is for (`data-store-id`; absent, the default
 * store). The cart notice at the top of the screen says what went in, or why not (a
 * Michigan purchase limit with the room left, or the stock); a quantity that does not read is said
 * beside the box.
 */
import type { CartLine } from '#lib/cart/cart-line.ts';
import { addToCart } from '#stores/cart.ts';
import { pageCartSettings } from '#stores/cart-settings.ts';
import { reportAddition } from './cart-notice.ts';
import { say } from './form-messages.ts';

function onSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  if (!form.matches('form[data-add-to-cart]')) return;
  event.preventDefault();
  const message = form.querySelector('[data-add-message]');
  const input = form.elements.namedItem('quantity') as HTMLInputElement;
  const most = Number(input.max);
  const quantity = input.valueAsNumber;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > most) {
    say(message, `Enter a quantity from 1 to ${most}.`, true);
    input.focus();
    return;
  }
  say(message, '', false);
  const line = JSON.parse(form.dataset.line ?? '{}') as Omit<CartLine, 'quantity'>;
  const what = `${quantity} × ${line.productName}, ${line.sizeLabel}`;
  const result = addToCart(line, quantity, pageCartSettings().mode, form.dataset.storeId ?? null);
  reportAddition(
    result.ok ? { added: `Added ${what} to your cart.` } : { refused: `Not added: ${what}. ${result.message}` },
  );
}

/** Makes the page's add-to-cart forms work (one listener for all of them). */
export function enhanceAddToCartForms(): void {
  // Constraint validation would block a quantity over the stock with the browser's own bubble;
  // the form says it in words beside the button instead.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-add-to-cart]')) form.noValidate = true;
  document.addEventListener('submit', onSubmit);
}
