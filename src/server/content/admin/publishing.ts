/**
 * A content page going out and coming back: published now, scheduled for a minute (the revision
 * chosen then goes out, whatever is edited after), unpublished to a draft or the archive. Each is
 * one transaction with its staff audit entry; the page's row changing announces `content_changed`,
 * which empties every instance's page cache.
 */
import type { Queryable } from '../../db/database.ts';
import type { AuditActor } from '../../dashboard/audit-log.ts';
import { recordAudit } from '../../dashboard/audit-log.ts';
import { recordOverride, type OverrideGatePassed } from '../../compliance/override-gate.ts';
import { Refusal } from '../../http/refusal.ts';
import { insertRevision, readCurrentContent, type CurrentContent } from './content-draft.ts';
import { checkPublishGates } from './publish-gates.ts';

export const CONTENT_ENTITY = 'content_page';

export interface GoOutOptions {
  actor: AuditActor;
  now: Date;
  overrideReason?: string | undefined;
}

function recordPageOverride(tx: Queryable, actor: AuditActor, current: CurrentContent, gates: OverrideGatePassed) {
  return recordOverride(
    tx,
    actor,
    { entityType: CONTENT_ENTITY, entityId: current.page.id, address: current.page.path },
    gates,
  );
}

/**
 * Copies a revision into the page's public fields and makes it published (as of `publishedAt`
 * unless it already was); the draft goes when it holds nothing more than what went out.
 */
async function applyRevision(tx: Queryable, pageId: string, revisionId: string, publishedAt: Date, now: Date) {
  await tx.query(
    `update content_pages p
        set title = r.title, summary = r.summary, body = r.body, hero_media_id = r.hero_media_id,
            hero_alt = r.hero_alt, author_name = r.author_name, seo_title = r.seo_title,
            seo_description = r.seo_description, blocks = r.blocks,
            published_at = case when p.status = 'published' then p.published_at else $3::timestamptz end,
            status = 'published', updated_at = $4::timestamptz,
            scheduled_for = null, scheduled_revision_id = null, scheduled_by = null
       from content_revisions r
      where p.id = $1 and r.id = $2`,
    [pageId, revisionId, publishedAt.toISOString(), now.toISOString()],
  );
  await tx.query(
    `delete from content_drafts d using content_pages p
      where d.page_id = p.id and p.id = $1
        and (d.title, d.summary, d.body, d.hero_media_id, d.hero_alt, d.author_name, d.seo_title, d.seo_description,
             d.blocks)
            is not distinct from
            (p.title, p.summary, p.body, p.hero_media_id, p.hero_alt, p.author_name, p.seo_title, p.seo_description,
             p.blocks)`,
    [pageId],
  );
}

/** Publishes what the editor shows now; refused by the gates (publish-gates.ts). */
export async function publishPageIn(tx: Queryable, pageId: string, { actor, now, overrideReason }: GoOutOptions) {
  const current = await readCurrentContent(tx, pageId, { lock: true });
  const gates = await checkPublishGates(tx, current.page, current.fields, { now, at: now, overrideReason });
  const note = gates.overrideReason ? `Published with an override: ${gates.overrideReason}` : 'Published';
  const revisionId = await insertRevision(tx, current.page, current.fields, {
    status: 'published',
    note,
    savedBy: actor.id,
    at: now,
  });
  await applyRevision(tx, pageId, revisionId, now, now);
  await recordPageOverride(tx, actor, current, gates);
  await recordAudit(tx, actor, {
    entityType: CONTENT_ENTITY,
    entityId: pageId,
    action: 'published',
    summary: `Published ${current.page.path}`,
    after: { revisionId, title: current.fields.title },
  });
}

/** Schedules what the editor shows now to go out at `at` (a minute after now), through the same gates. */
export async function schedulePageIn(
  tx: Queryable,
  pageId: string,
  { actor, now, overrideReason, at, atLabel }: GoOutOptions & { at: Date; atLabel: string },
) {
  if (at.getTime() <= now.getTime()) {
    throw new Refusal(400, 'Choose a minute that is still to come, or publish now.', 'localTime');
  }
  const current = await readCurrentContent(tx, pageId, { lock: true });
  const gates = await checkPublishGates(tx, current.page, current.fields, { now, at, overrideReason });
  const revisionId = await insertRevision(tx, current.page, current.fields, {
    status: 'scheduled',
    note: `Scheduled for ${atLabel}`,
    savedBy: actor.id,
    at: now,
  });
  await tx.query(
    `update content_pages
        set scheduled_for = $2, scheduled_revision_id = $3, scheduled_by = $4,
            status = case when status = 'published' then status else 'scheduled' end,
            published_at = case when status = 'published' then published_at else $2::timestamptz end
      where id = $1`,
    [pageId, at.toISOString(), revisionId, actor.id],
  );
  await recordPageOverride(tx, actor, current, gates);
  await recordAudit(tx, actor, {
    entityType: CONTENT_ENTITY,
    entityId: pageId,
    action: 'scheduled',
    summary: `Scheduled ${current.page.path} for ${atLabel}`,
    after: { revisionId, scheduledFor: at.toISOString() },
  });
}

/** Clears a page's schedule; a page that was waiting for its first day out is a draft again. */
async function clearSchedule(tx: Queryable, pageId: string) {
  await tx.query(
    `update content_pages
        set scheduled_for = null, scheduled_revision_id = null, scheduled_by = null,
            status = case when status = 'scheduled' then 'draft' else status end,
            published_at = case when status = 'scheduled' then null else published_at end
      where id = $1`,
    [pageId],
  );
}

export async function cancelScheduleIn(tx: Queryable, pageId: string, { actor }: { actor: AuditActor }) {
  const { page } = await readCurrentContent(tx, pageId, { lock: true });
  if (page.scheduledFor === null) throw new Refusal(409, 'The page is not scheduled.');
  await clearSchedule(tx, pageId);
  await recordAudit(tx, actor, {
    entityType: CONTENT_ENTITY,
    entityId: pageId,
    action: 'schedule_cancelled',
    summary: `Cancelled the schedule of ${page.path}`,
    before: { scheduledFor: page.scheduledFor.toISOString() },
  });
}

/** Takes the page off the store: back to a draft, or into the archive; its schedule goes too. */
export async function unpublishPageIn(
  tx: Queryable,
  pageId: string,
  { actor, now, to }: { actor: AuditActor; now: Date; to: 'draft' | 'archived' },
) {
  const { page } = await readCurrentContent(tx, pageId, { lock: true });
  if (page.status === to && page.scheduledFor === null) {
    throw new Refusal(409, to === 'draft' ? 'The page is a draft already.' : 'The page is archived already.');
  }
  await clearSchedule(tx, pageId);
  await tx.query(`update content_pages set status = $2, updated_at = $3 where id = $1`, [
    pageId,
    to,
    now.toISOString(),
  ]);
  await recordAudit(tx, actor, {
    entityType: CONTENT_ENTITY,
    entityId: pageId,
    action: to === 'draft' ? 'unpublished' : 'archived',
    summary: `${to === 'draft' ? 'Unpublished' : 'Archived'} ${page.path}`,
    before: { status: page.status },
    after: { status: to },
  });
}

/** At most this many pages per run; the next run takes the rest. */
const BATCH = 20;

/**
 * The background job: publishes every page whose scheduled minute has come, however long ago (an
 * instance that was down catches up). Rows are claimed `for update skip locked`, so instances
 * running it at once each publish different pages, and each page once.
 */
export async function publishDueScheduledPages(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{
      id: string;
      path: string;
      scheduled_for: Date;
      scheduled_revision_id: string;
      scheduled_by: string | null;
      email: string | null;
    }>(
      `select p.id, p.path, p.scheduled_for, p.scheduled_revision_id, p.scheduled_by, u.email
         from content_pages p
         left join auth.users u on u.id = p.scheduled_by
        where p.scheduled_for <= $1
        order by p.scheduled_for, p.id
        limit ${BATCH}
        for update of p skip locked`,
      [now.toISOString()],
    );
    for (const page of due) {
      const scheduledFor = new Date(page.scheduled_for);
      await tx.query(`update content_revisions set status = 'published' where id = $1`, [page.scheduled_revision_id]);
      await applyRevision(tx, page.id, page.scheduled_revision_id, scheduledFor, now);
      await recordAudit(
        tx,
        { id: page.scheduled_by, email: page.email ?? 'the schedule' },
        {
          entityType: CONTENT_ENTITY,
          entityId: page.id,
          action: 'published',
          summary: `Published ${page.path} as scheduled`,
          after: { revisionId: page.scheduled_revision_id, scheduledFor: scheduledFor.toISOString() },
        },
      );
    }
    return due.length;
  });
}
