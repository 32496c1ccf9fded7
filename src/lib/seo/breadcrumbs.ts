import { absoluteUrl, type JsonLd } from './json-ld.ts';

export interface BreadcrumbItem {
  name: string;
  /** The crumb's page; the current page may leave it out. */
  path?: string;
}

/** Where every trail starts. */
export const HOME_CRUMB: BreadcrumbItem = { name: 'Home', path: '/' };

/**
 * A schema.org BreadcrumbList for a trail such as Home › Flower › Chemdawg, with absolute URLs on
 * `origin` (the canonical origin, so crawlers see the same host as the canonical link).
 */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.path === undefined ? {} : { item: absoluteUrl(item.path, origin) }),
    })),
  };
}
