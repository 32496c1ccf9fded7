/**
 * The drawer's list of lines: one `<li>` per size, cloned from the drawer's template and kept
 * (not rebuilt) while its size stays in the cart, so a focused stepper button keeps focus as the
 * quantity changes. Text goes in as text, never as HTML.
 */
import type { CartLine } from '../../lib/cart/cart-line.ts';
import type { CartQuoteLine } from '../../lib/cart/cart-quote.ts';
import { formatCents } from '../../lib/money.ts';

/** What the buttons of a line do. */
export interface LineActions {
  /** One more (1) or one fewer (−1) of the size, as the cart holds it now. */
  step(variantId: string, by: 1 | -1): void;
  remove(variantId: string): void;
}

function part<T extends HTMLElement = HTMLElement>(item: HTMLElement, name: string): T {
  return item.querySelector<T>(`[data-${name}]`)!;
}

/** Why a line cannot be bought as it is, from the quote; empty when it can. */
function problemOf(line: CartLine, quoted: CartQuoteLine | undefined): string {
  if (!quoted) return '';
  if (!quoted.sellable) return 'No longer available on this menu: remove it to check out.';
  if (quoted.available === 0) return 'Sold out since you added it: remove it to check out.';
  if (quoted.available < line.quantity) return `Only ${quoted.available} left: the total counts ${quoted.available}.`;
  return '';
}

function createItem(template: HTMLTemplateElement, actions: LineActions, variantId: string): HTMLLIElement {
  const item = (template.content.firstElementChild as HTMLLIElement).cloneNode(true) as HTMLLIElement;
  item.dataset.variantId = variantId;
  part(item, 'line-decrease').addEventListener('click', (event) => {
    if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true') return;
    actions.step(variantId, -1);
  });
  part(item, 'line-increase').addEventListener('click', () => actions.step(variantId, 1));
  part(item, 'line-remove').addEventListener('click', () => actions.remove(variantId));
  return item;
}

function fillItem(item: HTMLLIElement, line: CartLine, quoted: CartQuoteLine | undefined, pending: boolean): void {
  const name = `${line.productName}, ${line.sizeLabel}`;
  const image = part<HTMLImageElement>(item, 'line-image');
  if (line.imageSrc) image.src = line.imageSrc;
  image.hidden = !line.imageSrc;
  const link = part<HTMLAnchorElement>(item, 'line-link');
  link.href = `/products/${encodeURIComponent(line.productSlug)}`;
  link.textContent = line.productName;
  part(item, 'line-size').textContent = line.sizeLabel;
  part(item, 'line-quantity').textContent = String(line.quantity);
  part(item, 'line-stepper').setAttribute('aria-label', `Quantity of ${name}`);
  const decrease = part(item, 'line-decrease');
  decrease.setAttribute('aria-label', `One fewer ${name}`);
  // aria-disabled, not disabled: the button keeps focus when it reaches 1.
  decrease.setAttribute('aria-disabled', String(line.quantity <= 1));
  part(item, 'line-increase').setAttribute('aria-label', `One more ${name}`);
  part(item, 'line-remove').setAttribute('aria-label', `Remove ${name}`);
  part(item, 'line-deals').textContent = quoted && quoted.deals.length > 0 ? quoted.deals.map((deal) => deal.title).join(' + ') : '';
  part(item, 'line-note').textContent = problemOf(line, quoted);
  const total = part(item, 'line-total');
  total.textContent = quoted ? formatCents(quoted.totalCents) : '…';
  total.classList.toggle('opacity-50', pending);
}

/**
 * Shows `cart` in `list`: new sizes get an item, gone sizes lose theirs, the rest are updated in
 * place. `quote` prices the lines (or is null until the server answers); `pending` dims prices
 * that are about to change.
 */
export function renderCartLines(
  list: HTMLElement,
  template: HTMLTemplateElement,
  cart: readonly CartLine[],
  quote: { lines: CartQuoteLine[] } | null,
  pending: boolean,
  actions: LineActions,
): void {
  const items = new Map<string, HTMLLIElement>();
  for (const item of list.querySelectorAll<HTMLLIElement>(':scope > [data-cart-line]')) items.set(item.dataset.variantId ?? '', item);
  const quoted = new Map(quote?.lines.map((line) => [line.variantId, line]));
  const latest = new Map(cart.map((line) => [line.variantId, line]));
  for (const [variantId, item] of items) {
    if (!latest.has(variantId)) item.remove();
  }
  for (const line of cart) {
    let item = items.get(line.variantId);
    if (!item) {
      item = createItem(template, actions, line.variantId);
      list.append(item);
    }
    fillItem(item, line, quoted.get(line.variantId), pending);
  }
}
