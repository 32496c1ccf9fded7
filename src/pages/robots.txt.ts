import type { APIRoute } from 'astro';
import { siteOrigin } from '#lib/seo/canonical.ts';
import { robotsTxt } from '#lib/seo/robots-txt.ts';

/** robots.txt for this host, pointing at its sitemap; a staging site keeps crawlers out. */
export const GET: APIRoute = ({ locals, url }) => {
  const sitemapUrl = new URL('/sitemap.xml', siteOrigin(locals.config.siteUrl, url)).href;
  return new Response(robotsTxt({ sitemapUrl, staging: locals.staging }), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
