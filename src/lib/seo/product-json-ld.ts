import { absoluteUrl, type JsonLd } from './json-ld.ts';

export interface ProductFacts {
  name: string;
  description: string;
  /** The product page's path, e.g. '/products/huron-valley-growers-chemdawg'. */
  path: string;
  /** Image paths or URLs, largest first. */
  images: readonly string[];
  brandName: string | null;
  categoryName: string;
  /** The SKU of the first size. */
  sku: string | null;
  /**
   * What the visitor can buy, at the prices the page shows (before tax, after any deal), or null
   * when the product cannot be bought: structured data must never offer what the page does not.
   */
  offers: { lowPriceCents: number; highPriceCents: number; offerCount: number; inStock: boolean } | null;
  sellerName: string;
  /**
   * The page's rating summary (verified buyers' published and withheld reviews), or null:
   * `aggregateRating` is written only for a product with counted reviews, and its figures are the
   * ones the page shows.
   */
  rating?: { average: number | null; count: number } | null;
}

const dollars = (cents: number) => cents / 100;

/** A schema.org Product with an AggregateOffer over its sizes. */
export function productJsonLd(product: ProductFacts, origin: string): JsonLd {
  const url = absoluteUrl(product.path, origin);
  const { offers } = product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url,
    ...(product.images.length > 0 ? { image: product.images.map((image) => absoluteUrl(image, origin)) } : {}),
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    category: product.categoryName,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.rating && product.rating.count > 0 && product.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            ratingCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(offers
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'USD',
            lowPrice: dollars(offers.lowPriceCents),
            highPrice: dollars(offers.highPriceCents),
            offerCount: offers.offerCount,
            availability: offers.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url,
            seller: { '@type': 'Store', name: product.sellerName, '@id': absoluteUrl('/#store', origin) },
          },
        }
      : {}),
  };
}
