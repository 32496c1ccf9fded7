import { describe, expect, it } from 'vitest';
import { hasSearchTerms, orderSearchTerms } from './order-search-terms.ts';

describe('what a search for orders looks for', () => {
  it('reads an order number with or without its prefix, in any case', () => {
    for (const typed of ['RR-7K3Q9P', 'rr-7k3q9p', '7k3q9p', ' RR 7K3-Q9P ']) {
      expect(orderSearchTerms(typed).number, typed).toBe('RR-7K3Q9P');
    }
  });

  it('reads a phone number however it is typed as the digits it starts with', () => {
    for (const typed of ['(734) 555-0123', '734-555-0123', '7345550123', '+1 734 555 0123']) {
      expect(orderSearchTerms(typed).phonePrefix, typed).toBe('7345550123');
    }
    expect(orderSearchTerms('734-55').phonePrefix).toBe('73455');
    expect(orderSearchTerms('(734) 555-0123')).toMatchObject({ name: null, emailPrefix: null, number: null });
  });

  it('reads four or more digits as the end of a phone number too, and a whole number only as itself', () => {
    expect(orderSearchTerms('0123')).toMatchObject({ phonePrefix: '0123', phoneSuffix: '0123' });
    expect(orderSearchTerms('555-0123').phoneSuffix).toBe('5550123');
    expect(orderSearchTerms('123').phoneSuffix).toBeNull();
    expect(orderSearchTerms('(734) 555-0123').phoneSuffix).toBeNull();
    expect(orderSearchTerms('casey').phoneSuffix).toBeNull();
  });

  it('reads an email as the start of one, and never as a name', () => {
    expect(orderSearchTerms('Casey.Jones@Example.com')).toEqual({
      number: null,
      emailPrefix: 'casey.jones@example.com',
      phonePrefix: null,
      phoneSuffix: null,
      name: null,
      cardNumber: null,
    });
    expect(orderSearchTerms('casey.j')).toMatchObject({ emailPrefix: 'casey.j', name: 'casey.j' });
  });

  it('reads words as part of a name, spaces made single, and not as an email', () => {
    expect(orderSearchTerms('  Casey   JONES ')).toEqual({
      number: null,
      emailPrefix: null,
      phonePrefix: null,
      phoneSuffix: null,
      name: 'casey jones',
      cardNumber: null,
    });
    // Six letters can also be an order number (O reads as 0, I and L as 1): both are looked for.
    expect(orderSearchTerms('Parker')).toMatchObject({ number: 'RR-PARKER', name: 'parker' });
    expect(orderSearchTerms('Olivia')).toMatchObject({ number: 'RR-011V1A', name: 'olivia' });
  });

  it('reads a registry card number however it is typed, as the store keeps it', () => {
    for (const typed of ['MM-1234-5678', 'mm 1234 5678', 'MM12345678']) {
      expect(orderSearchTerms(typed).cardNumber, typed).toBe('MM12345678');
    }
    expect(orderSearchTerms('Parker').cardNumber).toBeNull();
  });

  it('finds nothing to look for in punctuation alone', () => {
    expect(hasSearchTerms(orderSearchTerms('- -'))).toBe(false);
    expect(hasSearchTerms(orderSearchTerms('%%'))).toBe(true);
  });
});
