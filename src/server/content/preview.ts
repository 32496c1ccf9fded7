/**
 * Previewing a draft: a signed link that expires (preview-token.ts) opens the page as the public
 * route would show it once published — same layout, components and renderer — from the draft, for
 * any signed-in staff member; for anyone else, and once expired, there is nothing there (404).
 */
import { PageBlocks, type BlockPagePath } from '#lib/content/page-blocks.ts';
import { isStaffRole } from '#lib/staff/route-access.ts';
import type { PreviewLink } from '#lib/content/content-editor.ts';
import type { SignedInAccount } from '../customers/index.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { Queryable } from '../db/database.ts';
import { found } from '../http/refusal.ts';
import { heroImage } from './content-pages.ts';
import { contentPageView, type ContentPageView, type ContentRequest } from './page-loaders.ts';
import { loadDealsPage, loadHomePage, type DealsPage, type HomePage } from './block-pages.ts';
import type { StoreSettings } from '../settings/index.ts';
import { linkSigningKey } from '../security/signed-token.ts';
import { createPreviewToken, verifyPreviewToken } from './preview-token.ts';

/** Where a preview opens; never cached, never indexed. */
export const PREVIEW_PATH = '/content-preview/';

/** A link that opens the page's draft until it expires. */
export async function createPreviewLink(db: Queryable, pageId: string, now: Date): Promise<PreviewLink> {
  const [page] = await db.query('select 1 from content_pages where id = $1', [pageId]);
  found(page, 'There is no such page.');
  const { token, expiresAt } = createPreviewToken(await linkSigningKey(db), pageId, now);
  return { url: `${PREVIEW_PATH}${token}`, expiresAt: expiresAt.toISOString() };
}

export interface PreviewView extends ContentPageView {
  /** When the link stops working, on the store's clock: "Nov 28, 2026, 3:00 PM EST". */
  expiresAt: string;
}

/** The draft the token opens, rendered; null (a 404) for a visitor who is not staff, a bad or expired token. */
export async function loadContentPreview(
  request: ContentRequest & { viewer: SignedInAccount | null },
  token: string,
): Promise<PreviewView | null> {
  if (!isStaffRole(request.viewer?.role)) return null;
  const verified = verifyPreviewToken(await linkSigningKey(request.db), token, request.now);
  if (!verified) return null;
  const [row] = await request.db.query<{
    id: string;
    path: string;
    kind: ContentView['kind'];
    title: string;
    summary: string;
    body: string;
    author_name: string;
    seo_title: string | null;
    seo_description: string | null;
    published_at: Date | null;
    saved_at: Date;
    hero_alt: string | null;
    hero_path: string | null;
    hero_width: number | null;
    hero_height: number | null;
    hero_variant_widths: number[] | null;
  }>(
    `select p.id, p.path, p.kind, p.published_at, c.title, c.summary, c.body, c.author_name, c.seo_title,
            c.seo_description, c.hero_alt, c.saved_at,
            m.path as hero_path, m.width as hero_width, m.height as hero_height,
            m.variant_widths as hero_variant_widths
       from content_pages p
       cross join lateral (
         select d.title, d.summary, d.body, d.author_name, d.seo_title, d.seo_description, d.hero_media_id,
                d.hero_alt, d.saved_at
           from content_drafts d where d.page_id = p.id
         union all
         select p.title, p.summary, p.body, p.author_name, p.seo_title, p.seo_description, p.hero_media_id,
                p.hero_alt, p.updated_at
          where not exists (select 1 from content_drafts d where d.page_id = p.id)
       ) c
       left join media m on m.id = c.hero_media_id
      where p.id = $1 and p.kind <> 'blocks'`,
    [verified.pageId],
  );
  if (!row) return null;
  const savedAt = new Date(row.saved_at);
  const view = contentPageView(request, {
    id: row.id,
    path: row.path,
    kind: row.kind,
    // An unfinished draft still previews: its title is what readers would see, even when empty.
    title: row.title || 'Untitled page',
    summary: row.summary,
    body: row.body,
    authorName: row.author_name,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    publishedAt: row.published_at ? new Date(row.published_at) : request.now,
    updatedAt: savedAt,
    heroImage: heroImage(row),
  });
  return { ...view, expiresAt: expiryLabel(verified.expiresAt, request.settings.timeZone) };
}

/** "Nov 28, 2026, 3:00 PM EST": when a link stops working, on the store's clock. */
function expiryLabel(expiresAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(expiresAt);
}

/** What a preview link opens: a written page, or the home or deals page drawn from its draft blocks. */
export type PagePreview =
  | { kind: 'content'; view: PreviewView }
  | { kind: 'home'; home: HomePage; expiresAt: string }
  | { kind: 'deals'; deals: DealsPage; expiresAt: string };

export interface PagePreviewRequest extends ContentRequest {
  settings: StoreSettings;
  viewer: SignedInAccount | null;
  menuMode: MenuMode;
  url: URL;
}

/** The page the token opens, from its draft; null (a 404) for a visitor who is not staff, a bad or expired token. */
export async function loadPagePreview(request: PagePreviewRequest, token: string): Promise<PagePreview | null> {
  if (!isStaffRole(request.viewer?.role)) return null;
  const verified = verifyPreviewToken(await linkSigningKey(request.db), token, request.now);
  if (!verified) return null;
  const [row] = await request.db.query<{ path: BlockPagePath; blocks: unknown }>(
    `select p.path, coalesce(d.blocks, p.blocks) as blocks
       from content_pages p left join content_drafts d on d.page_id = p.id
      where p.id = $1 and p.kind = 'blocks'`,
    [verified.pageId],
  );
  if (!row) {
    const view = await loadContentPreview(request, token);
    return view && { kind: 'content', view };
  }
  const parsed = PageBlocks.safeParse(row.blocks);
  const draft = parsed.success ? parsed.data : [];
  const expiresAt = expiryLabel(verified.expiresAt, request.settings.timeZone);
  return row.path === '/'
    ? { kind: 'home', home: await loadHomePage(request, draft), expiresAt }
    : { kind: 'deals', deals: await loadDealsPage(request, draft), expiresAt };
}

type ContentView = ContentPageView['page'];
