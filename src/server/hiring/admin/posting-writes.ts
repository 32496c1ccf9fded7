/**
 * Changing job postings: a new draft, saving the editor's fields, publishing (open, with
 * `posted_at` the first time), closing and reopening. Each runs in the caller's transaction with
 * its staff audit entry; a posting's row changing announces `content_changed`, which empties every
 * instance's page cache, so `/learn/jobs` and the posting's page show the change at once.
 */
import { closingInstant, postingPath, type JobPostingFields } from '#lib/hiring/job-postings.ts';
import type { Queryable } from '../../db/database.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { Refusal } from '../../http/refusal.ts';
import { recordOverride, type OverrideGatePassed } from '../../compliance/override-gate.ts';
import { checkPostingGates, fieldsOfRow } from './posting-gates.ts';
import { closesOnOf, POSTING_ENTITY, readPostingRow } from './postings.ts';

export interface PostingChange {
  actor: AuditActor;
  now: Date;
  timeZone: string;
}

async function refuseTakenSlug(tx: Queryable, slug: string, postingId: string | null) {
  const [taken] = await tx.query<{ id: string }>('select id from job_postings where slug = $1', [slug]);
  if (taken && taken.id !== postingId) {
    throw new Refusal(409, `Another posting already has the address ${postingPath(slug)}.`, 'slug');
  }
}

/** Records a passed override as an entry of its own; the change's entry then notes the reason. */
async function noteOverride(
  tx: Queryable,
  actor: AuditActor,
  posting: { id: string; slug: string },
  passed: OverrideGatePassed | null,
): Promise<{ overrideReason?: string }> {
  if (!passed?.overrideReason) return {};
  await recordOverride(
    tx,
    actor,
    { entityType: POSTING_ENTITY, entityId: posting.id, address: postingPath(posting.slug) },
    passed,
  );
  return { overrideReason: passed.overrideReason };
}

const COLUMN_VALUES = (fields: JobPostingFields, timeZone: string) => [
  fields.slug,
  fields.title,
  fields.employmentType,
  fields.department,
  fields.summary,
  fields.description,
  fields.payMinCents,
  fields.payMaxCents,
  fields.payUnit,
  fields.locationName,
  closingInstant(fields.closesOn, timeZone)?.toISOString() ?? null,
];

/** A new draft posting: nobody sees it until it is published. */
export async function createPostingIn(
  tx: Queryable,
  fields: JobPostingFields,
  { actor, now, timeZone }: PostingChange,
): Promise<{ id: string }> {
  await refuseTakenSlug(tx, fields.slug, null);
  const [row] = await tx.query<{ id: string }>(
    `insert into job_postings (slug, title, employment_type, department, summary, description, pay_min_cents,
       pay_max_cents, pay_unit, location_name, closes_at, status, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12, $13, $13)
     returning id`,
    [...COLUMN_VALUES(fields, timeZone), actor.id, now.toISOString()],
  );
  const { overrideReason: _, ...after } = fields;
  await recordAudit(tx, actor, {
    entityType: POSTING_ENTITY,
    entityId: row!.id,
    action: 'created',
    summary: `Created the draft posting “${fields.title}” at ${postingPath(fields.slug)}`,
    after,
  });
  return { id: row!.id };
}

/**
 * Saves the editor's fields. A posting that has been out keeps its address (links and search
 * results point at it); an open one must still pass the gates, since the change is public at once.
 */
export async function updatePostingIn(
  tx: Queryable,
  id: string,
  fields: JobPostingFields,
  { actor, now, timeZone }: PostingChange,
): Promise<{ changed: boolean }> {
  const row = await readPostingRow(tx, id, { lock: true });
  const before = fieldsOfRow(row, timeZone);
  if (fields.slug !== row.slug) {
    if (row.posted_at !== null) {
      throw new Refusal(409, `A posting that has been out keeps its address, ${postingPath(row.slug)}.`, 'slug');
    }
    await refuseTakenSlug(tx, fields.slug, id);
  }
  const changedKeys = (Object.keys(before) as (keyof JobPostingFields)[]).filter(
    (key) => key !== 'overrideReason' && before[key] !== fields[key],
  );
  if (changedKeys.length === 0) return { changed: false };

  const passed =
    row.status === 'open'
      ? await checkPostingGates(
          tx,
          { ...fields, postedAt: row.posted_at, closesAt: closingInstant(fields.closesOn, timeZone) },
          { now, timeZone, overrideReason: fields.overrideReason },
        )
      : null;
  await tx.query(
    `update job_postings set slug = $2, title = $3, employment_type = $4, department = $5, summary = $6,
            description = $7, pay_min_cents = $8, pay_max_cents = $9, pay_unit = $10, location_name = $11,
            closes_at = $12, updated_at = $13
      where id = $1`,
    [id, ...COLUMN_VALUES(fields, timeZone), now.toISOString()],
  );
  const pick = (source: JobPostingFields) => Object.fromEntries(changedKeys.map((key) => [key, source[key]]));
  const override = await noteOverride(tx, actor, { id, slug: fields.slug }, passed);
  await recordAudit(tx, actor, {
    entityType: POSTING_ENTITY,
    entityId: id,
    action: 'saved',
    summary: `Changed the ${changedKeys.join(', ')} of “${fields.title}”${override.overrideReason ? ' despite the advertising rules' : ''}`,
    before: pick(before),
    after: { ...pick(fields), ...override },
  });
  return { changed: true };
}

/** Opens a draft or a closed posting to applicants; the first time dates it posted. */
export async function publishPostingIn(
  tx: Queryable,
  id: string,
  { actor, now, timeZone, overrideReason }: PostingChange & { overrideReason: string | undefined },
): Promise<{ postedAt: string }> {
  const row = await readPostingRow(tx, id, { lock: true });
  if (row.status === 'open') throw new Refusal(409, 'This posting is already open.');
  const passed = await checkPostingGates(
    tx,
    { ...fieldsOfRow(row, timeZone), postedAt: row.posted_at, closesAt: row.closes_at },
    { now, timeZone, overrideReason },
  );
  const [updated] = await tx.query<{ posted_at: Date }>(
    `update job_postings set status = 'open', posted_at = coalesce(posted_at, $2), updated_at = $2
      where id = $1 returning posted_at`,
    [id, now.toISOString()],
  );
  const reopened = row.status === 'closed';
  const override = await noteOverride(tx, actor, row, passed);
  await recordAudit(tx, actor, {
    entityType: POSTING_ENTITY,
    entityId: id,
    action: reopened ? 'reopened' : 'published',
    summary: `${reopened ? 'Reopened' : 'Published'} “${row.title}” at ${postingPath(row.slug)}${override.overrideReason ? ' despite the advertising rules' : ''}`,
    before: { status: row.status },
    after: { status: 'open', closesOn: closesOnOf(row.closes_at, timeZone), ...override },
  });
  return { postedAt: new Date(updated!.posted_at).toISOString() };
}

/** Stops taking applications: the posting leaves the public list and its page says it is closed. */
export async function closePostingIn(tx: Queryable, id: string, { actor, now }: Omit<PostingChange, 'timeZone'>) {
  const row = await readPostingRow(tx, id, { lock: true });
  if (row.status !== 'open') throw new Refusal(409, 'Only an open posting can be closed.');
  await tx.query(`update job_postings set status = 'closed', updated_at = $2 where id = $1`, [id, now.toISOString()]);
  await recordAudit(tx, actor, {
    entityType: POSTING_ENTITY,
    entityId: id,
    action: 'closed',
    summary: `Closed “${row.title}” to applicants`,
    before: { status: 'open' },
    after: { status: 'closed' },
  });
}
