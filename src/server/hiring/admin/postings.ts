/**
 * Reading job postings for the dashboard: the list (every posting, whatever its status, with its
 * applications counted by stage) and one posting for the editor. Writes are posting-writes.ts.
 */
import {
  emptyStageCounts,
  type PostingEditorData,
  type PostingFormContext,
  type PostingListRow,
  type PostingListState,
  type StageCounts,
} from '#lib/hiring/job-postings.ts';
import { wallClock } from '#lib/time/wall-clock.ts';
import type { ApplicationStage } from '#lib/vocabulary/jobs.ts';
import type { Queryable } from '../../db/database.ts';
import { listAudit } from '../../dashboard/audit-log.ts';
import { medicalOnlyProductNames } from '../../compliance/override-gate.ts';
import { found } from '../../http/refusal.ts';
import { POSTING_COLUMNS, type PostingRow } from '../postings.ts';
import { readHiringStoreFacts } from './store-facts.ts';

export type { PostingRow };

export const POSTING_ENTITY = 'job_posting';

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** An open posting past its closing date has left the public list: the dashboard says so. */
export function postingState(row: Pick<PostingRow, 'status' | 'closes_at'>, now: Date): PostingListState {
  return row.status === 'open' && row.closes_at !== null && new Date(row.closes_at) <= now ? 'expired' : row.status;
}

/** The posting's closing instant as the day the editor shows (the store's calendar). */
export function closesOnOf(closesAt: Date | null, timeZone: string): string | null {
  return closesAt === null ? null : wallClock(new Date(closesAt), timeZone).date;
}

export async function readPostingRow(db: Queryable, id: string, { lock = false } = {}): Promise<PostingRow> {
  const [row] = await db.query<PostingRow>(
    `select ${POSTING_COLUMNS} from job_postings where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return found(row, 'There is no such job posting.');
}

async function countByStage(db: Queryable, postingIds: readonly string[]): Promise<Map<string, StageCounts>> {
  const rows = await db.query<{ posting_id: string; stage: ApplicationStage; n: number }>(
    `select posting_id, stage, count(*)::int as n from job_applications
      where posting_id = any($1::uuid[]) group by posting_id, stage`,
    [postingIds],
  );
  const counts = new Map<string, StageCounts>();
  for (const row of rows) {
    const posting = counts.get(row.posting_id) ?? emptyStageCounts();
    posting[row.stage] = Number(row.n);
    counts.set(row.posting_id, posting);
  }
  return counts;
}

/** Every posting (or those in one state): drafts and open ones first, each group's latest change first. */
export async function listJobPostings(
  db: Queryable,
  { state, now }: { state?: PostingListState | undefined; now: Date },
): Promise<PostingListRow[]> {
  const rows = await db.query<PostingRow>(
    `select ${POSTING_COLUMNS} from job_postings
      order by case status when 'open' then 0 when 'draft' then 1 else 2 end, updated_at desc, slug`,
  );
  const counts = await countByStage(
    db,
    rows.map((row) => row.id),
  );
  return rows
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      department: row.department,
      employmentType: row.employment_type,
      state: postingState(row, now),
      postedAt: iso(row.posted_at),
      closesAt: iso(row.closes_at),
      updatedAt: iso(row.updated_at)!,
      applications: counts.get(row.id) ?? emptyStageCounts(),
    }))
    .filter((row) => state === undefined || row.state === state);
}

/** What the new posting form checks against. */
export async function readPostingFormContext(
  db: Queryable,
  { timeZone }: { timeZone: string },
): Promise<PostingFormContext> {
  const [facts, medical] = await Promise.all([readHiringStoreFacts(db), medicalOnlyProductNames(db)]);
  return {
    storeFacts: {
      organizationName: facts.organizationName,
      storeAddress: facts.storeAddress,
      directApply: facts.directApply,
    },
    timeZone,
    medicalOnlyProductNames: medical,
  };
}

/** Everything the editor shows of one posting. */
export async function readPostingEditor(
  db: Queryable,
  id: string,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<PostingEditorData> {
  const row = await readPostingRow(db, id);
  const [counts, context, audit] = await Promise.all([
    countByStage(db, [id]),
    readPostingFormContext(db, { timeZone }),
    listAudit(db, [{ entityType: POSTING_ENTITY, entityId: id }]),
  ]);
  return {
    posting: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      employmentType: row.employment_type,
      department: row.department,
      summary: row.summary,
      description: row.description,
      payMinCents: row.pay_min_cents,
      payMaxCents: row.pay_max_cents,
      payUnit: row.pay_unit,
      locationName: row.location_name,
      closesOn: closesOnOf(row.closes_at, timeZone),
      status: row.status,
      state: postingState(row, now),
      postedAt: iso(row.posted_at),
      closesAt: iso(row.closes_at),
      updatedAt: iso(row.updated_at)!,
    },
    ...context,
    applications: counts.get(id) ?? emptyStageCounts(),
    audit,
    today: wallClock(now, timeZone).date,
  };
}
