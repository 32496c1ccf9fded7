/**
 * The drawer's list of lines: one `<li>` per size, cloned from the drawer's template and kept
 * (not rebuilt) while its size stays in the cart, so a focused stepper button keeps focus as the
 * quantity changes. Text goes in as text, never as HTML.
 */
import type { CartLine } from '#lib/cart/cart-line.ts';
import type { CartQuoteLine } from '#lib/cart/cart-quote.ts';
import { formatCents } from '#lib/money.ts';

/** What the controls of a line do. */
export interface LineActions {
  /** One more (1) or one fewer (−1) of the size, as the cart holds it now. */
  step(variantId: string, by: 1 | -1): void;
  remove(variantId: string): void;
  /** Switches the line to another size of its product (one of the quote's `sizes`). */
  changeSize(variantId: string, toVariantId: string): void;
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

/** The size a line's item shows now (a size switch renames the item, so it is read at the moment). */
const sizeOf = (item: HTMLElement) => item.dataset.variantId ?? '';

function createItem(template: HTMLTemplateElement, actions: LineActions, variantId: string): HTMLLIElement {
  const item = (template.content.firstElementChild as HTMLLIElement).cloneNode(true) as HTMLLIElement;
  item.dataset.variantId = variantId;
  part(item, 'line-decrease').addEventListener('click', (event) => {
    if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true') return;
    actions.step(sizeOf(item), -1);
  });
  part(item, 'line-increase').addEventListener('click', () => actions.step(sizeOf(item), 1));
  part(item, 'line-remove').addEventListener('click', () => actions.remove(sizeOf(item)));
  const sizes = part<HTMLSelectElement>(item, 'line-size-select');
  sizes.addEventListener('change', () => {
    const from = sizeOf(item);
    if (sizes.value !== from) actions.changeSize(from, sizes.value);
  });
  return item;
}

/** The line's size as text, or as a choice of the product's sizes when the quote offers others. */
function fillSizes(item: HTMLLIElement, line: CartLine, quoted: CartQuoteLine | undefined): void {
  const picker = part(item, 'line-size-picker');
  const select = part<HTMLSelectElement>(item, 'line-size-select');
  // Until the quote of a just-switched line arrives, the choice stays as it is (and keeps focus).
  if (!quoted) {
    if (!picker.hidden) select.value = line.variantId;
    return;
  }
  const offered = quoted.sizes;
  const choosable = offered.length > 1 && offered.some((size) => size.line.variantId === line.variantId);
  picker.hidden = !choosable;
  part(item, 'line-size').hidden = choosable;
  if (!choosable) return;
  select.setAttribute('aria-label', `Size of ${line.productName}`);
  const labels = offered.map((size) => `${size.line.sizeLabel} · ${formatCents(size.price.outTheDoorCents)}`);
  const current = [...select.options].map((option) => `${option.value}=${option.text}`).join('|');
  const wanted = offered.map((size, index) => `${size.line.variantId}=${labels[index]}`).join('|');
  // Rebuilt only when the choice changed, so an open or focused list is left alone.
  if (current !== wanted) {
    select.replaceChildren(...offered.map((size, index) => new Option(labels[index], size.line.variantId)));
  }
  select.value = line.variantId;
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
  fillSizes(item, line, quoted);
  part(item, 'line-quantity').textContent = String(line.quantity);
  part(item, 'line-stepper').setAttribute('aria-label', `Quantity of ${name}`);
  const decrease = part(item, 'line-decrease');
  decrease.setAttribute('aria-label', `One fewer ${name}`);
  // aria-disabled, not disabled: the button keeps focus when it reaches 1.
  decrease.setAttribute('aria-disabled', String(line.quantity <= 1));
  part(item, 'line-increase').setAttribute('aria-label', `One more ${name}`);
  part(item, 'line-remove').setAttribute('aria-label', `Remove ${name}`);
  part(item, 'line-deals').textContent =
    quoted && quoted.deals.length > 0 ? quoted.deals.map((deal) => deal.title).join(' + ') : '';
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
  for (const item of list.querySelectorAll<HTMLLIElement>(':scope > [data-cart-line]'))
    items.set(item.dataset.variantId ?? '', item);
  const quoted = new Map(quote?.lines.map((line) => [line.variantId, line]));
  const latest = new Map(cart.map((line) => [line.variantId, line]));
  for (const [variantId, item] of items) {
    if (!latest.has(variantId)) item.remove();
  }
  let previous: HTMLLIElement | undefined;
  for (const line of cart) {
    let item = items.get(line.variantId);
    if (!item) {
      // A new size goes where the cart has it: last when added, in place when a line changed size.
      item = createItem(template, actions, line.variantId);
      if (previous) previous.after(item);
      else list.prepend(item);
    }
    fillItem(item, line, quoted.get(line.variantId), pending);
    previous = item;
  }
}
