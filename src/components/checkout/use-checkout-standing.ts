import { useEffect, useState } from 'react';
import type { CartMode } from '#lib/cart/cart-line.ts';
import type { CheckoutStanding } from '#lib/checkout/checkout-standing.ts';
import { createHttpClient, HttpError } from '#lib/http/http-client.ts';
import { normalizeRegistryCardNumber } from '#lib/registry-card.ts';

/** What the checkout knows of its store's standing and the registry's word on the card. */
export type CheckoutStandingState =
  | { status: 'idle' }
  | { status: 'checking'; card: boolean }
  | { status: 'ready'; standing: CheckoutStanding }
  | { status: 'error'; message: string };

/** How long the card must rest unchanged before the registry is asked: not at every keystroke. */
const TYPING_PAUSE_MS = 600;

/**
 * Asks `POST /api/checkout/standing` when the checkout opens and whenever the menu, the store or a
 * complete card number changes: whether the store takes orders now, and on the medical menu what
 * the registry says of the card. A half-typed card asks nothing.
 */
export function useCheckoutStanding(mode: CartMode, store: string | null, typedCard: string): CheckoutStandingState {
  const card = mode === 'medical' ? normalizeRegistryCardNumber(typedCard) : null;
  const [state, setState] = useState<CheckoutStandingState>({ status: 'idle' });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        setState({ status: 'checking', card: card !== null });
        createHttpClient({ baseUrl: location.origin })
          .post<CheckoutStanding>(
            '/api/checkout/standing',
            { mode, ...(store ? { store } : {}), ...(card ? { medicalCardNumber: card } : {}) },
            { readOnly: true, signal: controller.signal },
          )
          .then(
            (standing) => setState({ status: 'ready', standing }),
            (error: unknown) => {
              if (controller.signal.aborted) return;
              const message =
                error instanceof HttpError && error.body?.error
                  ? error.body.error
                  : 'We could not check with the store just now; it checks again when you place the order.';
              setState({ status: 'error', message });
            },
          );
      },
      card ? TYPING_PAUSE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [mode, store, card]);
  return state;
}
