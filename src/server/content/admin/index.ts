/**
 * The dashboard's content pages: the one entry its endpoints and the background job use. Every
 * change is one transaction with its staff audit entry. (What shoppers read, and the preview route
 * a staff member opens from the editor, are the domain's `index.ts`.)
 */
import type { ContentDraftInput, DraftSaved, NewContentPage, ScheduleRequest } from '#lib/content/content-editor.ts';
import { zonedInstant } from '#lib/pickup/zoned-time.ts';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { AuditActor } from '../../dashboard/audit-log.ts';
import { Refusal } from '../../http/refusal.ts';
import { linkedMarkdown, saveDraftIn } from './content-draft.ts';
import { bodyLinkProblems, changeContentPathIn, createContentPageIn } from './page-admin.ts';
import { cancelScheduleIn, publishPageIn, schedulePageIn, unpublishPageIn } from './publishing.ts';
import { restoreRevisionIn } from './revisions.ts';

export { listContentPages, readContentEditor } from './page-admin.ts';
export { publishDueScheduledPages } from './publishing.ts';
export { readRevision } from './revisions.ts';
export { createPreviewLink, loadContentPreview } from '../preview.ts';

export function createContentPage(db: Database, actor: AuditActor, input: NewContentPage, now: Date) {
  return db.transaction((tx) => createContentPageIn(tx, actor, input, now));
}

/** The autosave: the draft, and what its links would break. */
export async function saveDraft(
  db: Database,
  actor: AuditActor,
  pageId: string,
  input: ContentDraftInput,
  now: Date,
): Promise<DraftSaved> {
  const { path, fields } = await db.transaction(async (tx) => {
    const saved = await saveDraftIn(tx, pageId, input, { savedBy: actor.id, at: now });
    const [page] = await tx.query<{ path: string }>('select path from content_pages where id = $1', [pageId]);
    return { path: page!.path, fields: saved };
  });
  return { savedAt: now.toISOString(), linkProblems: await bodyLinkProblems(db, path, linkedMarkdown(fields), now) };
}

export function changeContentPath(db: Database, actor: AuditActor, pageId: string, slug: string) {
  return db.transaction((tx) => changeContentPathIn(tx, pageId, slug, { actor }));
}

export function publishPage(db: Database, actor: AuditActor, pageId: string, now: Date, overrideReason?: string) {
  return db.transaction((tx) => publishPageIn(tx, pageId, { actor, now, overrideReason }));
}

/** A `datetime-local` minute read on the store's clock, as the instant it is. */
export function storeMinute(localTime: string, timeZone: string): Date {
  const [date, time] = localTime.split('T') as [string, string];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (hour > 23 || minute > 59 || Number.isNaN(new Date(`${date}T00:00:00Z`).getTime())) {
    throw new Refusal(400, 'Choose a day and a time.', 'localTime');
  }
  return zonedInstant(date, hour * 60 + minute, timeZone);
}

export function schedulePage(
  db: Database,
  actor: AuditActor,
  pageId: string,
  request: z.output<typeof ScheduleRequest>,
  { now, timeZone }: { now: Date; timeZone: string },
) {
  const at = storeMinute(request.localTime, timeZone);
  const atLabel = `${request.localTime.replace('T', ' ')} (${timeZone})`;
  return db.transaction((tx) =>
    schedulePageIn(tx, pageId, { actor, now, at, atLabel, overrideReason: request.overrideReason }),
  );
}

export function cancelSchedule(db: Database, actor: AuditActor, pageId: string) {
  return db.transaction((tx) => cancelScheduleIn(tx, pageId, { actor }));
}

export function unpublishPage(db: Database, actor: AuditActor, pageId: string, to: 'draft' | 'archived', now: Date) {
  return db.transaction((tx) => unpublishPageIn(tx, pageId, { actor, now, to }));
}

export function restoreRevision(db: Database, actor: AuditActor, pageId: string, revisionId: string, now: Date) {
  return db.transaction((tx) => restoreRevisionIn(tx, pageId, revisionId, { actor, now }));
}
