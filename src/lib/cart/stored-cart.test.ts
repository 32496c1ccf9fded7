import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from './cart-line.ts';
import { flower, hoodie } from './cart-test-lines.ts';
import { decodeStoredCart, encodeStoredCart } from './stored-cart.ts';

describe('the cart read back from local storage', () => {
  const cart = [
    { ...flower(3.5), quantity: 2 },
    { ...hoodie, quantity: 1 },
  ];

  it('reads back what was stored', () => {
    expect(decodeStoredCart(encodeStoredCart(cart))).toEqual(cart);
  });

  it('is empty for nothing, text that is not JSON, or JSON that is not a list', () => {
    for (const text of [null, undefined, '', '{', 'null', '42', '{"variantId":"x"}']) {
      expect(decodeStoredCart(text), String(text)).toEqual([]);
    }
  });

  it('drops lines that were tampered with, keeping the good ones', () => {
    const tampered = [
      { ...cart[0], quantity: -1 },
      { ...cart[0], quantity: 2.5 },
      { ...cart[0], adultUsePriceCents: '1' },
      { ...cart[0], limitCategory: 'air' },
      { ...cart[0], limitAmount: null },
      'a line',
      null,
      cart[1],
    ];
    expect(decodeStoredCart(JSON.stringify(tampered))).toEqual([cart[1]]);
  });

  it('keeps one line per size and at most the most a cart holds', () => {
    const lines = Array.from({ length: MAX_CART_LINES + 5 }, (_, index) => ({
      ...hoodie,
      variantId: `tee-${index}`,
      quantity: 1,
    }));
    expect(decodeStoredCart(JSON.stringify([cart[0], { ...cart[0], quantity: 9 }]))).toEqual([cart[0]]);
    expect(decodeStoredCart(JSON.stringify(lines))).toHaveLength(MAX_CART_LINES);
  });
});
