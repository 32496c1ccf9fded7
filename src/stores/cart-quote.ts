/**
 * The server's price of the cart (`POST /api/cart/quote`): out-the-door totals with today's deals
 * and taxes. One store for every view of the cart: the drawer and checkout read the same quote.
 * It is asked again whenever the cart or what the quote depends on changes while someone holds
 * it (the open drawer, checkout), a moment after the last change so a run of clicks on a stepper
 * or a typed email costs one request.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { CartLine, CartMode } from '#lib/cart/cart-line.ts';
import type { CartQuote, CartQuoteRequest, QuoteContact } from '#lib/cart/cart-quote.ts';
import { createHttpClient, HttpError } from '#lib/http/http-client.ts';
import { $cart, $cartStoreId } from './cart.ts';
import { cartStoreOf } from './cart-settings.ts';

export type { CartQuote, CartQuoteLine } from '#lib/cart/cart-quote.ts';

/**
 * `loading` keeps the last quote (shown dimmed) until the new one arrives; `error` says the
 * server could not be reached or refused the cart.
 */
export type CartQuoteState =
  | { status: 'idle' }
  | { status: 'loading'; quote: CartQuote | null }
  | { status: 'ready'; quote: CartQuote }
  | { status: 'error'; message: string };

/** What a quote is asked for besides the cart: the menu, the points to spend, who is ordering. */
export interface QuoteContext {
  mode: CartMode;
  redeemPoints: number;
  contact: QuoteContact;
  /** The store's slug, when the quote is for a store other than the default one. */
  store?: string;
}

/** A view holding the quote: it names what it knows and lets go when it closes. */
export interface QuoteHold {
  update(patch: Partial<QuoteContext>): void;
  release(): void;
}

/** Time after the last change before the quote is asked for. */
const QUOTE_DELAY_MS = 250;

const $quote = atom<CartQuoteState>({ status: 'idle' });

/** The latest quote of `$cart`, while a view holds it. */
export const $cartQuote: ReadableAtom<CartQuoteState> = $quote;

const holds: Partial<QuoteContext>[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: AbortController | undefined;
/** The request the shown (or awaited) quote answers; a change of cart or context makes a new one. */
let asked: string | null = null;
let stopWatchingCart: (() => void) | undefined;

/** The views' knowledge merged, the latest hold winning field by field; null when nobody holds. */
function currentContext(): QuoteContext | null {
  if (holds.length === 0) return null;
  const merged: QuoteContext = { mode: 'adult', redeemPoints: 0, contact: {} };
  for (const hold of holds) Object.assign(merged, hold);
  return merged;
}

/**
 * What the server needs: sizes and quantities (it reads prices and stock itself), the context and
 * the cart's store when it is not the default store.
 */
function quoteRequest(cart: readonly CartLine[], context: QuoteContext, storeId: string | null): CartQuoteRequest {
  const store = storeId === null ? undefined : cartStoreOf(storeId)?.slug;
  return {
    mode: context.mode,
    ...(store === undefined ? {} : { store }),
    lines: cart.map(({ variantId, quantity }) => ({ variantId, quantity })),
    redeemPoints: context.redeemPoints,
    contact: context.contact,
    ...(context.store ? { store: context.store } : {}),
  };
}

function postQuote(request: CartQuoteRequest, signal?: AbortSignal): Promise<CartQuote> {
  // A POST for the size of its body that changes nothing: sent again as a read is, without a key.
  return createHttpClient({ baseUrl: location.origin }).post<CartQuote>('/api/cart/quote', request, {
    signal,
    readOnly: true,
  });
}

/** The cart's lines priced at another store (the store `slug`), on `mode`'s menu: what moving the cart there changes. */
export function quoteCartAt(slug: string, mode: CartMode): Promise<CartQuote> {
  return postQuote({
    mode,
    store: slug,
    lines: $cart.get().map(({ variantId, quantity }) => ({ variantId, quantity })),
  });
}

async function fetchQuote(request: CartQuoteRequest, signature: string): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  try {
    const quote = await postQuote(request, controller.signal);
    if (!controller.signal.aborted && asked === signature) $quote.set({ status: 'ready', quote });
  } catch (error) {
    if (controller.signal.aborted || asked !== signature) return;
    if (!(error instanceof HttpError)) throw error;
    $quote.set({
      status: 'error',
      message: error.status === null ? 'The store could not be reached for prices.' : error.message,
    });
  }
}

/**
 * Asks again when the cart or the context really changed, after an error, or when forced; an
 * older answer never replaces a newer one.
 */
function schedule(force = false): void {
  const context = currentContext();
  const cart = $cart.get();
  clearTimeout(timer);
  if (!context || cart.length === 0) {
    inFlight?.abort();
    asked = null;
    $quote.set({ status: 'idle' });
    return;
  }
  const request = quoteRequest(cart, context, $cartStoreId.get());
  const signature = JSON.stringify(request);
  if (signature === asked && !force && $quote.get().status !== 'error') return;
  asked = signature;
  const current = $quote.get();
  $quote.set({
    status: 'loading',
    quote: current.status === 'ready' || current.status === 'loading' ? current.quote : null,
  });
  timer = setTimeout(() => void fetchQuote(request, signature), QUOTE_DELAY_MS);
}

/**
 * Starts (or joins) keeping `$cartQuote` in step with `$cart` and `context`, until the hold is
 * released. On a page with several views (checkout with the drawer opened over it) the latest
 * hold's fields win while it lasts.
 */
export function holdCartQuote(context: Partial<QuoteContext> & { mode: CartMode }): QuoteHold {
  const hold: Partial<QuoteContext> = { ...context };
  holds.push(hold);
  // The store is part of the stored cart: moving the cart to another store asks again too.
  stopWatchingCart ??= $cart.listen(() => schedule());
  schedule();
  return {
    update(patch) {
      Object.assign(hold, patch);
      if (holds.includes(hold)) schedule();
    },
    release() {
      const index = holds.indexOf(hold);
      if (index === -1) return;
      holds.splice(index, 1);
      if (holds.length === 0) {
        stopWatchingCart?.();
        stopWatchingCart = undefined;
      }
      schedule();
    },
  };
}

/** Keeps the quote on `mode`'s menu until the returned function is called (the cart drawer). */
export function watchCartQuote(mode: CartMode): () => void {
  const hold = holdCartQuote({ mode });
  return () => hold.release();
}

/** Asks for the quote again now, even though nothing the browser knows changed (the server said prices did). */
export function refreshCartQuote(): void {
  schedule(true);
}

/** The quote once it answers the cart and context as they are now: ready, error or idle, never loading. */
export function settledCartQuote(): Promise<Exclude<CartQuoteState, { status: 'loading' }>> {
  return new Promise((resolve) => {
    const check = (state: CartQuoteState): boolean => {
      if (state.status === 'loading') return false;
      resolve(state);
      return true;
    };
    if (check($quote.get())) return;
    const stop = $quote.listen((state) => {
      if (check(state)) stop();
    });
  });
}
