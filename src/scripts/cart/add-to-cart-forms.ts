/**
 * The product page's "Add to cart" forms (src/components/cart/AddToCartForm.astro): each adds its
 * size to `$cart`. What went in is confirmed by the cart notice at the top of the screen; why not
 * (a Michigan purchase limit with the room left, or the stock) is said beside the button.
 */
import type { CartLine } from '#lib/cart/cart-line.ts';
import { addToCart } from '#stores/cart.ts';
import { pageCartSettings } from '#stores/cart-settings.ts';
import { confirmAddition } from './cart-notice.ts';
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
  const line = JSON.parse(form.dataset.line ?? '{}') as Omit<CartLine, 'quantity'>;
  const result = addToCart(line, quantity, pageCartSettings().mode);
  if (!result.ok) {
    say(message, result.message, true);
    return;
  }
  say(message, '', false);
  confirmAddition(`Added ${quantity} × ${line.productName}, ${line.sizeLabel} to your cart.`);
}

/** Makes the page's add-to-cart forms work (one listener for all of them). */
export function enhanceAddToCartForms(): void {
  // Constraint validation would block a quantity over the stock with the browser's own bubble;
  // the form says it in words beside the button instead.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-add-to-cart]')) form.noValidate = true;
  document.addEventListener('submit', onSubmit);
}
