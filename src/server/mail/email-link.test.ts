import { describe, expect, it } from 'vitest';
import { absoluteStoreLinks, emailLink } from './email-link.ts';

describe('emailLink', () => {
  it('makes a store path absolute on the given origin', () => {
    expect(emailLink('https://shop.example.com', '/order-tracker')).toBe('https://shop.example.com/order-tracker');
    expect(emailLink('http://localhost:4321', '/account/update-password?token=abc')).toBe(
      'http://localhost:4321/account/update-password?token=abc',
    );
  });

  it('takes only paths of the store, never another host', () => {
    expect(() => emailLink('https://shop.example.com', '//evil.example/x')).toThrow();
    expect(() => emailLink('https://shop.example.com', 'https://evil.example/x')).toThrow();
  });
});

describe('absoluteStoreLinks', () => {
  it('makes every store path in staff-written text absolute and leaves full URLs and plain words alone', () => {
    const text =
      'New deals at /dispensary-deals, on /learn/terpenes (and /rewards).\nSee https://example.org/x, 1/2 off, and/or more.\n/rewards';
    expect(absoluteStoreLinks(text, 'https://shop.example.com')).toBe(
      'New deals at https://shop.example.com/dispensary-deals, on https://shop.example.com/learn/terpenes ' +
        '(and https://shop.example.com/rewards).\nSee https://example.org/x, 1/2 off, and/or more.\nhttps://shop.example.com/rewards',
    );
  });
});
