/**
 * What the content routes load, one call each: a page (learn, blog, legal or plain) rendered with
 * its breadcrumbs and structured data, the learn and blog indexes, and the blog's feed. A null
 * answer is a 404. Only public pages are read (content-pages.ts), as of `now`.
 */
import { articleJsonLd } from '#lib/seo/article-json-ld.ts';
import { breadcrumbJsonLd, type BreadcrumbItem } from '#lib/seo/breadcrumbs.ts';
import type { JsonLd } from '#lib/seo/json-ld.ts';
import { rssFeed } from '#lib/seo/rss-feed.ts';
import { contentDates, type ContentDate } from '#lib/content/content-dates.ts';
import { endOfSentence } from '#lib/text/sentences.ts';
import type { ContentKind } from '#lib/vocabulary/content.ts';
import type { Queryable } from '../db/database.ts';
import type { StoreSettings } from '../settings/index.ts';
import {
  findPublishedPage,
  listPublishedPages,
  type ContentPageSummary,
  type PublishedContentPage,
  type PublishedPageList,
} from './content-pages.ts';
import { renderContentBody } from './markdown.ts';

export interface ContentRequest {
  db: Queryable;
  settings: Pick<StoreSettings, 'name' | 'limits' | 'rewards' | 'timeZone' | 'theme'>;
  /** The canonical origin (`siteOrigin`): structured data and the feed link absolutely. */
  origin: string;
  now: Date;
}

/** The list each kind of article belongs to, for breadcrumbs; legal and plain pages sit under Home. */
export const CONTENT_SECTIONS = {
  learn: { name: 'Learn', path: '/learn' },
  blog: { name: 'Blog', path: '/blog' },
} as const satisfies Partial<Record<ContentKind, BreadcrumbItem>>;

export const BLOG_PAGE_SIZE = 10;
export const LEARN_PAGE_SIZE = 24;
const FEED_SIZE = 20;
/** No list has more pages than this; a larger `?page=` is no page. */
const MAX_PAGE = 1000;

export interface ContentPageView {
  page: PublishedContentPage;
  /** The body as sanitised HTML. */
  html: string;
  dates: { published: ContentDate; updated: ContentDate | null };
  breadcrumbs: BreadcrumbItem[];
  jsonLd: JsonLd[];
}

function trail(kind: ContentKind, title: string): BreadcrumbItem[] {
  const section = kind === 'learn' || kind === 'blog' ? [CONTENT_SECTIONS[kind]] : [];
  return [{ name: 'Home', path: '/' }, ...section, { name: title }];
}

/** The public page at `path`, rendered; null when there is none. */
export async function loadContentPage(request: ContentRequest, path: string): Promise<ContentPageView | null> {
  const page = await findPublishedPage(request.db, path, request.now);
  return page ? contentPageView(request, page) : null;
}

/** A page rendered as the public route shows it: the published page, or a draft's preview. */
export function contentPageView(
  request: Pick<ContentRequest, 'settings' | 'origin'>,
  page: PublishedContentPage,
): ContentPageView {
  const { settings, origin } = request;
  const breadcrumbs = trail(page.kind, page.title);
  const article = articleJsonLd(
    {
      type: page.kind === 'blog' ? 'BlogPosting' : 'Article',
      title: page.title,
      description: page.seoDescription ?? page.summary,
      path: page.path,
      publishedAt: page.publishedAt,
      updatedAt: page.updatedAt,
      authorName: page.authorName,
      publisher: {
        name: settings.name,
        logoPath: settings.theme.logoPath ? `/media/${settings.theme.logoPath}` : null,
      },
      imagePath: page.heroImage?.src ?? null,
    },
    origin,
  );
  return {
    page,
    html: renderContentBody(page.body, {
      storeName: settings.name,
      limits: settings.limits,
      rewards: settings.rewards,
    }),
    dates: contentDates(page.publishedAt, page.updatedAt, settings.timeZone),
    breadcrumbs,
    jsonLd: [article, breadcrumbJsonLd(breadcrumbs, origin)],
  };
}

export interface ContentListView {
  list: PublishedPageList & { pages: (ContentPageSummary & { dates: ReturnType<typeof contentDates> })[] };
  breadcrumbs: BreadcrumbItem[];
  jsonLd: JsonLd[];
}

/** `?page=` as a page number: absent is 1; anything else that is not a page number is no page (null). */
export function listPageNumber(params: URLSearchParams): number | null {
  const raw = params.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : null;
}

async function loadList(
  request: ContentRequest,
  kind: 'learn' | 'blog',
  params: URLSearchParams,
  perPage: number,
): Promise<ContentListView | null> {
  const page = listPageNumber(params);
  if (page === null) return null;
  const list = await listPublishedPages(request.db, kind, { now: request.now, page, perPage });
  if (page > list.pageCount) return null;
  const breadcrumbs: BreadcrumbItem[] = [{ name: 'Home', path: '/' }, { name: CONTENT_SECTIONS[kind].name }];
  return {
    list: {
      ...list,
      pages: list.pages.map((entry) => ({
        ...entry,
        dates: contentDates(entry.publishedAt, entry.updatedAt, request.settings.timeZone),
      })),
    },
    breadcrumbs,
    jsonLd: [breadcrumbJsonLd(breadcrumbs, request.origin)],
  };
}

/** `/learn`: the learn articles, newest first; null for a `?page=` that is no page. */
export function loadLearnIndex(request: ContentRequest, params: URLSearchParams): Promise<ContentListView | null> {
  return loadList(request, 'learn', params, LEARN_PAGE_SIZE);
}

/** `/blog`: the posts, newest first, `BLOG_PAGE_SIZE` a page; null for a `?page=` that is no page. */
export function loadBlogIndex(request: ContentRequest, params: URLSearchParams): Promise<ContentListView | null> {
  return loadList(request, 'blog', params, BLOG_PAGE_SIZE);
}

/** `/blog/rss.xml`: the newest posts as RSS 2.0. */
export async function loadBlogFeed(request: ContentRequest): Promise<string> {
  const { pages } = await listPublishedPages(request.db, 'blog', { now: request.now, perPage: FEED_SIZE });
  const url = (path: string) => new URL(path, request.origin).href;
  return rssFeed({
    title: `${request.settings.name} blog`,
    url: url('/blog'),
    feedUrl: url('/blog/rss.xml'),
    description: `News and stories from ${endOfSentence(request.settings.name)}`,
    items: pages.map((page) => ({
      title: page.title,
      url: url(page.path),
      description: page.summary,
      author: page.authorName || request.settings.name,
      publishedAt: page.publishedAt,
    })),
  });
}
