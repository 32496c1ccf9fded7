import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RegistryStandingNotice, StockStandingNotice } from './CheckoutStanding.tsx';
import type { CheckoutStandingState } from './use-checkout-standing.ts';

const ready = (standing: Partial<Extract<CheckoutStandingState, { status: 'ready' }>['standing']>) =>
  ({
    status: 'ready',
    standing: { stockProblem: null, registry: null, registryMessage: null, ...standing },
  }) as const;

const shown = (state: CheckoutStandingState) =>
  renderToStaticMarkup(<RegistryStandingNotice id="registry" state={state} />);

describe('the registry’s word at checkout', () => {
  it('shows the registry’s figures once the card is entered', () => {
    const html = shown(
      ready({
        registry: { state: 'active', sourceName: 'Metrc', flowerMgAvailable: 70_873 },
        registryMessage: 'Metrc: card active, 2.5 oz of flower equivalent left today.',
      }),
    );
    expect(html).toContain('Metrc: card active, 2.5 oz of flower equivalent left today.');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('text-danger');
  });

  it('marks a card shown as not active as a problem', () => {
    const html = shown(
      ready({
        registry: { state: 'inactive', sourceName: 'Metrc', cardNumber: 'MM20241234' },
        registryMessage: "Metrc shows your registry card 'XXXX-1234' as not active.",
      }),
    );
    expect(html).toContain('text-danger');
    expect(html).toContain('XXXX-1234');
  });

  it('says when the card is being checked, and says nothing before a card is typed', () => {
    expect(shown({ status: 'checking', card: true })).toContain('Checking your registry card…');
    expect(shown({ status: 'checking', card: false })).not.toContain('Checking');
    expect(shown({ status: 'idle' })).toBe(
      '<p id="registry" role="status" aria-live="polite" class="text-sm text-ink" data-testid="registry-standing"></p>',
    );
  });

  it('shows a refused look-up’s sentence', () => {
    expect(shown({ status: 'error', message: 'Too many look-ups of this registry card.' })).toContain(
      'Too many look-ups of this registry card.',
    );
  });
});

describe('a store’s stale stock at checkout', () => {
  it('says why the store takes no orders, and nothing when it does', () => {
    const stale =
      "Monroe's stock was last confirmed 22 minutes ago, so online ordering waits until it is current again.";
    const html = renderToStaticMarkup(<StockStandingNotice state={ready({ stockProblem: stale })} />);
    expect(html.replaceAll('&#x27;', "'")).toContain(stale);
    expect(html).toContain('role="status"');
    expect(renderToStaticMarkup(<StockStandingNotice state={ready({})} />)).not.toContain('<p');
  });
});
