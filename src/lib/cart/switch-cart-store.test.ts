import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line.ts';
import type { CartQuoteLine } from './cart-quote.ts';
import { flower, hoodie } from './cart-test-lines.ts';
import { otherStoreRefusal, switchCartStore } from './switch-cart-store.ts';

/** A quote line at the new store: the size's price there and its stock. */
function quoted(line: CartLine, there: Partial<CartQuoteLine>): CartQuoteLine {
  return {
    variantId: line.variantId,
    quantity: line.quantity,
    pricedQuantity: line.quantity,
    unitPriceCents: line.adultUsePriceCents,
    discountCents: 0,
    priceCents: 0,
    totalCents: 0,
    deals: [],
    available: 20,
    sellable: true,
    sizes: [],
    ...there,
  };
}

const AT = { mode: 'adult', storeName: 'Ypsilanti' } as const;

describe('moving a cart to another store', () => {
  const eighth: CartLine = { ...flower(3.5), quantity: 3 };
  const ounce: CartLine = { ...flower(28), quantity: 1 };
  const tee: CartLine = { ...hoodie, quantity: 2 };

  it('keeps a line the store sells alike, and says nothing', () => {
    const result = switchCartStore([eighth], { lines: [quoted(eighth, { available: 40 })] }, AT);
    expect(result).toEqual({ lines: [{ ...eighth, maxQuantity: 40 }], changes: [] });
  });

  it('takes the store price and says how much more or less it is', () => {
    const result = switchCartStore(
      [eighth, tee],
      {
        lines: [
          quoted(eighth, { unitPriceCents: 2950 }),
          quoted(tee, { unitPriceCents: tee.adultUsePriceCents - 500 }),
        ],
      },
      AT,
    );
    expect(result.lines.map((line) => line.adultUsePriceCents)).toEqual([2950, tee.adultUsePriceCents - 500]);
    expect(result.changes.map((change) => change.message)).toEqual([
      'Chemdawg 3.5 g is $5.00 more at Ypsilanti.',
      `${tee.productName} ${tee.sizeLabel} is $5.00 less at Ypsilanti.`,
    ]);
  });

  it('lowers a quantity to what the store has left, and says from what', () => {
    const result = switchCartStore([eighth], { lines: [quoted(eighth, { available: 2 })] }, AT);
    expect(result.lines).toEqual([{ ...eighth, quantity: 2, maxQuantity: 2 }]);
    expect(result.changes).toEqual([
      {
        variantId: eighth.variantId,
        kind: 'lowered',
        message: 'Chemdawg 3.5 g: only 2 left at Ypsilanti, quantity lowered from 3.',
      },
    ]);
  });

  it('removes what the store does not carry or has sold out of, naming each', () => {
    const result = switchCartStore(
      [eighth, ounce, tee],
      { lines: [quoted(eighth, {}), quoted(ounce, { sellable: false, available: 0 }), quoted(tee, { available: 0 })] },
      AT,
    );
    expect(result.lines.map((line) => line.variantId)).toEqual([eighth.variantId]);
    expect(result.changes.map(({ kind, message }) => [kind, message])).toEqual([
      ['not_carried', 'Chemdawg 28 g is not carried at Ypsilanti: removed.'],
      ['sold_out', `${tee.productName} ${tee.sizeLabel} is sold out at Ypsilanti: removed.`],
    ]);
  });

  it('compares and sets the medical price on the medical menu', () => {
    const result = switchCartStore(
      [eighth],
      { lines: [quoted(eighth, { unitPriceCents: eighth.medicalPriceCents! - 100 })] },
      {
        mode: 'medical',
        storeName: 'Ypsilanti',
      },
    );
    expect(result.lines[0]).toMatchObject({
      medicalPriceCents: eighth.medicalPriceCents! - 100,
      adultUsePriceCents: eighth.adultUsePriceCents,
    });
    expect(result.changes.map((change) => change.message)).toEqual(['Chemdawg 3.5 g is $1.00 less at Ypsilanti.']);
  });

  it('keeps a line the quote does not mention as it is', () => {
    const result = switchCartStore([eighth, tee], { lines: [quoted(eighth, {})] }, AT);
    expect(result.lines).toEqual([eighth, tee]);
  });
});

describe('adding to a cart of another store', () => {
  const monroe = { id: 'monroe', name: 'Monroe' };
  const ypsilanti = { id: 'ypsilanti', name: 'Ypsilanti' };

  it("is refused while the cart holds another store's sizes, naming both stores", () => {
    expect(otherStoreRefusal(monroe, ypsilanti, 2)).toBe(
      "Your cart is for pickup at Monroe. To order from Ypsilanti, change the cart's store to Ypsilanti in your cart first.",
    );
  });

  it('goes ahead for the same store, an empty cart, or a store the page does not offer', () => {
    expect(otherStoreRefusal(monroe, monroe, 2)).toBeNull();
    expect(otherStoreRefusal(monroe, ypsilanti, 0)).toBeNull();
    expect(otherStoreRefusal(undefined, ypsilanti, 2)).toBeNull();
    expect(otherStoreRefusal(undefined, undefined, 2)).toBeNull();
  });
});
