import { describe, expect, it } from 'vitest';
import { footerSiteMap, headerNav, merchShopLink, SITE_PAGES } from './site-map.ts';

const input = {
  categories: [
    { slug: 'flower', name: 'Flower' },
    { slug: 'edibles', name: 'Edibles' },
  ],
  merchSlug: 'river-raisin',
};

describe('the site map', () => {
  it('names the merch shop after its address', () => {
    expect(merchShopLink('river-raisin')).toEqual({ href: '/river-raisin-wear', label: 'River Raisin Wear' });
    expect(merchShopLink('monroe')).toEqual({ href: '/monroe-wear', label: 'Monroe Wear' });
  });

  it('puts what to browse in one header row and the ways to shop in the other', () => {
    const nav = headerNav(input);
    expect(nav.browse).toEqual([
      { href: '/category/flower', label: 'Flower' },
      { href: '/category/edibles', label: 'Edibles' },
      { href: '/strain-library', label: 'Strain library' },
    ]);
    expect(nav.tools.map((link) => link.href)).toEqual([
      '/dispensary-deals',
      '/build-a-pack',
      '/quick-order',
      '/rewards',
      '/order-tracker',
    ]);
  });

  it('lists every fixed page once in the footer, with the categories and the merch shop', () => {
    const sections = footerSiteMap(input);
    expect(sections.map((section) => section.title)).toEqual([
      'Menu',
      'Shop',
      'Orders',
      'Rewards',
      'Account',
      'Learn',
      'Contact',
      'Policies',
    ]);
    const hrefs = sections.flatMap((section) => section.links.map((link) => link.href));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ...Object.values(SITE_PAGES).map((page) => page.href),
        '/category/flower',
        '/category/edibles',
        '/river-raisin-wear',
      ]),
    );
    expect(sections[0]!.links.map((link) => link.label)).toEqual(['Flower', 'Edibles']);
    expect(sections[1]!.links.map((link) => link.label)).toContain('River Raisin Wear');
  });

  it('leaves out the menu section while no category has anything to buy', () => {
    expect(footerSiteMap({ ...input, categories: [] }).map((section) => section.id)).toEqual([
      'shop',
      'orders',
      'rewards',
      'account',
      'learn',
      'contact',
      'policies',
    ]);
  });
});
