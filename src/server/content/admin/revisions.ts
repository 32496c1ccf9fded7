/**
 * A content page's history: its revisions (who saved each, when, and what it was — a save, a
 * restore, the version published or scheduled), one in full for the diff, and restoring one,
 * which makes it the draft (a new revision) and never publishes by itself.
 */
import type { PageBlock } from '#lib/content/page-blocks.ts';
import type { RevisionDetail, RevisionRow } from '#lib/content/content-editor.ts';
import type { ContentStatus } from '#lib/vocabulary/content.ts';
import type { Queryable } from '../../db/database.ts';
import type { AuditActor } from '../../dashboard/audit-log.ts';
import { recordAudit } from '../../dashboard/audit-log.ts';
import { found } from '../../http/refusal.ts';
import { fieldsOf, readCurrentContent, writeDraft } from './content-draft.ts';
import { CONTENT_ENTITY } from './publishing.ts';

const HISTORY_LIMIT = 100;

type RevisionListRow = {
  id: string;
  status: ContentStatus;
  note: string;
  saved_at: Date;
  saved_by_email: string | null;
};

const SELECT_ROW = `select r.id, r.status, r.note, r.saved_at, u.email as saved_by_email
  from content_revisions r left join auth.users u on u.id = r.saved_by`;

function toRow(row: RevisionListRow): RevisionRow {
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    savedAt: new Date(row.saved_at).toISOString(),
    savedBy: row.saved_by_email,
  };
}

/** The page's revisions, newest first. */
export async function listRevisions(db: Queryable, pageId: string): Promise<RevisionRow[]> {
  const rows = await db.query<RevisionListRow>(
    `${SELECT_ROW} where r.page_id = $1 order by r.saved_at desc, r.id desc limit ${HISTORY_LIMIT}`,
    [pageId],
  );
  return rows.map(toRow);
}

/** One revision of the page in full; 404 when the page has no such revision. */
export async function readRevision(db: Queryable, pageId: string, revisionId: string): Promise<RevisionDetail> {
  const [row] = await db.query<
    RevisionListRow & {
      title: string;
      summary: string;
      body: string;
      author_name: string;
      seo_title: string | null;
      seo_description: string | null;
      blocks: PageBlock[] | null;
    }
  >(
    SELECT_ROW.replace(
      'select r.id,',
      'select r.title, r.summary, r.body, r.author_name, r.seo_title, r.seo_description, r.blocks, r.id,',
    ) + ' where r.page_id = $1 and r.id = $2',
    [pageId, revisionId],
  );
  const revision = found(row, 'The page has no such revision.');
  return {
    ...toRow(revision),
    title: revision.title,
    summary: revision.summary,
    body: revision.body,
    authorName: revision.author_name,
    seoTitle: revision.seo_title,
    seoDescription: revision.seo_description,
    blocks: revision.blocks,
  };
}

/** Makes the revision the page's draft again, as a new revision; the public page stays as it is. */
export async function restoreRevisionIn(
  tx: Queryable,
  pageId: string,
  revisionId: string,
  { actor, now }: { actor: AuditActor; now: Date },
): Promise<void> {
  const current = await readCurrentContent(tx, pageId, { lock: true });
  const [row] = await tx.query<{
    title: string;
    summary: string;
    body: string;
    hero_media_id: string | null;
    hero_alt: string | null;
    author_name: string;
    seo_title: string | null;
    seo_description: string | null;
    blocks: PageBlock[] | null;
    saved_at: Date;
  }>(
    `select r.title, r.summary, r.body, m.id as hero_media_id, r.hero_alt, r.author_name, r.seo_title,
            r.seo_description, r.blocks, r.saved_at
       from content_revisions r left join media m on m.id = r.hero_media_id
      where r.page_id = $1 and r.id = $2`,
    [pageId, revisionId],
  );
  const revision = found(row, 'The page has no such revision.');
  const savedAt = new Date(revision.saved_at).toISOString();
  await writeDraft(tx, current, fieldsOf(revision), {
    savedBy: actor.id,
    at: now,
    note: `Restored the revision of ${savedAt}`,
  });
  await recordAudit(tx, actor, {
    entityType: CONTENT_ENTITY,
    entityId: pageId,
    action: 'restored',
    summary: `Restored a revision of ${current.page.path} as its draft`,
    after: { revisionId, savedAt },
  });
}
