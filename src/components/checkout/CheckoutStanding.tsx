import type { CheckoutStandingState } from './use-checkout-standing.ts';

/**
 * Why the store takes no online orders right now (its synced stock is too old), above the form,
 * announced as it appears; nothing while the store can take orders.
 */
export function StockStandingNotice({ state }: { state: CheckoutStandingState }) {
  const problem = state.status === 'ready' ? state.standing.stockProblem : null;
  return (
    <div role="status" data-testid="stock-standing">
      {problem && (
        <p className="rounded-lg border-2 border-danger bg-surface p-3 font-semibold text-danger">{problem}</p>
      )}
    </div>
  );
}

/**
 * What the registry says of the card, under the card's field once a whole number is typed:
 * "Metrc: card active, 2.5 oz of flower equivalent left today." A card shown as not active, or a
 * look-up refused, reads as a problem; a registry not answering says the store checks at pickup.
 */
export function RegistryStandingNotice({ state, id }: { state: CheckoutStandingState; id: string }) {
  return (
    <p id={id} role="status" aria-live="polite" className={registryClass(state)} data-testid="registry-standing">
      {registryText(state)}
    </p>
  );
}

function registryText(state: CheckoutStandingState): string {
  switch (state.status) {
    case 'checking':
      return state.card ? 'Checking your registry card…' : '';
    case 'ready':
      return state.standing.registryMessage ?? '';
    case 'error':
      return state.message;
    case 'idle':
      return '';
  }
}

function registryClass(state: CheckoutStandingState): string {
  const problem =
    state.status === 'error' || (state.status === 'ready' && state.standing.registry?.state === 'inactive');
  return problem ? 'text-sm font-semibold text-danger' : 'text-sm text-ink';
}
