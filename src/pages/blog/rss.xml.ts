import type { APIRoute } from 'astro';
import { siteOrigin } from '#lib/seo/canonical.ts';
import { loadBlogFeed } from '#server/content/index.ts';

/** The blog's newest posts as RSS 2.0, every link absolute on the store's public origin. */
export const GET: APIRoute = async ({ locals, url }) => {
  const settings = await locals.storeSettings();
  const feed = await loadBlogFeed({
    db: locals.db,
    settings,
    origin: siteOrigin(locals.config.siteUrl, url),
    now: locals.clock.now(),
  });
  return new Response(feed, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
};
