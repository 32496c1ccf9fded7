import type { APIRoute } from 'astro';
import { siteOrigin } from '#lib/seo/canonical.ts';
import { SITEMAP_CLOSE, SITEMAP_OPEN, SITEMAP_URL_LIMIT, sitemapUrl } from '#lib/seo/sitemap-xml.ts';
import { listSitemapEntries } from '#server/seo/index.ts';

/**
 * The sitemap, streamed as the database hands over each batch of pages, so a large catalog costs
 * neither a long wait for the first byte nor the whole document in memory.
 */
export const GET: APIRoute = ({ locals, url }) => {
  const origin = siteOrigin(locals.config.siteUrl, url);
  const batches = listSitemapEntries(locals.db, { now: locals.clock.now() });
  const encoder = new TextEncoder();
  let written = 0;
  let opened = false;

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(SITEMAP_OPEN));
      }
      const next = await batches.next();
      if (next.done || written >= SITEMAP_URL_LIMIT) {
        if (!next.done) {
          console.warn(`The sitemap stops at ${SITEMAP_URL_LIMIT} URLs, the protocol's limit for one file.`);
          await batches.return(undefined);
        }
        controller.enqueue(encoder.encode(SITEMAP_CLOSE));
        controller.close();
        return;
      }
      const entries = next.value.slice(0, SITEMAP_URL_LIMIT - written);
      written += entries.length;
      controller.enqueue(
        encoder.encode(entries.map((entry) => sitemapUrl(new URL(entry.path, origin).href, entry.lastmod)).join('')),
      );
    },
    async cancel() {
      await batches.return(undefined);
    },
  });

  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
};
