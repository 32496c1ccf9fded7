import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataChangeFeed, type ChangeChannel } from '#server/cache/change-feed.ts';
import { linkProblems, loadContentPage, readKnownRoutes, saveContentPage } from '#server/content/index.ts';
import type { Database } from '#server/db/database.ts';
import { Refusal } from '#server/http/refusal.ts';
import { deleteMedia } from '#server/media/media-library.ts';
import { localMediaStore } from '#server/media/local-media-store.ts';
import { insertContentPages } from '#demo-store/content-pages.ts';
import type { SeedContentPage } from '#demo-store/content/types.ts';
import { listSitemapEntries, type SitemapEntry } from '#server/seo/sitemap.ts';
import { CONTENT_SETTINGS, insertMediaRow, pageFields } from '../support/content-fixtures.ts';
import { insertStaff } from '../support/dashboard-endpoint-call.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { insertBrand, insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * Content pages beyond their own routes: the sitemap, the page caches of every instance, the media
 * library, the link check's view of the store, and the seed that publishes the demo store's pages.
 */

const NOW = new Date('2026-06-01T12:00:00Z');

const seedPages: SeedContentPage[] = [
  {
    path: '/privacy-policy',
    kind: 'legal',
    title: 'Privacy policy',
    summary: 'What we collect and why.',
    body: 'We collect your [date of birth](#why) at [checkout](/checkout).\n\n## Why\n\nThe law.',
    author: 'Lakeside Cannabis',
    publishedAt: '2026-02-01T09:00:00-05:00',
  },
  {
    path: '/blog/opening-day',
    kind: 'blog',
    title: 'Opening day',
    summary: 'We opened.',
    body: 'Read our [privacy policy](/privacy-policy) and shop [flower](/category/flower).',
    author: 'Lakeside staff',
    publishedAt: '2026-02-03T09:00:00-05:00',
    seoTitle: 'Opening day at Lakeside',
  },
];

describe(`publishing content pages on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.close());

  it('publishes the seeded pages once, dated as they say, and never over a page staff changed', async () => {
    expect(await db.transaction((tx) => insertContentPages(tx, seedPages))).toBe(2);
    const [policy] = await db.query<{ status: string; published_at: Date; updated_at: Date; author_name: string }>(
      `select status, published_at, updated_at, author_name from content_pages where path = '/privacy-policy'`,
    );
    expect(policy!.status).toBe('published');
    expect(new Date(policy!.published_at).toISOString()).toBe('2026-02-01T14:00:00.000Z');
    expect(new Date(policy!.updated_at).toISOString()).toBe('2026-02-01T14:00:00.000Z');
    const [seeded] = await db.query<{ at: Date | null }>('select content_seeded_at as at from store_settings');
    expect(seeded === undefined || seeded.at !== null).toBe(true);

    await db.query(`update content_pages set title = 'Our privacy policy' where path = '/privacy-policy'`);
    await db.query(`delete from content_pages where path = '/blog/opening-day'`);
    expect(await db.transaction((tx) => insertContentPages(tx, seedPages))).toBe(1);
    const titles = await db.query<{ title: string }>(
      `select title from content_pages where kind <> 'blocks' order by path`,
    );
    expect(titles.map((row) => row.title)).toEqual(['Opening day', 'Our privacy policy']);
    // The deleted post took its revision with it; the new one has its own.
    const revisions = await db.query<{ n: number }>('select count(*)::int as n from content_revisions');
    expect(revisions[0]!.n).toBe(2);
  });

  it('checks links against the pages the store has now', async () => {
    await insertCategory(db, 'flower');
    await insertBrand(db, 'lakeside-farms');
    await insertProduct(db, { slug: 'lakeside-blue-dream', category: 'flower', brand: 'lakeside-farms', variants: [] });
    await insertProduct(db, { slug: 'lakeside-retired', category: 'flower', status: 'archived', variants: [] });
    const routes = await readKnownRoutes(db, { now: NOW });
    for (const page of seedPages) expect(linkProblems(page.body, routes), page.path).toEqual([]);
    const body =
      '[a](/products/lakeside-blue-dream) [b](/brands/lakeside-farms) [c](/products/lakeside-retired) [d](/learn) [e](/our-story)';
    expect(linkProblems(body, routes).map((problem) => problem.href)).toEqual([
      '/products/lakeside-retired',
      '/our-story',
    ]);
    const withOurStory = await readKnownRoutes(db, { now: NOW, alsoPages: ['/our-story'] });
    expect(linkProblems(body, withOurStory).map((problem) => problem.href)).toEqual(['/products/lakeside-retired']);
  });

  it('lists public pages in the sitemap, each changed when it was last saved', async () => {
    await saveContentPage(db, pageFields({ path: '/learn/draft-one', status: 'draft', publishedAt: null }), {
      savedBy: null,
    });
    await saveContentPage(
      db,
      pageFields({ path: '/learn/next-month', publishedAt: new Date('2026-07-01T00:00:00Z') }),
      {
        savedBy: null,
      },
    );
    const entries: SitemapEntry[] = [];
    for await (const batch of listSitemapEntries(db, { now: NOW })) entries.push(...batch);
    const content = entries.filter((entry) => /^\/(blog|learn|privacy)/.test(entry.path));
    expect(content.map((entry) => [entry.path, entry.lastmod?.toISOString()])).toEqual([
      ['/blog', '2026-02-03T14:00:00.000Z'],
      ['/blog/opening-day', '2026-02-03T14:00:00.000Z'],
      ['/privacy-policy', expect.any(String)],
    ]);
  });

  it("empties every instance's page cache when a page is written (content_changed)", async () => {
    const feed = new DataChangeFeed();
    const heard: ChangeChannel[] = [];
    feed.subscribe((channel) => heard.push(channel));
    const stop = await feed.watch(db);
    try {
      heard.length = 0;
      await saveContentPage(db, pageFields({ path: '/learn/cache-test' }), { savedBy: null });
      await vi.waitFor(() => expect(heard).toContain('content_changed'), { timeout: 5_000 });
      heard.length = 0;
      await db.query(`update content_pages set status = 'archived' where path = '/learn/cache-test'`);
      await vi.waitFor(() => expect(heard).toEqual(['content_changed']), { timeout: 5_000 });
    } finally {
      await stop();
    }
  });

  it('shows a library image at the top of a page, and will not delete it while the page does', async () => {
    const media = await makeTempMediaDir();
    try {
      const staff = await insertStaff(db, 'media-editor@example.test');
      const heroId = await insertMediaRow(db, 'library/shelf-0a0b0c0d.webp');
      await saveContentPage(
        db,
        pageFields({ path: '/learn/with-hero', heroMediaId: heroId, heroAlt: 'Jars on a shelf' }),
        {
          savedBy: null,
        },
      );
      const view = await loadContentPage(
        { db, settings: CONTENT_SETTINGS, origin: 'https://shop.test', now: NOW },
        '/learn/with-hero',
      );
      expect(view?.page.heroImage).toEqual({
        src: '/media/library/shelf-0a0b0c0d.webp',
        alt: 'Jars on a shelf',
        width: 1600,
        height: 900,
        srcset:
          '/media/library/shelf-0a0b0c0d-640.webp 640w, /media/library/shelf-0a0b0c0d-1280.webp 1280w, /media/library/shelf-0a0b0c0d.webp 1600w',
      });
      expect(view?.jsonLd[0]).toMatchObject({ image: ['https://shop.test/media/library/shelf-0a0b0c0d.webp'] });
      const refused = await deleteMedia(db, localMediaStore(media.mediaDir), staff, heroId).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(Refusal);
      expect((refused as Refusal).status).toBe(409);
      expect((refused as Refusal).message).toContain('Terpenes over potency');
      const [kept] = await db.query('select id from media where id = $1', [heroId]);
      expect(kept).toBeDefined();
    } finally {
      await media.remove();
    }
  });
});
