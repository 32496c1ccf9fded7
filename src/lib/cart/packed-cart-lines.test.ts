import { describe, expect, it } from 'vitest';
import { flower, resin } from './cart-test-lines.ts';
import { packCartLines, unpackCartLines } from './packed-cart-lines.ts';

describe('the cart lines a list page sends', () => {
  const eighth = flower(3.5, { variantId: 'eighth', maxQuantity: 12 });
  const ounce = flower(28, { variantId: 'ounce', medicalPriceCents: null, maxQuantity: 3 });
  const rosin = {
    ...resin,
    variantId: 'rosin',
    productSlug: 'keweenaw-rosin',
    productName: 'Cold cure rosin',
    imageSrc: null,
  };

  it('says each product once, with its sizes in order', () => {
    const packed = packCartLines([eighth, rosin, ounce]);
    expect(packed.map((product) => [product.slug, product.sizes.map((size) => size[0])])).toEqual([
      ['huron-valley-growers-chemdawg', ['eighth', 'ounce']],
      ['keweenaw-rosin', ['rosin']],
    ]);
    expect(packed[0]).toMatchObject({ name: 'Chemdawg', imageSrc: '/media/products/chemdawg-400.webp' });
  });

  it('gives back every line exactly, a missing medical price and image included', () => {
    const lines = unpackCartLines(JSON.parse(JSON.stringify(packCartLines([eighth, ounce, rosin]))));
    expect([...lines.keys()]).toEqual(['eighth', 'ounce', 'rosin']);
    expect(lines.get('eighth')).toEqual(eighth);
    expect(lines.get('ounce')).toEqual(ounce);
    expect(lines.get('rosin')).toEqual(rosin);
  });

  it('sends a size offered twice on the page once', () => {
    const packed = packCartLines([eighth, eighth, ounce]);
    expect(packed.flatMap((product) => product.sizes.map((size) => size[0]))).toEqual(['eighth', 'ounce']);
  });
});
