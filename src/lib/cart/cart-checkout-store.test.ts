import { describe, expect, it } from 'vitest';
import { cartStoreElsewhere, checkoutPathOf } from './cart-checkout-store.ts';

const MONROE = { id: 'store-monroe', slug: 'monroe', name: 'Monroe', isDefault: true };
const YPSILANTI = { id: 'store-ypsilanti', slug: 'ypsilanti', name: 'Ypsilanti', isDefault: false };
const STORES = [MONROE, YPSILANTI];

describe('the store whose checkout a cart belongs at', () => {
  it('is nothing to say when the cart is at the checkout’s store', () => {
    expect(cartStoreElsewhere(STORES, null, null)).toBeNull();
    expect(cartStoreElsewhere(STORES, null, 'monroe')).toBeNull();
    expect(cartStoreElsewhere(STORES, 'store-ypsilanti', 'ypsilanti')).toBeNull();
  });

  it('names the cart’s store when the checkout is at another', () => {
    expect(cartStoreElsewhere(STORES, 'store-ypsilanti', null)).toBe(YPSILANTI);
    expect(cartStoreElsewhere(STORES, 'store-ypsilanti', 'monroe')).toBe(YPSILANTI);
    expect(cartStoreElsewhere(STORES, null, 'ypsilanti')).toBe(MONROE);
  });

  it('takes a cart of a store no longer open for the default store’s, as the drawer does', () => {
    expect(cartStoreElsewhere(STORES, 'store-closed', 'ypsilanti')).toBe(MONROE);
    expect(cartStoreElsewhere(STORES, 'store-closed', 'monroe')).toBeNull();
  });

  it('has nothing to say with one store, or at a checkout of no open store', () => {
    expect(cartStoreElsewhere([], 'store-ypsilanti', null)).toBeNull();
    expect(cartStoreElsewhere(STORES, 'store-ypsilanti', 'brighton')).toBeNull();
  });

  it('links the default store’s checkout without a store, any other’s with its slug', () => {
    expect(checkoutPathOf(MONROE)).toBe('/checkout');
    expect(checkoutPathOf(YPSILANTI)).toBe('/checkout?store=ypsilanti');
    expect(checkoutPathOf({ slug: 'ann arbor', isDefault: false })).toBe('/checkout?store=ann%20arbor');
  });
});
