/**
 * The quick-order page (src/pages/quick-order.astro): one "Add to cart" for every size with a
 * quantity ("Order again" is src/scripts/cart/order-again.ts). Each size goes
 * through `addToCart`, so the Michigan limits and the stock refuse it here as on the product page;
 * a refusal is said beside its size and, with the count added, in the form's live summary.
 */
import type { CartLine } from '../../lib/cart/cart-line.ts';
import { addToCart } from '../../stores/cart.ts';
import { pageCartSettings } from '../../stores/cart-settings.ts';

type Refusal = { name: string; message: string };

const sizes = (count: number) => `${count} ${count === 1 ? 'size' : 'sizes'}`;

function say(element: Element | null, text: string, refused: boolean): void {
  if (!(element instanceof HTMLElement)) return;
  element.classList.toggle('text-danger', refused);
  element.classList.toggle('font-semibold', refused);
  // The same words twice are not announced again, so alternate a trailing space.
  element.textContent = text && element.textContent === text ? `${text}\u00a0` : text;
}

function lineOf(input: HTMLInputElement): Omit<CartLine, 'quantity'> {
  return JSON.parse(input.dataset.line ?? '{}') as Omit<CartLine, 'quantity'>;
}

function summary(added: number, refusals: Refusal[]): string {
  const parts = added > 0 ? [`Added ${sizes(added)} to your cart.`] : [];
  if (refusals.length > 0) parts.push(`Not added: ${refusals.map((refusal) => `${refusal.name}: ${refusal.message}`).join(' ')}`);
  return parts.join(' ');
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  if (!form.matches('form[data-quick-order]')) return;
  event.preventDefault();
  const mode = pageCartSettings().mode;
  const refusals: Refusal[] = [];
  let added = 0;
  let invalid: HTMLInputElement | null = null;
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-line]')) {
    const message = input.parentElement?.querySelector('[data-line-message]') ?? null;
    say(message, '', false);
    const quantity = input.value.trim() === '' ? 0 : input.valueAsNumber;
    if (quantity === 0) continue;
    const line = lineOf(input);
    const name = `${line.productName}, ${line.sizeLabel}`;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > Number(input.max)) {
      const text = `Enter a quantity from 0 to ${input.max}.`;
      say(message, text, true);
      refusals.push({ name, message: text });
      invalid ??= input;
      continue;
    }
    const result = addToCart(line, quantity, mode);
    if (result.ok) {
      added += 1;
      input.value = '0';
      say(message, `Added ${quantity}.`, false);
    } else {
      say(message, result.message, true);
      refusals.push({ name, message: result.message });
    }
  }
  const status = form.querySelector('[data-quick-order-summary]');
  if (added === 0 && refusals.length === 0) say(status, 'Enter a quantity for at least one size.', true);
  else say(status, summary(added, refusals), refusals.length > 0);
  invalid?.focus();
}

/** Makes the quick-order form work; its button stays disabled without JavaScript. */
export function enhanceQuickOrder(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-quick-order]')) form.noValidate = true;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-quick-order-submit]')) button.disabled = false;
  document.addEventListener('submit', onSubmit);
}
