/**
 * A page's blocks as the public page draws them: the hero's picture from the media library (with
 * its size and smaller copies), the featured categories with their products on the menu now, the
 * featured deals that run now (a chosen deal that is not running is left out), and free text
 * rendered by the content pages' renderer. The store info block draws the settings the layout has.
 */
import type { BlockView, FeaturedCategory } from '#lib/content/block-view.ts';
import { MAX_BLOCK_REVIEWS, type HeroBlock, type PageBlock } from '#lib/content/page-blocks.ts';
import { storeDay } from '#lib/deals/deal-schedule.ts';
import { safeLinkHref } from '#lib/navigation/safe-link.ts';
import { storeWideCacheOf, type StoreWideRead } from '../cache/store-wide-cache.ts';
import type { Queryable } from '../db/database.ts';
import { heroImage } from './content-pages.ts';
import { renderContentBody, type ContentFacts } from './markdown.ts';
import { listActiveDeals } from '../deals/index.ts';
import { latestStoreReviews, ratingSummary, type RatingSummary, type ReviewView } from '../reviews/index.ts';
import type { StoreSettings } from '../settings/index.ts';

export interface BlockViewRequest {
  db: Queryable;
  settings: Pick<StoreSettings, 'name' | 'limits' | 'rewards' | 'timeZone'>;
  now: Date;
}

/**
 * The store's rating summary and its newest reviews, as many as a block may show: the same for
 * every page with a reviews block, so kept by the process until a review changes (each change
 * announces itself on `content_changed`, store-wide-cache.ts).
 */
export const STORE_REVIEWS_READ: StoreWideRead<[RatingSummary, ReviewView[]]> = {
  key: 'store-reviews-for-blocks',
  dependsOn: ['content_changed'],
  load: (db) => Promise.all([ratingSummary(db, { subject: 'store' }), latestStoreReviews(db, MAX_BLOCK_REVIEWS)]),
};

type MediaRow = {
  id: string;
  hero_path: string;
  hero_width: number | null;
  hero_height: number | null;
  hero_variant_widths: number[] | null;
};

async function heroPictures(db: Queryable, blocks: readonly PageBlock[]): Promise<Map<string, MediaRow>> {
  const ids = blocks.flatMap((block) => (block.kind === 'hero' && block.mediaId ? [block.mediaId] : []));
  if (ids.length === 0) return new Map();
  const rows = await db.query<MediaRow>(
    `select id, path as hero_path, width as hero_width, height as hero_height, variant_widths as hero_variant_widths
       from media where id = any ($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

async function featuredCategories(
  db: Queryable,
  blocks: readonly PageBlock[],
  today: string,
): Promise<Map<string, FeaturedCategory>> {
  const slugs = blocks.flatMap((block) => (block.kind === 'featured-categories' ? block.categorySlugs : []));
  if (slugs.length === 0) return new Map();
  const rows = await db.query<{ slug: string; name: string; product_count: number }>(
    `select c.slug, c.name,
            (select count(*)::int from menu_products mp
              where mp.listed and mp.sellable_until >= $2::date
                and (mp.category_id = c.id
                     or mp.category_id in (select child.id from categories child where child.parent_id = c.id))
            ) as product_count
       from categories c where c.slug = any ($1::text[])`,
    [slugs, today],
  );
  return new Map(
    rows.map((row) => [
      row.slug,
      { slug: row.slug, name: row.name, href: `/category/${row.slug}`, productCount: row.product_count },
    ]),
  );
}

function heroView(block: HeroBlock, pictures: Map<string, MediaRow>): BlockView {
  const picture = block.mediaId ? pictures.get(block.mediaId) : undefined;
  // A link saved before drafts were checked is drawn only if a page may carry it.
  const href = safeLinkHref(block.ctaHref);
  return {
    kind: 'hero',
    id: block.id,
    headline: block.headline,
    text: block.text,
    cta: block.ctaLabel.trim() !== '' && href !== null ? { label: block.ctaLabel.trim(), href } : null,
    image: picture ? heroImage({ ...picture, hero_alt: block.alt }) : null,
  };
}

/** The blocks, in their order, ready to draw; a block with nothing to show (no category or deal left) is left out. */
export async function blockViews(request: BlockViewRequest, blocks: readonly PageBlock[]): Promise<BlockView[]> {
  const { db, settings, now } = request;
  const wantsDeals = blocks.some((block) => block.kind === 'featured-deals');
  const reviewCount = Math.max(0, ...blocks.map((block) => (block.kind === 'reviews' ? block.count : 0)));
  const [pictures, categories, deals, storeReviews] = await Promise.all([
    heroPictures(db, blocks),
    featuredCategories(db, blocks, storeDay(now, settings.timeZone).date),
    wantsDeals ? listActiveDeals(db, { now, timeZone: settings.timeZone }) : null,
    reviewCount > 0 ? storeWideCacheOf(db).read(STORE_REVIEWS_READ) : null,
  ]);
  const facts: ContentFacts = { storeName: settings.name, limits: settings.limits, rewards: settings.rewards };
  return blocks.flatMap((block): BlockView[] => {
    switch (block.kind) {
      case 'hero':
        return [heroView(block, pictures)];
      case 'featured-categories': {
        const chosen = block.categorySlugs.flatMap((slug) => categories.get(slug) ?? []);
        return chosen.length > 0
          ? [{ kind: block.kind, id: block.id, heading: block.heading, categories: chosen }]
          : [];
      }
      case 'featured-deals': {
        const running = deals?.ongoing ?? [];
        const shown =
          block.dealSlugs.length === 0
            ? running
            : block.dealSlugs.flatMap((slug) => running.find((deal) => deal.slug === slug) ?? []);
        return shown.length > 0 ? [{ kind: block.kind, id: block.id, heading: block.heading, deals: shown }] : [];
      }
      case 'store-info':
        return [{ kind: block.kind, id: block.id }];
      case 'free-text':
        return [{ kind: block.kind, id: block.id, html: renderContentBody(block.body, facts) }];
      case 'newsletter':
        return [{ kind: block.kind, id: block.id, heading: block.heading, text: block.text }];
      case 'reviews': {
        if (!storeReviews) return [];
        const [summary, reviews] = storeReviews;
        return [
          { kind: block.kind, id: block.id, heading: block.heading, summary, reviews: reviews.slice(0, block.count) },
        ];
      }
    }
  });
}
