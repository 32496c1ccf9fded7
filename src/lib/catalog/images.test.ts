import { describe, expect, it } from 'vitest';
import { productImage } from './images.ts';

describe('productImage', () => {
  it('serves the media path under /media with the 400px variant in srcset', () => {
    expect(
      productImage({ path: 'products/blue-dream-3-5g.webp', alt: 'Blue Dream buds', width: 800, height: 800 }),
    ).toEqual({
      src: '/media/products/blue-dream-3-5g.webp',
      srcSet: '/media/products/blue-dream-3-5g-400.webp 400w, /media/products/blue-dream-3-5g.webp 800w',
      alt: 'Blue Dream buds',
      width: 800,
      height: 800,
    });
  });

  it('has no srcset for an image that is already small', () => {
    expect(productImage({ path: 'products/pin.png', alt: 'Pin', width: 300, height: 300 }).srcSet).toBe('');
  });

  it('encodes characters that are not safe in a URL', () => {
    expect(productImage({ path: 'products/a b.webp', alt: '', width: 800, height: 800 }).src).toBe(
      '/media/products/a%20b.webp',
    );
  });
});
