/**
 * The server's price of the cart (`POST /api/cart/quote`): out-the-door totals with today's deals
 * and taxes. Asked again whenever the cart changes while someone is watching (the open drawer,
 * checkout), a moment after the last change so a run of clicks on a stepper costs one request.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { CartLine, CartMode } from '../lib/cart/cart-line.ts';
import type { CartQuote, CartQuoteRequest } from '../lib/cart/cart-quote.ts';
import { createHttpClient, HttpError } from '../lib/http/http-client.ts';
import { $cart } from './cart.ts';

export type { CartQuote, CartQuoteLine } from '../lib/cart/cart-quote.ts';

/**
 * `loading` keeps the last quote (shown dimmed) until the new one arrives; `error` says the
 * server could not be reached or refused the cart.
 */
export type CartQuoteState =
  | { status: 'idle' }
  | { status: 'loading'; quote: CartQuote | null }
  | { status: 'ready'; quote: CartQuote }
  | { status: 'error'; message: string };

/** Time after the last cart change before the quote is asked for. */
const QUOTE_DELAY_MS = 250;

const $quote = atom<CartQuoteState>({ status: 'idle' });

/** The latest quote of `$cart`, while watchCartQuote runs. */
export const $cartQuote: ReadableAtom<CartQuoteState> = $quote;

/** What the server needs of the cart: sizes and quantities (it reads prices and stock itself). */
function quoteRequest(cart: readonly CartLine[], mode: CartMode): CartQuoteRequest {
  return { mode, lines: cart.map(({ variantId, quantity }) => ({ variantId, quantity })) };
}

/**
 * Keeps `$cartQuote` in step with `$cart` on `mode`'s menu, from now until the returned function
 * is called. An answer to an older cart is never shown over a newer one.
 */
export function watchCartQuote(mode: CartMode): () => void {
  const http = createHttpClient({ baseUrl: location.origin });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  async function fetchQuote(cart: readonly CartLine[]): Promise<void> {
    inFlight?.abort();
    const request = new AbortController();
    inFlight = request;
    try {
      const quote = await http.post<CartQuote>('/api/cart/quote', quoteRequest(cart, mode), { signal: request.signal });
      if (!request.signal.aborted) $quote.set({ status: 'ready', quote });
    } catch (error) {
      if (request.signal.aborted) return;
      if (!(error instanceof HttpError)) throw error;
      $quote.set({ status: 'error', message: error.status === null ? 'The store could not be reached for prices.' : error.message });
    }
  }

  function schedule(cart: readonly CartLine[]): void {
    clearTimeout(timer);
    if (cart.length === 0) {
      inFlight?.abort();
      $quote.set({ status: 'idle' });
      return;
    }
    const current = $quote.get();
    $quote.set({ status: 'loading', quote: current.status === 'ready' || current.status === 'loading' ? current.quote : null });
    timer = setTimeout(() => void fetchQuote(cart), QUOTE_DELAY_MS);
  }

  const unsubscribe = $cart.subscribe(schedule);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    inFlight?.abort();
    $quote.set({ status: 'idle' });
  };
}
