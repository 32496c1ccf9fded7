/**
 * The loaders of the pages built from blocks: the home page (its blocks above the menu) and the
 * deals page (its blocks above the deals running today and coming up). Each reads the page's
 * published blocks — or, for a preview, the draft's — and what they feature.
 */
import type { BlockView } from '#lib/content/block-view.ts';
import { PageBlocks, type BlockPagePath, type PageBlock } from '#lib/content/page-blocks.ts';
import { storeWideCacheOf, type StoreWideRead } from '../cache/store-wide-cache.ts';
import type { Queryable } from '../db/database.ts';
import { listActiveDeals, type ActiveDeals } from '../deals/index.ts';
import { loadHomeMenu, type MenuPageRequest, type StoreMenuPage } from '../catalog/index.ts';
import { blockViews, type BlockViewRequest } from './block-views.ts';

/** A block page as published, whenever it goes out (or goes out at). */
export interface PublishedBlockPage {
  blocks: PageBlock[];
  /** Epoch milliseconds; null while it is not published. */
  publishedAt: number | null;
}

async function readBlockPage(db: Queryable, path: BlockPagePath): Promise<PublishedBlockPage> {
  const [row] = await db.query<{ blocks: unknown; published_at: Date | null }>(
    `select blocks, published_at from content_pages where path = $1 and kind = 'blocks' and status = 'published'`,
    [path],
  );
  // Every save parsed them; a row written some other way shows nothing rather than failing the page.
  const parsed = PageBlocks.safeParse(row?.blocks ?? []);
  return { blocks: parsed.success ? parsed.data : [], publishedAt: row?.published_at?.getTime() ?? null };
}

/** What a block page shows at `now`: its blocks once it is out (a page may be published for later). */
function blocksOutAt(page: PublishedBlockPage, now: Date): PageBlock[] {
  return page.publishedAt !== null && page.publishedAt <= now.getTime() ? page.blocks : [];
}

/** The blocks of the page at `path` as published now; none while it is not out. */
export async function readPublishedBlocks(db: Queryable, path: BlockPagePath, now: Date): Promise<PageBlock[]> {
  return blocksOutAt(await readBlockPage(db, path), now);
}

/**
 * A block page as published, read once per process until content changes (store-wide-cache.ts):
 * the home and deals pages ask for it on every render.
 */
export function publishedBlockPageRead(path: BlockPagePath): StoreWideRead<PublishedBlockPage> {
  return { key: `published-blocks:${path}`, dependsOn: ['content_changed'], load: (db) => readBlockPage(db, path) };
}

async function keptPublishedBlocks(db: Queryable, path: BlockPagePath, now: Date): Promise<PageBlock[]> {
  return blocksOutAt(await storeWideCacheOf(db).read(publishedBlockPageRead(path)), now);
}

export type HomePage = StoreMenuPage & { blocks: BlockView[] };
export type HomePageRequest = MenuPageRequest & BlockViewRequest;

/** `/`: the menu, and the blocks above it (the published ones, or `draft` for a preview). */
export async function loadHomePage(request: HomePageRequest, draft?: readonly PageBlock[]): Promise<HomePage> {
  const [menu, blocks] = await Promise.all([
    loadHomeMenu(request),
    (draft ? Promise.resolve(draft) : keptPublishedBlocks(request.db, '/', request.now)).then((chosen) =>
      blockViews(request, chosen),
    ),
  ]);
  return { ...menu, blocks };
}

export type DealsPage = ActiveDeals & { blocks: BlockView[] };

/** `/dispensary-deals`: both menus' deals running today and coming up, and the blocks above them. */
export async function loadDealsPage(request: BlockViewRequest, draft?: readonly PageBlock[]): Promise<DealsPage> {
  const [deals, blocks] = await Promise.all([
    // Both menus' deals: an adult-use shopper should also learn what patients save.
    listActiveDeals(request.db, { now: request.now, timeZone: request.settings.timeZone }),
    (draft ? Promise.resolve(draft) : keptPublishedBlocks(request.db, '/dispensary-deals', request.now)).then(
      (chosen) => blockViews(request, chosen),
    ),
  ]);
  return { ...deals, blocks };
}
