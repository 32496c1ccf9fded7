import { Fragment } from 'react';
import { formatCents } from '#lib/money.ts';
import type { CartLine } from '#stores/cart.ts';
import type { CartQuoteState } from '#stores/cart-quote.ts';

/**
 * The cart as the order will be: each line, each deal and the points spent by name, and the total
 * out the door, from the server's quote (the one the drawer shows). While a new quote is on its
 * way the old figures stay, dimmed and marked busy.
 */
export function OrderSummary({ lines, state }: { lines: readonly CartLine[]; state: CartQuoteState }) {
  const quote = state.status === 'ready' || state.status === 'loading' ? state.quote : null;
  const priced = new Map(quote?.lines.map((line) => [line.variantId, line]));
  const undecided = quote?.customerDealsAtCheckout ?? [];
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-ink/15 bg-surface p-4 sm:p-5"
    >
      <h2 id="order-summary-heading" className="text-xl font-bold text-brand-900">
        Your order
      </h2>
      <div
        aria-busy={state.status === 'loading'}
        className={state.status === 'loading' ? 'flex flex-col gap-3 opacity-60' : 'flex flex-col gap-3'}
      >
        <ul className="flex flex-col gap-3">
          {lines.map((line) => {
            const price = priced.get(line.variantId);
            return (
              <li key={line.variantId} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">
                  <span className="font-semibold">
                    {line.quantity} × {line.productName}
                  </span>
                  <span className="block text-sm text-ink-muted">{line.sizeLabel}</span>
                  {price && !price.sellable && (
                    <span className="block text-sm font-semibold text-danger">No longer available</span>
                  )}
                  {price && price.sellable && price.available < line.quantity && (
                    <span className="block text-sm font-semibold text-danger">Only {price.available} left</span>
                  )}
                  {price?.deals.map((deal) => (
                    <span key={deal.slug} className="block text-sm text-brand-800">
                      {deal.title}
                    </span>
                  ))}
                </span>
                <span className="font-semibold tabular-nums">{price ? formatCents(price.totalCents) : '…'}</span>
              </li>
            );
          })}
        </ul>
        {quote && (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-ink/15 pt-3 tabular-nums">
            <dt>Subtotal</dt>
            <dd className="text-right">{formatCents(quote.totals.subtotalCents)}</dd>
            {quote.applied
              .filter((entry) => entry.savingsCents > 0)
              .map((entry) => (
                <Fragment key={entry.slug}>
                  <dt className="min-w-0 break-words" data-testid="checkout-discount">
                    {entry.title}
                  </dt>
                  <dd className="text-right">−{formatCents(entry.savingsCents)}</dd>
                </Fragment>
              ))}
            {quote.totals.exciseCents > 0 && (
              <>
                <dt>Michigan excise tax</dt>
                <dd className="text-right">{formatCents(quote.totals.exciseCents)}</dd>
              </>
            )}
            <dt>Sales tax</dt>
            <dd className="text-right">{formatCents(quote.totals.salesTaxCents)}</dd>
            <dt className="text-lg font-bold">Total out the door</dt>
            <dd className="text-right text-lg font-bold" data-testid="checkout-total">
              {formatCents(quote.totals.totalCents)}
            </dd>
          </dl>
        )}
      </div>
      {state.status === 'loading' && <p className="text-sm text-ink-muted">Updating your total…</p>}
      {quote?.referralProblem && (
        <p className="text-sm" data-testid="referral-problem">
          {quote.referralProblem}
        </p>
      )}
      {undecided.length > 0 && (
        <p className="text-sm text-ink-muted">
          {`Decided once you enter your email and date of birth (first order, birthday month): ${undecided.map((deal) => deal.title).join('; ')}.`}
        </p>
      )}
      <p role="status" className="text-sm">
        {state.status === 'error' ? (
          <span className="text-danger">{`${state.message} Prices are asked for again before the order is placed.`}</span>
        ) : (
          ''
        )}
      </p>
      <p className="text-sm text-ink-muted">
        Pay at pickup with cash or debit. Prices and stock are checked again when you place the order.
      </p>
    </section>
  );
}
