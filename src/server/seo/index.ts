/** What search engines read of the store: the sitemap's entries, the entry `/sitemap.xml` uses. */
export { listSitemapEntries, SITEMAP_BATCH_SIZE, type SitemapEntry } from './sitemap.ts';
