/**
 * The product page's "Add to cart" forms (src/components/cart/AddToCartForm.astro): each adds its
 * size to `$cart` and says beside its button what happened — added, or why not (a Michigan
 * purchase limit with the room left, or the stock).
 */
import type { CartLine } from '../../lib/cart/cart-line.ts';
import { addToCart } from '../../stores/cart.ts';
import { pageCartSettings } from '../../stores/cart-settings.ts';

function say(form: HTMLFormElement, text: string, refused: boolean): void {
  const message = form.querySelector<HTMLElement>('[data-add-message]');
  if (!message) return;
  message.classList.toggle('text-danger', refused);
  message.classList.toggle('font-semibold', refused);
  // The same words twice are not announced again, so alternate a trailing space.
  message.textContent = message.textContent === text ? `${text}\u00a0` : text;
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  if (!form.matches('form[data-add-to-cart]')) return;
  event.preventDefault();
  const input = form.elements.namedItem('quantity') as HTMLInputElement;
  const most = Number(input.max);
  const quantity = input.valueAsNumber;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > most) {
    say(form, `Enter a quantity from 1 to ${most}.`, true);
    input.focus();
    return;
  }
  const line = JSON.parse(form.dataset.line ?? '{}') as Omit<CartLine, 'quantity'>;
  const result = addToCart(line, quantity, pageCartSettings().mode);
  if (result.ok) say(form, `Added ${quantity} × ${line.sizeLabel} to your cart.`, false);
  else say(form, result.message, true);
}

/** Makes the page's add-to-cart forms work (one listener for all of them). */
export function enhanceAddToCartForms(): void {
  // Constraint validation would block a quantity over the stock with the browser's own bubble;
  // the form says it in words beside the button instead.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-add-to-cart]')) form.noValidate = true;
  document.addEventListener('submit', onSubmit);
}
