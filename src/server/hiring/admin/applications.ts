/**
 * Reading the hiring pipeline: a posting's applications (by stage, searched by name, email or
 * phone) and one application in full with its notes and history. Changes are application-writes.ts.
 */
import type {
  ApplicationDetail,
  ApplicationListQuery,
  ApplicationNote,
  ApplicationRow,
} from '#lib/hiring/job-applications.ts';
import { stateTrackingDue } from '#lib/hiring/hiring-steps.ts';
import { wallClock } from '#lib/time/wall-clock.ts';
import type { ApplicationStage } from '#lib/vocabulary/jobs.ts';
import type { Queryable } from '../../db/database.ts';
import { listAudit } from '../../dashboard/audit-log.ts';
import { found } from '../../http/refusal.ts';
import { readPostingRow } from './postings.ts';

export const APPLICATION_ENTITY = 'job_application';

export interface ApplicationRecord {
  [column: string]: unknown;
  id: string;
  posting_id: string;
  posting_title: string;
  name: string;
  email: string;
  phone: string;
  cover_letter: string;
  attested_21_at: Date;
  consented_to_keep_at: Date;
  resume_key: string | null;
  resume_file_name: string | null;
  resume_type: 'pdf' | 'docx' | null;
  resume_bytes: number | null;
  resume_deleted_at: Date | null;
  stage: ApplicationStage;
  rejected_reason: string | null;
  age_verified_at: Date | null;
  background_checked_on: string | null;
  excluded_list_checked_on: string | null;
  hired_on: string | null;
  state_tracking_entered_on: string | null;
  created_at: Date;
  updated_at: Date;
}

// Dates as text: 'YYYY-MM-DD' on both engines, never shifted by a time zone.
const APPLICATION_COLUMNS = `a.id, a.posting_id, p.title as posting_title, a.name, a.email, a.phone, a.cover_letter,
  a.attested_21_at, a.consented_to_keep_at, a.resume_key, a.resume_file_name, a.resume_type, a.resume_bytes,
  a.resume_deleted_at, a.stage, a.rejected_reason, a.age_verified_at, a.background_checked_on::text,
  a.excluded_list_checked_on::text, a.hired_on::text, a.state_tracking_entered_on::text, a.created_at, a.updated_at`;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export function storeToday(now: Date, timeZone: string): string {
  return wallClock(now, timeZone).date;
}

export async function readApplicationRecord(
  db: Queryable,
  id: string,
  { lock = false } = {},
): Promise<ApplicationRecord> {
  const [row] = await db.query<ApplicationRecord>(
    `select ${APPLICATION_COLUMNS} from job_applications a join job_postings p on p.id = a.posting_id
      where a.id = $1${lock ? ' for update of a' : ''}`,
    [id],
  );
  return found(row, 'There is no such application.');
}

function trackingOf(row: Pick<ApplicationRecord, 'hired_on' | 'state_tracking_entered_on'>, today: string) {
  return stateTrackingDue({ hiredOn: row.hired_on, stateTrackingEnteredOn: row.state_tracking_entered_on }, today);
}

/** A posting's applications, newest first, in one stage or all, searched by name, email or phone. */
export async function listApplications(
  db: Queryable,
  postingId: string,
  query: ApplicationListQuery,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<ApplicationRow[]> {
  await readPostingRow(db, postingId);
  const q = query.q?.trim() ?? '';
  const digits = q.replace(/\D/g, '');
  const rows = await db.query<ApplicationRecord>(
    `select ${APPLICATION_COLUMNS} from job_applications a join job_postings p on p.id = a.posting_id
      where a.posting_id = $1
        and ($2::text is null or a.stage = $2)
        and ($3::text is null or a.name ilike $3 or a.email ilike $3
             or ($4::text is not null and regexp_replace(a.phone, '\\D', '', 'g') like $4))
      order by a.created_at desc, a.id`,
    [
      postingId,
      query.stage ?? null,
      q === '' ? null : `%${q.replace(/[\\%_]/g, '\\$&')}%`,
      digits.length >= 3 ? `%${digits}%` : null,
    ],
  );
  const today = storeToday(now, timeZone);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    stage: row.stage,
    createdAt: iso(row.created_at)!,
    hasResume: row.resume_key !== null && row.resume_deleted_at === null,
    stateTracking: trackingOf(row, today),
  }));
}

async function listNotes(db: Queryable, applicationId: string): Promise<ApplicationNote[]> {
  const rows = await db.query<{ id: number; author_email: string; body: string; at: Date }>(
    `select id, author_email, body, at from job_application_notes where application_id = $1 order by at, id`,
    [applicationId],
  );
  return rows.map((row) => ({ id: Number(row.id), authorEmail: row.author_email, body: row.body, at: iso(row.at)! }));
}

/** One application in full: contact, cover letter, consents, résumé, stage, checks, notes and history. */
export async function readApplication(
  db: Queryable,
  id: string,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<ApplicationDetail> {
  const row = await readApplicationRecord(db, id);
  const [notes, audit] = await Promise.all([
    listNotes(db, id),
    listAudit(db, [{ entityType: APPLICATION_ENTITY, entityId: id }]),
  ]);
  const today = storeToday(now, timeZone);
  return {
    id: row.id,
    postingId: row.posting_id,
    postingTitle: row.posting_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    coverLetter: row.cover_letter,
    attested21At: iso(row.attested_21_at)!,
    consentedToKeepAt: iso(row.consented_to_keep_at)!,
    resume:
      row.resume_key === null && row.resume_deleted_at === null
        ? null
        : {
            fileName: row.resume_file_name,
            type: row.resume_type,
            bytes: row.resume_bytes,
            deletedAt: iso(row.resume_deleted_at),
          },
    stage: row.stage,
    rejectedReason: row.rejected_reason,
    ageVerifiedAt: iso(row.age_verified_at),
    backgroundCheckedOn: row.background_checked_on,
    excludedListCheckedOn: row.excluded_list_checked_on,
    hiredOn: row.hired_on,
    stateTrackingEnteredOn: row.state_tracking_entered_on,
    stateTracking: trackingOf(row, today),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    notes,
    audit,
    today,
  };
}
