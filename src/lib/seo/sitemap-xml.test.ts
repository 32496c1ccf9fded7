import { describe, expect, it } from 'vitest';
import { escapeXml, SITEMAP_CLOSE, SITEMAP_OPEN, sitemapUrl } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('writes a URL entry with its last modification in UTC', () => {
    expect(sitemapUrl('https://shop.example/products/x', new Date('2026-11-21T15:00:00.123Z'))).toBe(
      '<url><loc>https://shop.example/products/x</loc><lastmod>2026-11-21T15:00:00Z</lastmod></url>\n',
    );
    expect(sitemapUrl('https://shop.example/')).toBe('<url><loc>https://shop.example/</loc></url>\n');
  });

  it('escapes the characters XML reserves, as the protocol requires in a loc', () => {
    expect(escapeXml(`/?a=1&b='2'<>"`)).toBe('/?a=1&amp;b=&apos;2&apos;&lt;&gt;&quot;');
    expect(sitemapUrl('https://shop.example/?deal=1&brand=a')).toContain('?deal=1&amp;brand=a');
  });

  it('opens and closes a urlset of the 0.9 protocol', () => {
    expect(SITEMAP_OPEN).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(SITEMAP_CLOSE).toBe('</urlset>\n');
  });
});
