/**
 * The XML of a sitemap (sitemaps.org protocol 0.9), written piece by piece so a large catalog can
 * be streamed: the opening, one `<url>` per page, the closing.
 */
export const SITEMAP_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const SITEMAP_CLOSE = '</urlset>\n';

/** A sitemap file may list at most this many URLs. */
export const SITEMAP_URL_LIMIT = 50_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** One `<url>` entry; `lastmod` is written as a W3C date-time in UTC. */
export function sitemapUrl(loc: string, lastmod?: Date | null): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>\n`;
}
