import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartLine } from './cart-line.ts';
import {
  addLine,
  addLineUpTo,
  changeLineSize,
  countUnits,
  removeLine,
  setLineQuantity,
  type CartChange,
} from './cart-rules.ts';
import { ADULT, flower, hoodie, MEDICAL, resin } from './cart-test-lines.ts';

function cartOf(change: CartChange): CartLine[] {
  if (!change.ok) throw new Error(`Refused: ${change.message}`);
  return change.cart;
}

describe('adding to the cart', () => {
  it('adds a new size as a line, and more of a size to its line', () => {
    let cart = cartOf(addLine([], flower(3.5), 2, ADULT));
    cart = cartOf(addLine(cart, hoodie, 1, ADULT));
    cart = cartOf(addLine(cart, flower(3.5), 1, ADULT));
    expect(cart.map((line) => [line.variantId, line.quantity])).toEqual([
      ['chemdawg-3.5', 3],
      ['hoodie-l', 1],
    ]);
    expect(countUnits(cart)).toBe(4);
  });

  it('keeps the newer copy of a size details when it merges', () => {
    const cart = cartOf(addLine([], flower(7), 1, ADULT));
    const merged = cartOf(addLine(cart, flower(7, { adultUsePriceCents: 4000, maxQuantity: 5 }), 1, ADULT));
    expect(merged).toEqual([{ ...flower(7, { adultUsePriceCents: 4000, maxQuantity: 5 }), quantity: 2 }]);
  });

  it('refuses past the 2.5 oz adult-use limit, naming it and the room left', () => {
    const cart = cartOf(addLine([], flower(28), 2, ADULT));
    const refused = addLine(cart, flower(28), 1, ADULT);
    expect(refused).toEqual({
      ok: false,
      reason: 'limit',
      message: 'That would pass the adult-use limit of 2.5 oz per visit: 0.5 oz (14.8 g) left.',
    });
    // What fits still goes in.
    expect(cartOf(addLine(cart, flower(14), 1, ADULT)).map((line) => line.quantity)).toEqual([2, 1]);
  });

  it('refuses past the 15 g concentrate share, even with room under 2.5 oz', () => {
    const cart = cartOf(addLine([], resin, 14, ADULT));
    expect(addLine(cart, resin, 2, ADULT)).toEqual({
      ok: false,
      reason: 'limit',
      message: 'That would pass the 15 g concentrate limit: 1 g left.',
    });
  });

  it('checks the daily limit for a medical patient, without the earlier purchases it cannot know', () => {
    const cart = cartOf(addLine([], flower(28), 2, MEDICAL));
    const refused = addLine(cart, flower(28), 1, MEDICAL);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.message).toBe('That would pass your medical limit of 2.5 oz a day: 0.5 oz (14.8 g) left today.');
    // Medical patients have no concentrate share.
    expect(addLine([], resin, 16, MEDICAL).ok).toBe(true);
  });

  it('lets merch in beside a cart at the limit', () => {
    const cart = cartOf(addLine([], flower(28), 2, ADULT));
    const full = cartOf(addLine(cart, flower(14), 1, ADULT));
    expect(addLine(full, hoodie, 3, ADULT).ok).toBe(true);
  });

  it('never holds more than the stock the page showed, and says how many more fit', () => {
    const lastThree = flower(3.5, { maxQuantity: 3 });
    const cart = cartOf(addLine([], lastThree, 2, ADULT));
    expect(addLine(cart, lastThree, 2, ADULT)).toEqual({
      ok: false,
      reason: 'stock',
      message: 'Only 3 of Chemdawg (3.5 g) in stock, and 2 are in your cart: you can add 1 more.',
    });
    expect(addLine([], flower(3.5, { maxQuantity: 0 }), 1, ADULT)).toEqual({
      ok: false,
      reason: 'stock',
      message: 'Chemdawg (3.5 g) is sold out.',
    });
  });

  it(`caps a size at ${MAX_LINE_QUANTITY} units and a cart at ${MAX_CART_LINES} sizes`, () => {
    const capped = addLine([], hoodie, MAX_LINE_QUANTITY + 1, ADULT);
    expect(capped).toMatchObject({
      ok: false,
      reason: 'stock',
      message: expect.stringContaining(`up to ${MAX_LINE_QUANTITY}`),
    });

    const full = Array.from({ length: MAX_CART_LINES }, (_, index) => ({
      ...hoodie,
      variantId: `tee-${index}`,
      quantity: 1,
    }));
    expect(addLine(full, { ...hoodie, variantId: 'one-more' }, 1, ADULT)).toMatchObject({ ok: false, reason: 'limit' });
    expect(addLine(full, { ...hoodie, variantId: 'tee-3' }, 1, ADULT).ok).toBe(true);
  });

  it('treats a quantity that is not a whole number ≥ 1 as a bug in the caller', () => {
    expect(() => addLine([], hoodie, 0, ADULT)).toThrow(RangeError);
    expect(() => addLine([], hoodie, 1.5, ADULT)).toThrow(RangeError);
  });
});

describe('changing a quantity', () => {
  const cart = cartOf(addLine(cartOf(addLine([], flower(28), 2, ADULT)), hoodie, 1, ADULT));

  it('lowers a quantity, and removes the line at 0', () => {
    expect(cartOf(setLineQuantity(cart, 'chemdawg-28', 1, ADULT))[0]!.quantity).toBe(1);
    expect(cartOf(setLineQuantity(cart, 'chemdawg-28', 0, ADULT)).map((line) => line.variantId)).toEqual(['hoodie-l']);
  });

  it('checks a raise like an addition of the difference', () => {
    const refused = setLineQuantity(cart, 'chemdawg-28', 3, ADULT);
    expect(refused).toMatchObject({
      ok: false,
      reason: 'limit',
      message: expect.stringContaining('0.5 oz (14.8 g) left'),
    });
    expect(setLineQuantity(cart, 'chemdawg-28', 21, ADULT)).toMatchObject({ ok: false, reason: 'stock' });
    expect(cartOf(setLineQuantity(cart, 'hoodie-l', 5, ADULT))[1]!.quantity).toBe(5);
  });

  it('leaves the cart as it is for a size not in it, and keeps the order of the lines', () => {
    expect(cartOf(setLineQuantity(cart, 'nothing', 2, ADULT))).toEqual(cart);
    expect(cartOf(setLineQuantity(cart, 'hoodie-l', 2, ADULT)).map((line) => line.variantId)).toEqual([
      'chemdawg-28',
      'hoodie-l',
    ]);
  });

  it('removes a line', () => {
    expect(removeLine(cart, 'hoodie-l')).toHaveLength(1);
    expect(removeLine(cart, 'nothing')).toEqual(cart);
  });
});

describe('changing a line to another size', () => {
  const cartOf = (...lines: [Omit<CartLine, 'quantity'>, number][]): CartLine[] =>
    lines.map(([line, quantity]) => ({ ...line, quantity }));

  it('swaps the size in place and keeps the quantity', () => {
    const cart = cartOf([hoodie, 1], [flower(3.5), 2], [resin, 1]);
    const change = changeLineSize(cart, 'chemdawg-3.5', flower(7), ADULT);
    expect(change).toEqual({ ok: true, cart: cartOf([hoodie, 1], [flower(7), 2], [resin, 1]) });
  });

  it('joins the line of the new size when it is already in the cart', () => {
    const cart = cartOf([flower(3.5), 2], [resin, 1], [flower(7), 1]);
    const change = changeLineSize(cart, 'chemdawg-3.5', flower(7), ADULT);
    expect(change).toEqual({ ok: true, cart: cartOf([flower(7), 3], [resin, 1]) });
  });

  it('refuses a size with too little stock and leaves the cart as it is', () => {
    const cart = cartOf([flower(3.5), 3]);
    const change = changeLineSize(cart, 'chemdawg-3.5', flower(7, { maxQuantity: 2 }), ADULT);
    expect(change).toMatchObject({ ok: false, reason: 'stock' });
    expect((change as { message: string }).message).toContain('Only 2 of Chemdawg (7 g) in stock');
  });

  it('refuses a size that would pass the adult-use limit', () => {
    // Two eighths are 7 g; two ounces would be 56 g plus the 20 g already held: over 2.5 oz.
    const cart = cartOf([flower(3.5), 2], [flower(20, { variantId: 'other-20' }), 1]);
    const change = changeLineSize(cart, 'chemdawg-3.5', flower(28), ADULT);
    expect(change).toMatchObject({ ok: false, reason: 'limit' });
  });

  it('leaves the cart alone for the same size or a size not in the cart', () => {
    const cart = cartOf([flower(3.5), 2]);
    expect(changeLineSize(cart, 'chemdawg-3.5', flower(3.5), ADULT)).toEqual({ ok: true, cart });
    expect(changeLineSize(cart, 'missing', flower(7), ADULT)).toEqual({ ok: true, cart });
  });
});

describe('adding up to a quantity ("Order again")', () => {
  it('adds the whole quantity when it fits', () => {
    const done = addLineUpTo([], flower(3.5), 3, ADULT);
    expect(done).toEqual({ cart: [{ ...flower(3.5), quantity: 3 }], added: 3, refusal: null });
  });

  it('caps the quantity at the stock beside what the cart holds, and says so', () => {
    const cart = cartOf(addLine([], flower(3.5, { maxQuantity: 4 }), 1, ADULT));
    const done = addLineUpTo(cart, flower(3.5, { maxQuantity: 4 }), 5, ADULT);
    expect(done.added).toBe(3);
    expect(done.cart.map((line) => line.quantity)).toEqual([4]);
    expect(done.refusal).toEqual({
      ok: false,
      reason: 'stock',
      message: 'Only 4 of Chemdawg (3.5 g) in stock, and 4 are in your cart: no more can be added.',
    });
  });

  it('caps the quantity at the purchase limit, and names the limit', () => {
    const done = addLineUpTo([], flower(28), 3, ADULT);
    expect(done.added).toBe(2);
    expect(done.refusal).toEqual({
      ok: false,
      reason: 'limit',
      message: 'That would pass the adult-use limit of 2.5 oz per visit: 0.5 oz (14.8 g) left.',
    });
  });

  it('adds nothing and leaves the cart as it was when not one unit fits', () => {
    const cart = cartOf(addLine([], flower(28), 2, ADULT));
    const done = addLineUpTo(cart, flower(28), 2, ADULT);
    expect(done.added).toBe(0);
    expect(done.cart).toEqual(cart);
    expect(done.refusal?.reason).toBe('limit');
    expect(addLineUpTo([], flower(3.5, { maxQuantity: 0 }), 1, ADULT)).toEqual({
      cart: [],
      added: 0,
      refusal: { ok: false, reason: 'stock', message: 'Chemdawg (3.5 g) is sold out.' },
    });
  });
});
