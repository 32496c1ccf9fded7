import { describe, expect, it } from 'vitest';
import { flower } from './cart-test-lines.ts';
import { decodeCart, decodeStoredCart, encodeCart, encodeStoredCart } from './stored-cart.ts';

describe('the stored cart and its store', () => {
  const lines = [{ ...flower(3.5), quantity: 2 }];
  const YPSILANTI = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

  it("reads a cart stored before there were stores as the default store's", () => {
    expect(decodeCart(encodeStoredCart(lines))).toEqual({ storeId: null, lines });
  });

  it("stores the default store's cart in the old shape, so nothing stored before changes", () => {
    expect(encodeCart({ storeId: null, lines })).toBe(encodeStoredCart(lines));
  });

  it("reads back another store's cart with its store, and its lines alone as before", () => {
    const text = encodeCart({ storeId: YPSILANTI, lines });
    expect(decodeCart(text)).toEqual({ storeId: YPSILANTI, lines });
    expect(decodeStoredCart(text)).toEqual(lines);
  });

  it('takes a store that does not read for the default store, keeping the lines', () => {
    for (const storeId of [42, '', 'x'.repeat(65), null]) {
      expect(decodeCart(JSON.stringify({ storeId, lines })), String(storeId)).toEqual({ storeId: null, lines });
    }
    expect(decodeCart(JSON.stringify({ storeId: YPSILANTI, lines: 'none' }))).toEqual({
      storeId: YPSILANTI,
      lines: [],
    });
  });
});
