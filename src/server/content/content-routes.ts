/**
 * The store's routes as the link check knows them: its fixed pages (the site map's, the account
 * pages, the content lists), and the catalog's and content's pages as the database holds them now.
 */
import type { Queryable } from '../db/database.ts';
import { ACCOUNT_ROUTES } from '#lib/customers/account-routes.ts';
import { merchShopLink, SITE_PAGES } from '#lib/site-map.ts';
import type { KnownRoutes } from './link-check.ts';

/** Pages that are there whatever the database holds (besides the site map's and the account pages). */
const FIXED_PATHS = ['/', '/checkout', '/learn', '/blog', '/blog/rss.xml', '/sitemap.xml'];

/**
 * What a content body may link to now: fixed pages, active products, categories, brands, public
 * content pages and `alsoPages` (e.g. pages published together with the one being checked).
 */
export async function readKnownRoutes(
  db: Queryable,
  { now, alsoPages = [] }: { now: Date; alsoPages?: readonly string[] },
): Promise<KnownRoutes> {
  const [settings] = await db.query<{ merch_slug: string }>('select merch_slug from store_settings limit 1');
  const rows = await db.query<{ path: string }>(
    `select '/products/' || slug as path from products where status = 'active'
     union all select '/category/' || slug from categories
     union all select '/brands/' || slug from brands
     union all select path from content_pages where status = 'published' and published_at <= $1::timestamptz`,
    [now.toISOString()],
  );
  const media = await db.query<{ path: string }>('select path from media union select path from product_images');
  const pages = new Set<string>([
    ...FIXED_PATHS,
    ...Object.keys(ACCOUNT_ROUTES),
    ...Object.values(SITE_PAGES).map((link) => link.href),
    ...(settings ? [merchShopLink(settings.merch_slug).href] : []),
    ...rows.map((row) => row.path),
    ...alsoPages,
  ]);
  const mediaFiles = new Set(media.map((row) => `/media/${row.path}`));
  return { isPage: (path) => pages.has(path), isMedia: (src) => mediaFiles.has(src) };
}
