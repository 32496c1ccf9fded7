import { describe, expect, it } from 'vitest';
import { rssFeed } from './rss-feed.ts';

describe('rssFeed', () => {
  const xml = rssFeed({
    title: 'River Raisin <Blog> & news',
    url: 'https://shop.example/blog',
    feedUrl: 'https://shop.example/blog/rss.xml',
    description: 'Posts from the store.',
    items: [
      {
        title: 'Older & wiser',
        url: 'https://shop.example/blog/older',
        description: 'A "quoted" <b>summary</b>',
        author: 'Store staff',
        publishedAt: new Date('2026-04-01T12:00:00Z'),
      },
      {
        title: 'Newer',
        url: 'https://shop.example/blog/newer?x=1&y=2',
        description: 'Fresh.',
        author: 'Store staff',
        publishedAt: new Date('2026-05-02T12:00:00Z'),
      },
    ],
  });

  it('escapes every text and link', () => {
    expect(xml).toContain('<title>River Raisin &lt;Blog&gt; &amp; news</title>');
    expect(xml).toContain('<description>A &quot;quoted&quot; &lt;b&gt;summary&lt;/b&gt;</description>');
    expect(xml).toContain('<link>https://shop.example/blog/newer?x=1&amp;y=2</link>');
    expect(xml).not.toMatch(/<b>/);
  });

  it('is RSS 2.0 with a self link, RFC 822 dates and the newest item as the build date', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(
      '<atom:link href="https://shop.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<pubDate>Wed, 01 Apr 2026 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Sat, 02 May 2026 12:00:00 GMT</lastBuildDate>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });
});
