/** Areas crawlers have no business in: staff, customer accounts, checkout and the API. */
export const PRIVATE_PATHS = ['/dashboard', '/account', '/checkout', '/api'] as const;

/**
 * robots.txt: everything public may be crawled, the private areas may not, and the sitemap is
 * named by its absolute URL. A staging site asks crawlers to stay out altogether.
 */
export function robotsTxt(options: { sitemapUrl: string; staging?: boolean }): string {
  const rules = options.staging ? ['Disallow: /'] : ['Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`)];
  return ['User-agent: *', ...rules, '', `Sitemap: ${options.sitemapUrl}`, ''].join('\n');
}
