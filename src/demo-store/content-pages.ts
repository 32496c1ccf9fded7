import type { Queryable } from '#server/db/index.ts';
import { saveContentPageIn } from '#server/content/index.ts';
import type { SeedContentPage } from './content/types.ts';

/**
 * Publishes the demo store's content pages, each with its first revision, dated when the page
 * says it came out. A page whose path is taken is left as it is (the seed is idempotent, and
 * staff may have edited it). Returns how many pages were written.
 */
export async function insertContentPages(tx: Queryable, pages: readonly SeedContentPage[]): Promise<number> {
  const existing = await tx.query<{ path: string }>('select path from content_pages where path = any ($1::text[])', [
    pages.map((page) => page.path),
  ]);
  const taken = new Set(existing.map((row) => row.path));
  let written = 0;
  for (const page of pages) {
    if (taken.has(page.path)) continue;
    const publishedAt = new Date(page.publishedAt);
    await saveContentPageIn(
      tx,
      {
        path: page.path,
        kind: page.kind,
        status: 'published',
        title: page.title,
        summary: page.summary,
        body: page.body,
        heroMediaId: null,
        heroAlt: null,
        authorName: page.author,
        ownerId: null,
        seoTitle: page.seoTitle ?? null,
        seoDescription: page.seoDescription ?? null,
        publishedAt,
      },
      { savedBy: null, at: publishedAt },
    );
    taken.add(page.path);
    written += 1;
  }
  await tx.query('update public.store_settings set content_seeded_at = coalesce(content_seeded_at, now())');
  return written;
}
