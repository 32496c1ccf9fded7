/**
 * A content page's draft: what its editor has written since it was last published, kept apart
 * from the page's public fields (decision 20), with a revision of every save. Saves by one editor
 * in one sitting update that sitting's revision, so autosave does not bury the history.
 */
import type { ContentDraftInput } from '#lib/content/content-editor.ts';
import { blocksLinkMarkdown, type PageBlock } from '#lib/content/page-blocks.ts';
import type { ContentKind, ContentStatus } from '#lib/vocabulary/content.ts';
import type { Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';

/** Saves by the same editor within this long of the last one go into the same revision. */
export const SITTING_MS = 10 * 60_000;

/** The editable fields, as the draft (or the published page) holds them. */
export interface DraftFields {
  title: string;
  summary: string;
  body: string;
  heroMediaId: string | null;
  heroAlt: string | null;
  authorName: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** A page of blocks' blocks; null for a written page. */
  blocks: PageBlock[] | null;
}

/** Everything of the fields that links: the body, and a page of blocks' buttons and free texts. */
export function linkedMarkdown(fields: Pick<DraftFields, 'body' | 'blocks'>): string {
  return fields.blocks === null ? fields.body : `${fields.body}\n\n${blocksLinkMarkdown(fields.blocks)}`;
}

export interface PageState {
  id: string;
  path: string;
  kind: ContentKind;
  status: ContentStatus;
  publishedAt: Date | null;
  scheduledFor: Date | null;
  scheduledRevisionId: string | null;
}

export interface CurrentContent {
  page: PageState;
  fields: DraftFields;
  /** The draft row, when the page has unpublished changes. */
  draft: { revisionId: string | null; savedAt: Date; savedBy: string | null } | null;
}

const FIELD_COLUMNS = `title, summary, body, hero_media_id, hero_alt, author_name, seo_title, seo_description, blocks`;

type FieldRow = {
  title: string;
  summary: string;
  body: string;
  hero_media_id: string | null;
  hero_alt: string | null;
  author_name: string;
  seo_title: string | null;
  seo_description: string | null;
  blocks: PageBlock[] | null;
};

export function fieldsOf(row: FieldRow): DraftFields {
  return {
    title: row.title,
    summary: row.summary,
    body: row.body,
    heroMediaId: row.hero_media_id,
    heroAlt: row.hero_alt,
    authorName: row.author_name,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    blocks: row.blocks,
  };
}

/** The fields as statement parameters, in `FIELD_COLUMNS`' order (the blocks as JSON text: cast them `::jsonb`). */
export function fieldValues(fields: DraftFields): unknown[] {
  return [
    fields.title,
    fields.summary,
    fields.body,
    fields.heroMediaId,
    fields.heroAlt,
    fields.authorName,
    fields.seoTitle,
    fields.seoDescription,
    fields.blocks === null ? null : JSON.stringify(fields.blocks),
  ];
}

/** The page and what its editor shows (the draft, else the page as it is); `lock` holds the page row. */
export async function readCurrentContent(
  db: Queryable,
  pageId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<CurrentContent> {
  const [page] = await db.query<
    FieldRow & {
      id: string;
      path: string;
      kind: ContentKind;
      status: ContentStatus;
      published_at: Date | null;
      scheduled_for: Date | null;
      scheduled_revision_id: string | null;
    }
  >(
    `select id, path, kind, status, published_at, scheduled_for, scheduled_revision_id, ${FIELD_COLUMNS}
       from content_pages where id = $1 ${lock ? 'for update' : ''}`,
    [pageId],
  );
  if (!page) throw new Refusal(404, 'There is no such page.');
  const [draft] = await db.query<FieldRow & { revision_id: string | null; saved_at: Date; saved_by: string | null }>(
    `select ${FIELD_COLUMNS}, revision_id, saved_at, saved_by from content_drafts where page_id = $1`,
    [pageId],
  );
  return {
    page: {
      id: page.id,
      path: page.path,
      kind: page.kind,
      status: page.status,
      publishedAt: page.published_at ? new Date(page.published_at) : null,
      scheduledFor: page.scheduled_for ? new Date(page.scheduled_for) : null,
      scheduledRevisionId: page.scheduled_revision_id,
    },
    fields: fieldsOf(draft ?? page),
    draft: draft ? { revisionId: draft.revision_id, savedAt: new Date(draft.saved_at), savedBy: draft.saved_by } : null,
  };
}

/** Empty optional texts are no text; a page of blocks keeps its own fields and takes the blocks. */
function normalised(input: ContentDraftInput, current: CurrentContent): DraftFields {
  if (current.page.kind === 'blocks') {
    if (input.blocks == null) throw new Refusal(400, 'A page of blocks saves its blocks.', 'blocks');
    return { ...current.fields, blocks: input.blocks };
  }
  if (input.blocks != null) throw new Refusal(400, 'Only the home and deals pages have blocks.', 'blocks');
  const orNull = (text: string | null | undefined) => (text && text.trim() !== '' ? text : null);
  return {
    title: input.title,
    summary: input.summary,
    body: input.body,
    heroMediaId: input.heroMediaId ?? null,
    heroAlt: orNull(input.heroAlt),
    authorName: input.authorName,
    seoTitle: orNull(input.seoTitle),
    seoDescription: orNull(input.seoDescription),
    blocks: null,
  };
}

/**
 * Writes a revision of `fields` for the page (status and note as given) and returns its id. The
 * page's path and kind are the page's own.
 */
export async function insertRevision(
  tx: Queryable,
  page: Pick<PageState, 'id'>,
  fields: DraftFields,
  { status, note, savedBy, at }: { status: ContentStatus; note: string; savedBy: string | null; at: Date },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into content_revisions (page_id, path, kind, status, ${FIELD_COLUMNS}, owner_id, published_at,
                                    note, saved_by, saved_at)
     select id, path, kind, $2, $3, $4, $5, $6::uuid, $7, $8, $9, $10, $11::jsonb, owner_id, published_at, $12,
            $13::uuid, $14::timestamptz
       from content_pages where id = $1
     returning id`,
    [page.id, status, ...fieldValues(fields), note, savedBy, at.toISOString()],
  );
  return row!.id;
}

/** Makes `fields` the page's draft, with its revision (a new one, or the sitting's). */
export async function writeDraft(
  tx: Queryable,
  current: CurrentContent,
  fields: DraftFields,
  { savedBy, at, note = '' }: { savedBy: string | null; at: Date; note?: string },
): Promise<void> {
  let revisionId: string | null = null;
  const last = current.draft;
  if (
    note === '' &&
    last?.revisionId &&
    last.savedBy === savedBy &&
    at.getTime() - last.savedAt.getTime() < SITTING_MS
  ) {
    const [updated] = await tx.query<{ id: string }>(
      `update content_revisions
          set title = $2, summary = $3, body = $4, hero_media_id = $5, hero_alt = $6, author_name = $7,
              seo_title = $8, seo_description = $9, blocks = $10::jsonb, saved_at = $11
        where id = $1 and status = 'draft' and note = ''
        returning id`,
      [last.revisionId, ...fieldValues(fields), at.toISOString()],
    );
    revisionId = updated?.id ?? null;
  }
  revisionId ??= await insertRevision(tx, current.page, fields, { status: 'draft', note, savedBy, at });
  await tx.query(
    `insert into content_drafts (page_id, ${FIELD_COLUMNS}, revision_id, saved_by, saved_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13)
     on conflict (page_id) do update
       set title = excluded.title, summary = excluded.summary, body = excluded.body,
           hero_media_id = excluded.hero_media_id, hero_alt = excluded.hero_alt,
           author_name = excluded.author_name, seo_title = excluded.seo_title,
           seo_description = excluded.seo_description, blocks = excluded.blocks, revision_id = excluded.revision_id,
           saved_by = excluded.saved_by, saved_at = excluded.saved_at`,
    [current.page.id, ...fieldValues(fields), revisionId, savedBy, at.toISOString()],
  );
}

/** The editor's autosave: the draft as typed, never the public page. */
export async function saveDraftIn(
  tx: Queryable,
  pageId: string,
  input: ContentDraftInput,
  { savedBy, at }: { savedBy: string | null; at: Date },
): Promise<DraftFields> {
  const current = await readCurrentContent(tx, pageId, { lock: true });
  const fields = normalised(input, current);
  if (fields.heroMediaId !== null) {
    const [media] = await tx.query('select 1 from media where id = $1', [fields.heroMediaId]);
    if (!media) throw new Refusal(400, 'The media library has no such picture.', 'heroMediaId');
  }
  await writeDraft(tx, current, fields, { savedBy, at });
  return fields;
}
