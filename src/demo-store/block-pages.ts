import { isBlockPagePath } from '#lib/content/page-blocks.ts';
import type { Queryable } from '#server/db/index.ts';
import { SEED_BLOCK_PAGES } from './content/block-pages.ts';

/**
 * Publishes the demo store's home and deals page blocks, with a revision, on pages that have never
 * been out and have no draft (the migration makes both pages empty drafts): once per store, and
 * never over what staff wrote. Returns how many pages were published.
 */
export async function publishSeedBlockPages(tx: Queryable, now: Date): Promise<number> {
  const waiting = await tx.query<{ id: string; path: string }>(
    `select p.id, p.path from content_pages p
      where p.kind = 'blocks' and p.published_at is null
        and not exists (select 1 from content_drafts d where d.page_id = p.id)
      for update of p`,
  );
  for (const page of waiting) {
    if (!isBlockPagePath(page.path)) continue;
    await tx.query(
      `update content_pages set blocks = $2::jsonb, status = 'published', published_at = $3, updated_at = $3
        where id = $1`,
      [page.id, JSON.stringify(SEED_BLOCK_PAGES[page.path]), now.toISOString()],
    );
    await tx.query(
      `insert into content_revisions (page_id, path, kind, status, title, summary, body, author_name, blocks,
                                      published_at, note, saved_at)
       select id, path, kind, status, title, summary, body, author_name, blocks, published_at, 'Published', $2
         from content_pages where id = $1`,
      [page.id, now.toISOString()],
    );
  }
  return waiting.length;
}
