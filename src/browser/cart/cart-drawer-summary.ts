/**
 * The drawer's totals: the server's out-the-door total and its parts, what the quote could not
 * decide (first-order and birthday deals), and whether the prices are being updated or could not be.
 */
import type { CartQuoteTotals } from '#lib/cart/cart-quote.ts';
import { formatCents } from '#lib/money.ts';
import type { CartQuoteState } from '#stores/cart-quote.ts';

function setStatus(status: HTMLElement, text: string): void {
  if (status.textContent !== text) status.textContent = text;
}

/**
 * Fills the totals under `root` from the quote state: the breakdown that scrolls with the lines
 * and the total kept in view (each a `[data-cart-totals]` list of `[data-total]` amounts).
 */
export function renderCartSummary(root: HTMLElement, state: CartQuoteState): void {
  const quote = state.status === 'ready' || state.status === 'loading' ? state.quote : null;
  const status = root.querySelector<HTMLElement>('[data-cart-quote-status]')!;
  const customerDeals = root.querySelector<HTMLElement>('[data-cart-customer-deals]')!;

  for (const cell of root.querySelectorAll<HTMLElement>('[data-total]')) {
    const field = cell.dataset.total as keyof CartQuoteTotals;
    const cents = quote?.totals[field];
    cell.textContent =
      cents === undefined
        ? '…'
        : field === 'discountCents' && cents > 0
          ? `−${formatCents(cents)}`
          : formatCents(cents);
  }
  const discount = quote?.totals.discountCents ?? 0;
  for (const element of root.querySelectorAll<HTMLElement>(
    '[data-total="discountCents"], [data-total-label="discountCents"]',
  )) {
    element.hidden = discount === 0;
  }
  for (const totals of root.querySelectorAll<HTMLElement>('[data-cart-totals]')) {
    totals.classList.toggle('opacity-50', state.status !== 'ready');
    totals.setAttribute('aria-busy', String(state.status === 'loading'));
  }

  if (state.status === 'error')
    setStatus(status, `${state.message} The total is shown once prices load; try again in a moment.`);
  else if (state.status === 'ready' && !state.quote.limits.ok)
    setStatus(status, state.quote.limits.violations[0]?.message ?? '');
  else setStatus(status, '');

  const pending = quote?.customerDealsAtCheckout ?? [];
  customerDeals.hidden = pending.length === 0;
  customerDeals.textContent =
    pending.length === 0
      ? ''
      : `Applied at checkout when you qualify (first order, birthday month): ${pending.map((deal) => deal.title).join('; ')}.`;
}
