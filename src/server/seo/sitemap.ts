import type { Queryable } from '../db/database.ts';
import { ACTIVE_BATCH } from '#lib/catalog/sellable.ts';
import { CONTENT_SECTIONS, listPublishedPaths } from '../content/index.ts';
import { JOBS_PATH, listOpenPostingPaths } from '../hiring/index.ts';

/** One page for the sitemap: its path on the site and when what it shows last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** Rows per query when walking the products, so a 25,000-product catalog never sits in memory at once. */
export const SITEMAP_BATCH_SIZE = 5000;

/**
 * A product that has a page worth indexing: published and, for cannabis, with a lab-tested batch
 * that may be sold. Sold-out products stay in (their page says so and they come back); recalled,
 * held, expired or untested ones do not, because their page says they are unavailable.
 */
const LISTED_PRODUCT = `
  p.status = 'active'
  and (not p.is_cannabis or exists (select 1 from batches b where b.product_id = p.id and ${ACTIVE_BATCH}))`;

interface EntryRow {
  [column: string]: unknown;
  slug: string;
  lastmod: Date | string | null;
}

const toEntry =
  (prefix: string) =>
  (row: EntryRow): SitemapEntry => ({
    path: `${prefix}${row.slug}`,
    lastmod: row.lastmod === null ? null : new Date(row.lastmod),
  });

/**
 * The public content pages, each changed when it was last saved, and the learn and blog indexes
 * (when they list anything), changed when the newest change among their pages was.
 */
async function contentEntries(db: Queryable, now: Date): Promise<SitemapEntry[]> {
  const pages = await listPublishedPaths(db, now);
  const indexes = Object.values(CONTENT_SECTIONS).flatMap(({ path }) => {
    const listed = pages.filter((page) => page.path.startsWith(`${path}/`));
    if (listed.length === 0) return [];
    return [{ path, lastmod: new Date(Math.max(...listed.map((page) => page.updatedAt.getTime()))) }];
  });
  return [...indexes, ...pages.map((page) => ({ path: page.path, lastmod: page.updatedAt }))];
}

/** The open job postings, and the jobs list (changed when its newest posting did) while there are any. */
async function jobEntries(db: Queryable, now: Date): Promise<SitemapEntry[]> {
  const postings = await listOpenPostingPaths(db, now);
  if (postings.length === 0) return [];
  const newest = new Date(Math.max(...postings.map((posting) => posting.lastmod.getTime())));
  return [{ path: JOBS_PATH, lastmod: newest }, ...postings];
}

/** The storefront's fixed pages, every open store's page, every category and brand with a listed product, the content pages and the open jobs. */
async function fixedEntries(db: Queryable, now: Date): Promise<SitemapEntry[]> {
  const [settings] = await db.query<{ merch_slug: string }>('select merch_slug from store_settings limit 1');
  const pages = ['/', '/dispensary-deals', '/strain-library'];
  if (settings) pages.push(`/${settings.merch_slug}-wear`);
  pages.push('/reviews', '/stores');
  const [stores, categories, brands, content, jobs] = await Promise.all([
    db.query<EntryRow>(
      // A store has its page once the organization is set up (store_settings), like the rest.
      `select st.slug, st.updated_at as lastmod
         from stores st cross join store_settings s
        where st.closed_at is null
        order by st.is_default desc, st.position, st.name`,
    ),
    db.query<EntryRow>(
      `with recursive subtree (id, ancestor) as (
         select id, id from categories
         union all
         select c.id, s.ancestor from categories c join subtree s on c.parent_id = s.id
       )
       select c.slug, c.updated_at as lastmod
         from categories c
        where exists (
          select 1 from subtree s join products p on p.category_id = s.id
           where s.ancestor = c.id and ${LISTED_PRODUCT})
        order by c.slug`,
    ),
    db.query<EntryRow>(
      `select br.slug, br.updated_at as lastmod
         from brands br
        where exists (select 1 from products p where p.brand_id = br.id and ${LISTED_PRODUCT})
        order by br.slug`,
    ),
    contentEntries(db, now),
    jobEntries(db, now),
  ]);
  return [
    ...pages.map((path) => ({ path, lastmod: null })),
    ...stores.map(toEntry('/stores/')),
    ...categories.map(toEntry('/category/')),
    ...brands.map(toEntry('/brands/')),
    ...content,
    ...jobs,
  ];
}

/**
 * Every page of the storefront a search engine should know, in batches: the fixed pages,
 * categories, brands, content pages and job postings public at `now` first, then products in slug order, read
 * with keyset pagination. A product's last change is its own or its sizes' (a new price or stock
 * level changes the page).
 */
export async function* listSitemapEntries(
  db: Queryable,
  { batchSize = SITEMAP_BATCH_SIZE, now = new Date() }: { batchSize?: number; now?: Date } = {},
): AsyncGenerator<SitemapEntry[]> {
  yield await fixedEntries(db, now);
  let after = '';
  for (;;) {
    const rows = await db.query<EntryRow>(
      `select p.slug,
              greatest(p.updated_at, (select max(v.updated_at) from variants v where v.product_id = p.id)) as lastmod
         from products p
        where p.slug > $1 and ${LISTED_PRODUCT}
        order by p.slug
        limit $2`,
      [after, batchSize],
    );
    if (rows.length > 0) yield rows.map(toEntry('/products/'));
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.slug;
  }
}
