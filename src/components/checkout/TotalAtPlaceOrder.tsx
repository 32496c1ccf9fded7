import { formatCents } from '#lib/money.ts';
import type { CartQuoteState } from '#stores/cart-quote.ts';

/**
 * The total out the door right above "Place order": on a phone the order summary comes after the
 * form, so the shopper reads what they will pay where they press, without scrolling back. It is the
 * summary's figure from the same quote, dimmed while a new one is on its way, and the button's
 * description, so a screen reader says it with the button.
 */
export function TotalAtPlaceOrder({ id, state }: { id: string; state: CartQuoteState }) {
  const quote = state.status === 'ready' || state.status === 'loading' ? state.quote : null;
  return (
    <p
      id={id}
      aria-busy={state.status === 'loading'}
      className={`flex items-baseline justify-between gap-3 border-t border-ink/15 pt-3 text-lg font-bold tabular-nums ${
        state.status === 'loading' ? 'opacity-60' : ''
      }`}
    >
      <span>Total out the door</span>
      <span data-testid="checkout-total-at-button">
        {quote ? formatCents(quote.totals.totalCents) : 'priced when you place the order'}
      </span>
    </p>
  );
}
