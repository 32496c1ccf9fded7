import { describe, expect, it } from 'vitest';
import { orderProblemMessage, problemField } from './order-problem-message.ts';
import {
  maskedCardNumber,
  overAllotmentMessage,
  registryOuncesAsMg,
  registryStandingMessage,
} from './registry-standing.ts';

describe('the registry’s figures in our units', () => {
  it('turns ounces into whole milligrams, rounded down', () => {
    expect(registryOuncesAsMg(2.5)).toBe(70_873);
    expect(registryOuncesAsMg(0.75)).toBe(21_262);
    expect(registryOuncesAsMg(1)).toBe(28_349);
    expect(registryOuncesAsMg(0)).toBe(0);
    expect(registryOuncesAsMg(-1)).toBe(0);
    expect(registryOuncesAsMg(Number.NaN)).toBe(0);
  });

  it('shows only the last four characters of a card', () => {
    expect(maskedCardNumber('mm-2024-1234')).toBe('XXXX-1234');
  });
});

describe('what a patient reads', () => {
  it('says both numbers when an order is over the allotment', () => {
    expect(overAllotmentMessage('Metrc', 35_440, registryOuncesAsMg(0.75))).toBe(
      'This order is 1.25 oz of flower equivalent; Metrc says you may buy 0.75 oz more today. Remove some of it to continue.',
    );
  });

  it('never shows the order and the allotment as the same figure', () => {
    // 2 mg over 0.75 oz: both round to 0.75 to the nearest hundredth, so the order is rounded up.
    expect(overAllotmentMessage('Metrc', 21_264, 21_262)).toContain('This order is 0.76 oz');
  });

  it('shows the registry’s word once the card is entered', () => {
    const active = { state: 'active', sourceName: 'Metrc', flowerMgAvailable: registryOuncesAsMg(2.5) } as const;
    expect(registryStandingMessage(active)).toBe('Metrc: card active, 2.5 oz of flower equivalent left today.');
    expect(registryStandingMessage({ state: 'unavailable', sourceName: 'Metrc' })).toBe(
      "Metrc isn't answering; the store will check your allotment at pickup.",
    );
    expect(registryStandingMessage({ state: 'inactive', sourceName: 'Metrc', cardNumber: 'MM20241234' })).toMatch(
      /^Metrc shows your registry card 'XXXX-1234' as not active/,
    );
  });

  it('puts a refused card beside the card’s field, an allotment above the form', () => {
    const inactive = { code: 'registry_inactive', sourceName: 'Metrc', cardNumber: 'MM20241234' } as const;
    expect(problemField(inactive)).toBe('medicalCardNumber');
    expect(orderProblemMessage(inactive)).toContain("'XXXX-1234' as not active");
    const over = { code: 'registry_allotment', sourceName: 'Metrc', orderMg: 35_440, availableMg: 21_262 } as const;
    expect(problemField(over)).toBe('form');
  });
});
