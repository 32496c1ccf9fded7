/**
 * The dashboard's content pages: the list (every page, whatever its status), a new page, the
 * editor's data, and a draft's address. The editor's saves are content-draft.ts; going out and
 * coming back, publishing.ts; history, revisions.ts.
 */
import {
  type BlockChoices,
  contentPathFor,
  NewContentPage,
  type ContentEditorData,
  type ContentListQuery,
  type ContentListRow,
} from '#lib/content/content-editor.ts';
import type { ContentKind, ContentStatus } from '#lib/vocabulary/content.ts';
import type { Queryable } from '../../db/database.ts';
import { listAudit, recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { Refusal } from '../../http/refusal.ts';
import { linkProblems } from '../link-check.ts';
import { readKnownRoutes } from '../content-routes.ts';
import { insertRevision, linkedMarkdown, readCurrentContent } from './content-draft.ts';
import { medicalOnlyProductNames } from '../../compliance/override-gate.ts';
import { CONTENT_ENTITY } from './publishing.ts';
import { listRevisions } from './revisions.ts';

/** Every page matching the list's filters, the latest change first. */
export async function listContentPages(db: Queryable, query: ContentListQuery): Promise<ContentListRow[]> {
  const rows = await db.query<{
    id: string;
    path: string;
    kind: ContentKind;
    status: ContentStatus;
    title: string;
    author_name: string;
    has_draft: boolean;
    scheduled_for: Date | null;
    changed_at: Date;
    changed_by: string | null;
  }>(
    `select p.id, p.path, p.kind, p.status, coalesce(nullif(d.title, ''), p.title) as title, p.author_name,
            d.page_id is not null as has_draft, p.scheduled_for,
            coalesce(r.saved_at, p.updated_at) as changed_at, u.email as changed_by
       from content_pages p
       left join content_drafts d on d.page_id = p.id
       left join lateral (
         select saved_at, saved_by from content_revisions r
          where r.page_id = p.id order by r.saved_at desc, r.id desc limit 1
       ) r on true
       left join auth.users u on u.id = r.saved_by
      where ($1::text is null or p.kind = $1)
        and ($2::text is null or p.status = $2)
        and ($3::text is null or p.title ilike $3 or d.title ilike $3 or p.path ilike $3)
      order by changed_at desc, p.path`,
    [query.kind ?? null, query.status ?? null, query.q ? `%${query.q.replace(/[\\%_]/g, '\\$&')}%` : null],
  );
  return rows.map((row) => ({
    id: row.id,
    path: row.path,
    kind: row.kind,
    status: row.status,
    title: row.title,
    authorName: row.author_name,
    hasDraft: row.has_draft,
    scheduledFor: row.scheduled_for ? new Date(row.scheduled_for).toISOString() : null,
    changedAt: new Date(row.changed_at).toISOString(),
    changedBy: row.changed_by,
  }));
}

async function refuseTakenPath(tx: Queryable, path: string, pageId: string | null) {
  const [taken] = await tx.query<{ id: string }>('select id from content_pages where path = $1', [path]);
  if (taken && taken.id !== pageId) throw new Refusal(409, `Another page is at ${path}.`, 'slug');
}

/** A new draft page of its kind at the slug's address, signed with the store's name until the editor says otherwise. */
export async function createContentPageIn(
  tx: Queryable,
  actor: AuditActor,
  input: NewContentPage,
  now: Date,
): Promise<{ id: string; path: string }> {
  const parsed = NewContentPage.parse(input);
  const path = contentPathFor(parsed.kind, parsed.slug);
  await refuseTakenPath(tx, path, null);
  const [row] = await tx.query<{ id: string }>(
    `insert into content_pages (path, kind, status, title, author_name, owner_id, created_at, updated_at)
     select $1, $2, 'draft', $3, coalesce((select name from store_settings limit 1), ''), $4, $5, $5
     returning id`,
    [path, parsed.kind, parsed.title, actor.id, now.toISOString()],
  );
  const id = row!.id;
  const { fields } = await readCurrentContent(tx, id);
  await insertRevision(tx, { id }, fields, { status: 'draft', note: 'Created', savedBy: actor.id, at: now });
  await recordAudit(tx, actor, {
    entityType: CONTENT_ENTITY,
    entityId: id,
    action: 'created',
    summary: `Created ${path}`,
    after: { path, kind: parsed.kind, title: parsed.title },
  });
  return { id, path };
}

/** Moves a draft to another address of its kind; a page that is or was out keeps its address. */
export async function changeContentPathIn(
  tx: Queryable,
  pageId: string,
  slug: string,
  { actor }: { actor: AuditActor },
): Promise<{ path: string }> {
  const { page } = await readCurrentContent(tx, pageId, { lock: true });
  if (page.kind === 'blocks') throw new Refusal(409, 'The home and deals pages keep their addresses.', 'slug');
  if (page.status !== 'draft') {
    throw new Refusal(409, 'Only a draft changes its address; unpublish the page first.', 'slug');
  }
  const path = contentPathFor(page.kind, slug);
  if (path === page.path) return { path };
  await refuseTakenPath(tx, path, pageId);
  await tx.query('update content_pages set path = $2 where id = $1', [pageId, path]);
  await recordAudit(tx, actor, {
    entityType: CONTENT_ENTITY,
    entityId: pageId,
    action: 'moved',
    summary: `Moved ${page.path} to ${path}`,
    before: { path: page.path },
    after: { path },
  });
  return { path };
}

/** The broken links of a body, as the store is at `now` (the page's own address counts as a page). */
export async function bodyLinkProblems(db: Queryable, path: string, body: string, now: Date) {
  return linkProblems(body, await readKnownRoutes(db, { now, alsoPages: [path] }));
}

/** Everything the editor shows of the page at `path`. */
export async function readContentEditor(
  db: Queryable,
  path: string,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<ContentEditorData> {
  const [row] = await db.query<{ id: string }>('select id from content_pages where path = $1', [path]);
  if (!row) throw new Refusal(404, `No page is at ${path}.`);
  const current = await readCurrentContent(db, row.id);
  const [savedBy] = current.draft?.savedBy
    ? await db.query<{ email: string }>('select email from auth.users where id = $1', [current.draft.savedBy])
    : [];
  const media = await db.query<{ id: string; path: string; alt: string }>(
    `select id, path, alt from media order by created_at desc, id limit 500`,
  );
  const { page, fields } = current;
  return {
    page: {
      id: page.id,
      path: page.path,
      kind: page.kind,
      status: page.status,
      publishedAt: page.publishedAt?.toISOString() ?? null,
      scheduledFor: page.scheduledFor?.toISOString() ?? null,
      live: page.status === 'published',
    },
    draft: {
      ...fields,
      savedAt: current.draft?.savedAt.toISOString() ?? null,
      savedBy: savedBy?.email ?? null,
    },
    hasDraft: current.draft !== null,
    linkProblems: await bodyLinkProblems(db, page.path, linkedMarkdown(fields), now),
    revisions: await listRevisions(db, page.id),
    audit: await listAudit(db, [{ entityType: CONTENT_ENTITY, entityId: page.id }]),
    media: media.map((item) => ({ id: item.id, src: `/media/${item.path}`, alt: item.alt })),
    timeZone,
    medicalOnlyProductNames: await medicalOnlyProductNames(db),
    blockChoices: page.kind === 'blocks' ? await readBlockChoices(db) : null,
  };
}

/** What a page of blocks may feature: every category, and the deals that are on (running now or on coming days). */
async function readBlockChoices(db: Queryable): Promise<BlockChoices> {
  const [categories, deals] = await Promise.all([
    db.query<{ slug: string; name: string }>('select slug, name from categories order by position, name'),
    db.query<{ slug: string; title: string }>('select slug, title from deals where active order by title'),
  ]);
  return { categories, deals };
}
