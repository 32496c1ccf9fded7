/**
 * "Order again" buttons (src/components/orders/OrderAgainButton.astro, on the quick-order page
 * and the account's orders): each puts a past order's sizes that are still sold in the cart, as
 * many of each as the stock and the Michigan limits allow up to the order's quantity, through the
 * cart's own rules (`addToCartUpTo`), for pickup at the store the order was placed at
 * (`data-store-id`; absent, the default store); then it says beside the button what went in, and per size
 * what did not and why.
 */
import { orderAgainReport, type OrderAgainOutcome, type OrderAgainReport } from '#lib/cart/order-again-report.ts';
import { NOT_ORDERABLE_LABELS, sizeName, type OrderAgain } from '#lib/cart/quick-order-list.ts';
import { addToCartUpTo } from '#stores/cart.ts';
import { pageCartSettings } from '#stores/cart-settings.ts';

type Offer = Pick<OrderAgain, 'lines' | 'unavailable'>;

function show(region: Element | null | undefined, report: OrderAgainReport): void {
  if (!(region instanceof HTMLElement)) return;
  const summary = document.createElement('p');
  // The same words twice are not announced again, so alternate a trailing space.
  summary.textContent =
    region.firstElementChild?.textContent === report.summary ? `${report.summary}\u00a0` : report.summary;
  const parts: HTMLElement[] = [summary];
  if (report.shortfalls.length > 0) {
    const list = document.createElement('ul');
    list.className = 'mt-1 list-disc pl-5 font-semibold text-danger';
    for (const shortfall of report.shortfalls)
      list.append(Object.assign(document.createElement('li'), { textContent: shortfall }));
    parts.push(list);
  }
  region.replaceChildren(...parts);
}

function onOrderAgain(event: MouseEvent): void {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-order-again]');
  if (!button) return;
  const offer = JSON.parse(button.dataset.orderAgain ?? '{}') as Offer;
  const mode = pageCartSettings().mode;
  const outcomes: OrderAgainOutcome[] = [
    ...offer.lines.map(({ line, quantity }) => {
      const { added, refusal } = addToCartUpTo(line, quantity, mode, button.dataset.storeId ?? null);
      return { name: sizeName(line), wanted: quantity, added, why: refusal?.message ?? null };
    }),
    ...offer.unavailable.map(({ name, reason }) => ({ name, wanted: 0, added: 0, why: NOT_ORDERABLE_LABELS[reason] })),
  ];
  show(
    button.closest('[data-order-again-offer]')?.querySelector('[data-order-again-message]'),
    orderAgainReport(outcomes),
  );
}

/** Makes the page's "Order again" buttons work; they stay disabled without JavaScript. */
export function enhanceOrderAgain(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-order-again]'))
    button.disabled = false;
  document.addEventListener('click', onOrderAgain);
}
