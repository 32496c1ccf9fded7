/**
 * Saving a content page: the page's row and a revision of it (every save, who and when) in one
 * transaction. The database announces the change (`content_changed`), which empties every
 * instance's page cache. The seed calls it now; the dashboard's editor will.
 */
import { z } from 'zod';
import { fieldMessages } from '#lib/http/api-error.ts';
import { contentPageFields, type ContentPageFields } from '#lib/content/content-page-fields.ts';
import type { Database, Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';

export interface SaveOptions {
  /** The staff account saving it; null for the store's own seed. */
  savedBy: string | null;
  /** When the save happens: now unless given (the demo seed dates its pages). */
  at?: Date;
}

export interface SavedPage {
  id: string;
  created: boolean;
}

const COLUMNS = [
  'path',
  'kind',
  'status',
  'title',
  'summary',
  'body',
  'hero_media_id',
  'hero_alt',
  'author_name',
  'owner_id',
  'seo_title',
  'seo_description',
  'published_at',
] as const;

/**
 * Creates the page at its path, or (with `id`) changes that page, and records the revision.
 * Refuses (400) fields that do not fit, (404) an unknown `id`, (409) a path another page has.
 */
export async function saveContentPage(
  db: Database,
  fields: ContentPageFields & { id?: string },
  options: SaveOptions,
): Promise<SavedPage> {
  return db.transaction((tx) => saveContentPageIn(tx, fields, options));
}

/** `saveContentPage` inside a transaction the caller holds (the seed writes everything in one). */
export async function saveContentPageIn(
  tx: Queryable,
  fields: ContentPageFields & { id?: string },
  { savedBy, at }: SaveOptions,
): Promise<SavedPage> {
  if (fields.id !== undefined && !z.uuid().safeParse(fields.id).success)
    throw new Refusal(404, 'There is no such page.');
  const parsed = contentPageFields.safeParse(fields);
  if (!parsed.success) throw new Refusal(400, 'The page does not fit yet.', fieldMessages(parsed.error.issues));
  const page = parsed.data;
  const values = [
    page.path,
    page.kind,
    page.status,
    page.title,
    page.summary,
    page.body,
    page.heroMediaId,
    page.heroAlt,
    page.authorName,
    page.ownerId,
    page.seoTitle,
    page.seoDescription,
    page.publishedAt?.toISOString() ?? null,
  ];
  const savedAt = at?.toISOString() ?? null;

  const [taken] = await tx.query<{ id: string }>('select id from content_pages where path = $1', [page.path]);
  if (taken && taken.id !== fields.id) {
    throw new Refusal(409, `Another page is at ${page.path}.`, 'path');
  }

  let id: string;
  if (fields.id === undefined) {
    const [row] = await tx.query<{ id: string }>(
      `insert into content_pages (${COLUMNS.join(', ')}, created_at, updated_at)
       values (${COLUMNS.map((_, index) => `$${index + 1}`).join(', ')},
               coalesce($14::timestamptz, now()), coalesce($14::timestamptz, now()))
       returning id`,
      [...values, savedAt],
    );
    id = row!.id;
  } else {
    const [row] = await tx.query<{ id: string }>(
      `update content_pages
          set ${COLUMNS.map((column, index) => `${column} = $${index + 1}`).join(', ')},
              updated_at = coalesce($14::timestamptz, now())
        where id = $15
        returning id`,
      [...values, savedAt, fields.id],
    );
    if (!row) throw new Refusal(404, 'There is no such page.');
    id = row.id;
  }

  await tx.query(
    `insert into content_revisions (page_id, ${COLUMNS.join(', ')}, saved_by, saved_at)
     select id, ${COLUMNS.join(', ')}, $2, coalesce($3::timestamptz, now()) from content_pages where id = $1`,
    [id, savedBy, savedAt],
  );
  return { id, created: fields.id === undefined };
}
