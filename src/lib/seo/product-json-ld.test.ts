import { describe, expect, it } from 'vitest';
import { productJsonLd, type ProductFacts } from './product-json-ld.ts';

const chemdawg: ProductFacts = {
  name: 'Chemdawg',
  description: 'Sharp chemical-fuel aroma.',
  path: '/products/huron-valley-growers-chemdawg',
  images: ['/media/products/huron-valley-growers-chemdawg.webp'],
  brandName: 'Huron Valley Growers',
  categoryName: 'Flower',
  sku: 'RR-FLW-000013-35',
  offers: { lowPriceCents: 2000, highPriceCents: 11000, offerCount: 4, inStock: true },
  sellerName: 'River Raisin Cannabis Co.',
};

describe('productJsonLd', () => {
  it('describes the product with absolute URLs, brand, SKU and an aggregate offer in dollars', () => {
    expect(productJsonLd(chemdawg, 'https://shop.example')).toMatchObject({
      '@type': 'Product',
      name: 'Chemdawg',
      url: 'https://shop.example/products/huron-valley-growers-chemdawg',
      image: ['https://shop.example/media/products/huron-valley-growers-chemdawg.webp'],
      brand: { '@type': 'Brand', name: 'Huron Valley Growers' },
      sku: 'RR-FLW-000013-35',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'USD',
        lowPrice: 20,
        highPrice: 110,
        offerCount: 4,
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('marks a sold-out product out of stock and offers nothing the page does not sell', () => {
    const soldOut = productJsonLd(
      { ...chemdawg, offers: { ...chemdawg.offers!, inStock: false } },
      'https://shop.example',
    );
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    const recalled = productJsonLd({ ...chemdawg, offers: null, brandName: null, sku: null }, 'https://shop.example');
    expect(recalled).not.toHaveProperty('offers');
    expect(recalled).not.toHaveProperty('brand');
    expect(recalled).not.toHaveProperty('sku');
  });

  it('carries the page’s rating summary only when the product has reviews', () => {
    const rated = productJsonLd({ ...chemdawg, rating: { average: 3.7, count: 12 } }, 'https://shop.example');
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.7,
      ratingCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(
      productJsonLd({ ...chemdawg, rating: { average: null, count: 0 } }, 'https://shop.example'),
    ).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(chemdawg, 'https://shop.example')).not.toHaveProperty('aggregateRating');
  });
});
