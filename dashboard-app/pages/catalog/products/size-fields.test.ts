import { describe, expect, it } from 'vitest';
import type { EditorVariant } from '#lib/catalog/product-editor.ts';
import { changedFields, NEW_SIZE, readSize, sizeText } from './size-fields.ts';

const variant: EditorVariant = {
  id: 'v1',
  position: 0,
  sizeLabel: '3.5 g',
  sku: 'RR-FLW-1-35',
  weightMg: 3500,
  adultUsePriceCents: 3500,
  medicalPriceCents: null,
  stock: 12,
  active: true,
  limitCategory: 'flower',
  limitAmount: 3500,
  exciseTaxable: true,
};

describe('a size form', () => {
  it('reads back the size it shows, and sends only what was edited', () => {
    const read = readSize(sizeText(variant));
    expect(read).toEqual({ ok: true, value: { ...variant, id: undefined, position: undefined } });
    const edited = readSize({ ...sizeText(variant), adultUsePrice: '32', medicalPrice: '29.50' });
    expect(edited.ok && changedFields(variant, edited.value)).toEqual({
      adultUsePriceCents: 3200,
      medicalPriceCents: 2950,
    });
  });

  it('marks each field that does not read, with the server’s field names', () => {
    const read = readSize({
      ...NEW_SIZE,
      weight: '-1',
      adultUsePrice: 'abc',
      stock: '2.5',
      limitCategory: 'flower',
      limitAmount: '0',
    });
    expect(read).toEqual({
      ok: false,
      fields: {
        weightMg: 'A weight cannot be negative.',
        adultUsePriceCents: 'Enter a price in dollars, e.g. 32.00.',
        stock: 'Stock is a whole number, e.g. 12.',
        limitAmount: 'Enter how much of the limit one unit uses.',
        sizeLabel: 'Enter the size label.',
        sku: 'Enter the SKU.',
      },
    });
  });
});
