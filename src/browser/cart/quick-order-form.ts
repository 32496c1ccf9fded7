/**
 * The quick-order page (src/pages/quick-order.astro): one "Add to cart" for every size with a
 * quantity ("Order again" is src/browser/cart/order-again.ts). Each size goes through `addToCart`,
 * for pickup at the page's store (`data-store-id`; absent, the default store), so the Michigan
 * limits, the stock and a cart for another store refuse it here as on the product page. The cart notice says
 * what went in and what was refused; each refusal is also said beside its size.
 */
import { addToCart } from '#stores/cart.ts';
import { pageCartSettings } from '#stores/cart-settings.ts';
import { reportAddition } from './cart-notice.ts';
import { messageBeside, messageOf, say } from './form-messages.ts';
import { pageCartLine } from './page-cart-lines.ts';

type Refusal = { name: string; message: string };

const sizes = (count: number) => `${count} ${count === 1 ? 'size' : 'sizes'}`;

function refused(refusals: readonly Refusal[]): string {
  return refusals.length === 0
    ? ''
    : `Not added: ${refusals.map((refusal) => `${refusal.name}: ${refusal.message}`).join(' ')}`;
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  if (!form.matches('form[data-quick-order]')) return;
  event.preventDefault();
  const mode = pageCartSettings().mode;
  const refusals: Refusal[] = [];
  let added = 0;
  let invalid: HTMLInputElement | null = null;
  // Each box is named by its size's variant id (src/components/cart/SizeQuantityTable.astro).
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="number"]')) {
    say(messageOf(input), '', false);
    const quantity = input.value.trim() === '' ? 0 : input.valueAsNumber;
    const line = pageCartLine(input.name);
    if (quantity === 0 || !line) continue;
    const name = `${line.productName}, ${line.sizeLabel}`;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > Number(input.max)) {
      const text = `Enter a quantity from 0 to ${input.max}.`;
      say(messageBeside(input), text, true);
      refusals.push({ name, message: text });
      invalid ??= input;
      continue;
    }
    const result = addToCart(line, quantity, mode, form.dataset.storeId ?? null);
    if (result.ok) {
      added += 1;
      input.value = '0';
      say(messageBeside(input), `Added ${quantity}.`, false);
    } else {
      say(messageBeside(input), result.message, true);
      refusals.push({ name, message: result.message });
    }
  }
  const status = form.querySelector('[data-quick-order-summary]');
  const nothingEntered = added === 0 && refusals.length === 0;
  say(status, nothingEntered ? 'Enter a quantity for at least one size.' : '', nothingEntered);
  reportAddition({ added: added > 0 ? `Added ${sizes(added)} to your cart.` : '', refused: refused(refusals) });
  invalid?.focus();
}

/** Makes the quick-order form work; its button stays disabled without JavaScript. */
export function enhanceQuickOrder(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-quick-order]')) form.noValidate = true;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-quick-order-submit]'))
    button.disabled = false;
  document.addEventListener('submit', onSubmit);
}
