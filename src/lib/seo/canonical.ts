/**
 * The origin canonical links, sitemaps and structured data use: the configured public site URL
 * (SITE_URL) when there is one, so every instance behind a proxy or CDN names the same host, else
 * the origin the request came in on.
 */
export function siteOrigin(siteUrl: string | undefined, requestUrl: URL): string {
  return siteUrl ? new URL(siteUrl).origin : requestUrl.origin;
}
