/**
 * The dashboard's jobs: postings and the hiring pipeline, the one entry its endpoints use. Every
 * change is one transaction with its staff audit entry (entity types `job_posting` and
 * `job_application`), and the applicant's email when the change is a decision about them.
 */
import type { HiringChecks, StageMove } from '#lib/hiring/job-applications.ts';
import type { JobPostingFields } from '#lib/hiring/job-postings.ts';
import type { APIContext } from 'astro';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { AuditActor } from '../../dashboard/audit-log.ts';
import { staffOf } from '../../http/staff-caller.ts';
import { createResumeLink } from '../resume-download.ts';
import { addNoteIn, moveStageIn, recordChecksIn, recordStateTrackingIn } from './application-writes.ts';
import { closePostingIn, createPostingIn, publishPostingIn, updatePostingIn } from './posting-writes.ts';

export { listApplications, readApplication } from './applications.ts';
export { listJobPostings, readPostingEditor, readPostingFormContext } from './postings.ts';

/** Who changes what, when, on the store's calendar. */
export interface HiringChange {
  actor: AuditActor;
  now: Date;
  timeZone: string;
}

export function createPosting(db: Database, fields: JobPostingFields, change: HiringChange) {
  return db.transaction((tx) => createPostingIn(tx, fields, change));
}

export function updatePosting(db: Database, id: string, fields: JobPostingFields, change: HiringChange) {
  return db.transaction((tx) => updatePostingIn(tx, id, fields, change));
}

export function publishPosting(
  db: Database,
  id: string,
  change: HiringChange & { overrideReason: string | undefined },
) {
  return db.transaction((tx) => publishPostingIn(tx, id, change));
}

export function closePosting(db: Database, id: string, change: HiringChange) {
  return db.transaction((tx) => closePostingIn(tx, id, change));
}

export function moveApplicationStage(db: Database, id: string, move: z.output<typeof StageMove>, change: HiringChange) {
  return db.transaction((tx) => moveStageIn(tx, id, move, change));
}

export function recordHiringChecks(
  db: Database,
  id: string,
  checks: z.output<typeof HiringChecks>,
  change: HiringChange,
) {
  return db.transaction((tx) => recordChecksIn(tx, id, checks, change));
}

export function recordStateTrackingEntry(db: Database, id: string, enteredOn: string, change: HiringChange) {
  return db.transaction((tx) => recordStateTrackingIn(tx, id, enteredOn, change));
}

export function addApplicationNote(db: Database, id: string, body: string, change: HiringChange) {
  return db.transaction((tx) => addNoteIn(tx, id, body, change));
}

/** The change an endpoint's caller makes: the signed-in staff member, the server's time, the store's zone. */
export async function hiringChangeOf(context: Pick<APIContext, 'locals'>): Promise<HiringChange> {
  const { timeZone } = await context.locals.storeSettings();
  return { actor: staffOf(context), now: context.locals.clock.now(), timeZone };
}

/** The server's time and the store's zone, for a reading. */
export async function hiringClockOf(context: Pick<APIContext, 'locals'>): Promise<{ now: Date; timeZone: string }> {
  const { timeZone } = await context.locals.storeSettings();
  return { now: context.locals.clock.now(), timeZone };
}

/**
 * A five-minute link to an application's résumé for the staff member asking; the link's route
 * checks the admin's sign-in again.
 */
export function resumeLinkOf(context: Pick<APIContext, 'locals'>, id: string) {
  staffOf(context);
  return createResumeLink(context.locals.db, id, context.locals.clock.now());
}
