/**
 * Reading the content pages the public sees: a page is public while its status is `published` and
 * its `published_at` has come (`now`, passed in so tests decide it). One place owns these
 * statements; the routes reach them through this folder's loaders (index.ts).
 */
import type { Queryable } from '../db/database.ts';
import { variantPath } from '../media/index.ts';
import type { ContentKind } from '#lib/vocabulary/content.ts';

export interface ContentHeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The smaller copies the library keeps, for `srcset`. */
  srcset: string;
}

/** What a list shows of a page. */
export interface ContentPageSummary {
  path: string;
  kind: ContentKind;
  title: string;
  summary: string;
  authorName: string;
  publishedAt: Date;
  updatedAt: Date;
  heroImage: ContentHeroImage | null;
}

/** A public page in full: its Markdown body is rendered by the loader. */
export interface PublishedContentPage extends ContentPageSummary {
  id: string;
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

interface PageRow {
  [column: string]: unknown;
  id: string;
  path: string;
  kind: ContentKind;
  title: string;
  summary: string;
  body: string;
  author_name: string;
  seo_title: string | null;
  seo_description: string | null;
  published_at: Date;
  updated_at: Date;
  hero_path: string | null;
  hero_alt: string | null;
  hero_width: number | null;
  hero_height: number | null;
  hero_variant_widths: number[] | null;
}

/**
 * Public now: published, and its time has come. `$1` is now. The home and deals pages' blocks
 * (kind `blocks`) are drawn by their own routes, not as articles, and the sitemap lists those routes already.
 */
const PUBLIC = `p.kind <> 'blocks' and p.status = 'published' and p.published_at <= $1::timestamptz`;

const SELECT_PAGE = `
  select p.id, p.path, p.kind, p.title, p.summary, p.body, p.author_name, p.seo_title, p.seo_description,
         p.published_at, p.updated_at, p.hero_alt,
         m.path as hero_path, m.width as hero_width, m.height as hero_height, m.variant_widths as hero_variant_widths
    from content_pages p
    left join media m on m.id = p.hero_media_id`;

/** The hero picture of a page row (or a draft's row read the same way), with its smaller copies. */
export function heroImage(
  row: Pick<PageRow, 'hero_path' | 'hero_alt' | 'hero_width' | 'hero_height' | 'hero_variant_widths'>,
): ContentHeroImage | null {
  if (row.hero_path === null || row.hero_width === null || row.hero_height === null) return null;
  const path = row.hero_path;
  const copies = (row.hero_variant_widths ?? []).map((width) => `/media/${variantPath(path, width)} ${width}w`);
  return {
    src: `/media/${path}`,
    alt: row.hero_alt ?? '',
    width: row.hero_width,
    height: row.hero_height,
    srcset: [...copies, `/media/${path} ${row.hero_width}w`].join(', '),
  };
}

function toSummary(row: PageRow): ContentPageSummary {
  return {
    path: row.path,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    authorName: row.author_name,
    publishedAt: new Date(row.published_at),
    updatedAt: new Date(row.updated_at),
    heroImage: heroImage(row),
  };
}

/** The public page at `path`, or null (none there, a draft, archived, or not out yet). */
export async function findPublishedPage(db: Queryable, path: string, now: Date): Promise<PublishedContentPage | null> {
  const [row] = await db.query<PageRow>(`${SELECT_PAGE} where p.path = $2 and ${PUBLIC}`, [now.toISOString(), path]);
  if (!row) return null;
  return {
    ...toSummary(row),
    id: row.id,
    body: row.body,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  };
}

export interface PublishedPageList {
  pages: ContentPageSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of a kind's public pages, newest first (ties by id, so pages never trade places). */
export async function listPublishedPages(
  db: Queryable,
  kind: ContentKind,
  { now, page = 1, perPage }: { now: Date; page?: number; perPage: number },
): Promise<PublishedPageList> {
  const rows = await db.query<PageRow & { total: number }>(
    `${SELECT_PAGE.replace('select p.id,', 'select count(*) over ()::int as total, p.id,')}
      where p.kind = $2 and ${PUBLIC}
      order by p.published_at desc, p.id
      limit $3 offset $4`,
    [now.toISOString(), kind, perPage, (page - 1) * perPage],
  );
  const total = rows[0]?.total ?? (page > 1 ? await countPublished(db, kind, now) : 0);
  return { pages: rows.map(toSummary), total, page, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}

/** A page past the end has no rows to carry the total; count on its own then. */
async function countPublished(db: Queryable, kind: ContentKind, now: Date): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from content_pages p where p.kind = $2 and ${PUBLIC}`,
    [now.toISOString(), kind],
  );
  return row?.total ?? 0;
}

/** Every public page's path and when it last changed, for the sitemap. */
export async function listPublishedPaths(db: Queryable, now: Date): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db.query<{ path: string; updated_at: Date }>(
    `select p.path, p.updated_at from content_pages p where ${PUBLIC} order by p.path`,
    [now.toISOString()],
  );
  return rows.map((row) => ({ path: row.path, updatedAt: new Date(row.updated_at) }));
}
