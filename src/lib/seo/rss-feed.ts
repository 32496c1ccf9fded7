/**
 * An RSS 2.0 feed (https://www.rssboard.org/rss-specification), every text escaped for XML and
 * every link absolute. Dates are RFC 822 as the specification asks (`toUTCString`).
 */
import { escapeXml } from './sitemap-xml.ts';

export interface FeedItem {
  title: string;
  /** Absolute URL of the item's page; also its permanent id. */
  url: string;
  description: string;
  author: string;
  publishedAt: Date;
}

export interface Feed {
  title: string;
  /** Absolute URL of the page the feed belongs to. */
  url: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  description: string;
  items: readonly FeedItem[];
}

function item(entry: FeedItem): string {
  return [
    '<item>',
    `<title>${escapeXml(entry.title)}</title>`,
    `<link>${escapeXml(entry.url)}</link>`,
    `<guid isPermaLink="true">${escapeXml(entry.url)}</guid>`,
    `<description>${escapeXml(entry.description)}</description>`,
    `<dc:creator>${escapeXml(entry.author)}</dc:creator>`,
    `<pubDate>${entry.publishedAt.toUTCString()}</pubDate>`,
    '</item>',
  ].join('');
}

export function rssFeed(feed: Feed): string {
  const newest = feed.items.reduce<Date | null>(
    (latest, entry) => (latest === null || entry.publishedAt > latest ? entry.publishedAt : latest),
    null,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.url)}</link>`,
    `<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(feed.description)}</description>`,
    '<language>en-us</language>',
    ...(newest ? [`<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...feed.items.map(item),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
