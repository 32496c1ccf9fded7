import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumbs.ts';

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs, the current page may have none', () => {
    const list = breadcrumbJsonLd(
      [{ name: 'Home', path: '/' }, { name: 'Flower', path: '/category/flower' }, { name: 'Chemdawg' }],
      'https://shop.example',
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Flower', item: 'https://shop.example/category/flower' },
        { '@type': 'ListItem', position: 3, name: 'Chemdawg' },
      ],
    });
  });
});
