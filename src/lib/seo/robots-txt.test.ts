import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt.ts';

describe('robotsTxt', () => {
  it('allows the storefront, keeps crawlers out of private areas and names the sitemap', () => {
    const text = robotsTxt({ sitemapUrl: 'https://shop.example/sitemap.xml' });
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /account',
      'Disallow: /checkout',
      'Disallow: /api',
      '',
      'Sitemap: https://shop.example/sitemap.xml',
      '',
    ]);
  });

  it('keeps every crawler out of a staging site', () => {
    const text = robotsTxt({ sitemapUrl: 'https://staging.example/sitemap.xml', staging: true });
    expect(text).toContain('Disallow: /\n');
    expect(text).not.toContain('Allow: /');
  });
});
