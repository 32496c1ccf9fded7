/**
 * Changing an application: moving it along the pipeline, recording Michigan's three checks, the
 * state-tracking entry after a hire, and staff notes. Each runs in the caller's transaction with
 * its staff audit entry; a decision that concerns the applicant (offer, hire, rejection) queues
 * their one email in the same transaction. The table refuses a hire without the three checks
 * too, so no other writer can skip them.
 */
import type { HiringChecks, StageMove } from '#lib/hiring/job-applications.ts';
import { hireChecksProblem, stageMoveProblem } from '#lib/hiring/hiring-steps.ts';
import { APPLICATION_STAGE_LABELS } from '#lib/vocabulary/jobs.ts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { Refusal } from '../../http/refusal.ts';
import { queueEmail } from '../../mail/index.ts';
import { applicantDecisionEmail } from './applicant-emails.ts';
import { APPLICATION_ENTITY, readApplicationRecord, storeToday, type ApplicationRecord } from './applications.ts';
import { readHiringStoreFacts } from './store-facts.ts';

export interface ApplicationChange {
  actor: AuditActor;
  now: Date;
  timeZone: string;
}

function refuseFuture(day: string, today: string, field: string, what: string) {
  if (day > today) throw new Refusal(400, `${what} cannot be later than today.`, field);
}

function refuseClosed(row: ApplicationRecord, what: string) {
  if (row.stage === 'hired') throw new Refusal(409, `${what} of a hire stay as they were recorded.`);
  if (row.stage === 'rejected') throw new Refusal(409, 'This application was turned down; it no longer changes.');
}

/** Moves an application to its next stage, to "rejected" with a reason, or to "hired" on a day. */
export async function moveStageIn(
  tx: Queryable,
  id: string,
  move: z.output<typeof StageMove>,
  { actor, now, timeZone }: ApplicationChange,
): Promise<void> {
  const row = await readApplicationRecord(tx, id, { lock: true });
  const problem = stageMoveProblem(row.stage, move.stage);
  if (problem) throw new Refusal(409, problem, 'stage');
  const today = storeToday(now, timeZone);
  if (move.stage === 'hired') {
    const missing = hireChecksProblem({
      ageVerifiedAt: row.age_verified_at === null ? null : 'done',
      backgroundCheckedOn: row.background_checked_on,
      excludedListCheckedOn: row.excluded_list_checked_on,
    });
    if (missing) throw new Refusal(422, missing, 'stage');
    refuseFuture(move.hiredOn, today, 'hiredOn', 'The day of the hire');
    const checkedLast = [row.background_checked_on!, row.excluded_list_checked_on!].sort().at(-1)!;
    if (move.hiredOn < checkedLast) {
      throw new Refusal(422, `The checks come before the hire: choose ${checkedLast} or later.`, 'hiredOn');
    }
  }
  await tx.query(
    `update job_applications set stage = $2, rejected_reason = $3, hired_on = $4, updated_at = $5 where id = $1`,
    [
      id,
      move.stage,
      move.stage === 'rejected' ? move.reason : null,
      move.stage === 'hired' ? move.hiredOn : null,
      now.toISOString(),
    ],
  );
  if (move.stage === 'offer' || move.stage === 'hired' || move.stage === 'rejected') {
    const store = await readHiringStoreFacts(tx);
    await queueEmail(
      tx,
      applicantDecisionEmail(move.stage, {
        to: row.email,
        applicantName: row.name,
        postingTitle: row.posting_title,
        storeName: store.organizationName,
        storePhone: store.phone,
      }),
    );
  }
  await recordAudit(tx, actor, {
    entityType: APPLICATION_ENTITY,
    entityId: id,
    action: 'stage',
    summary: `Moved ${row.name} from ${APPLICATION_STAGE_LABELS[row.stage]} to ${APPLICATION_STAGE_LABELS[move.stage]}`,
    before: { stage: row.stage },
    after: {
      stage: move.stage,
      ...(move.stage === 'rejected' ? { reason: move.reason } : {}),
      ...(move.stage === 'hired' ? { hiredOn: move.hiredOn } : {}),
    },
  });
}

/**
 * Records the three checks as the panel has them: the age verification is stamped the first
 * time it is ticked, the two checks by the day they were done (never later than today).
 */
export async function recordChecksIn(
  tx: Queryable,
  id: string,
  checks: z.output<typeof HiringChecks>,
  { actor, now, timeZone }: ApplicationChange,
): Promise<{ changed: boolean }> {
  const row = await readApplicationRecord(tx, id, { lock: true });
  refuseClosed(row, 'The checks');
  const today = storeToday(now, timeZone);
  if (checks.backgroundCheckedOn) {
    refuseFuture(checks.backgroundCheckedOn, today, 'backgroundCheckedOn', 'The background check');
  }
  if (checks.excludedListCheckedOn) {
    refuseFuture(checks.excludedListCheckedOn, today, 'excludedListCheckedOn', 'The excluded-list check');
  }
  const ageVerifiedAt = checks.ageVerified ? (row.age_verified_at ?? now) : null;
  const before = {
    ageVerifiedAt: row.age_verified_at === null ? null : new Date(row.age_verified_at).toISOString(),
    backgroundCheckedOn: row.background_checked_on,
    excludedListCheckedOn: row.excluded_list_checked_on,
  };
  const after = {
    ageVerifiedAt: ageVerifiedAt === null ? null : new Date(ageVerifiedAt).toISOString(),
    backgroundCheckedOn: checks.backgroundCheckedOn,
    excludedListCheckedOn: checks.excludedListCheckedOn,
  };
  const changed = (Object.keys(before) as (keyof typeof before)[]).filter((key) => before[key] !== after[key]);
  if (changed.length === 0) return { changed: false };
  await tx.query(
    `update job_applications set age_verified_at = $2, background_checked_on = $3, excluded_list_checked_on = $4,
            updated_at = $5
      where id = $1`,
    [id, after.ageVerifiedAt, after.backgroundCheckedOn, after.excludedListCheckedOn, now.toISOString()],
  );
  const words = {
    ageVerifiedAt: 'age check',
    backgroundCheckedOn: 'background check',
    excludedListCheckedOn: 'excluded-list check',
  };
  await recordAudit(tx, actor, {
    entityType: APPLICATION_ENTITY,
    entityId: id,
    action: 'checks',
    summary: `Recorded the ${changed.map((key) => words[key]).join(', ')} of ${row.name}`,
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  });
  return { changed: true };
}

/** Marks a hire entered in the state's tracking system, on a day between the hire and today. */
export async function recordStateTrackingIn(
  tx: Queryable,
  id: string,
  enteredOn: string,
  { actor, now, timeZone }: ApplicationChange,
): Promise<void> {
  const row = await readApplicationRecord(tx, id, { lock: true });
  if (row.stage !== 'hired' || row.hired_on === null) {
    throw new Refusal(409, 'Only a hire is entered in the state’s tracking system.');
  }
  refuseFuture(enteredOn, storeToday(now, timeZone), 'enteredOn', 'The day of the entry');
  if (enteredOn < row.hired_on) {
    throw new Refusal(400, `The entry comes after the hire: choose ${row.hired_on} or later.`, 'enteredOn');
  }
  await tx.query(`update job_applications set state_tracking_entered_on = $2, updated_at = $3 where id = $1`, [
    id,
    enteredOn,
    now.toISOString(),
  ]);
  await recordAudit(tx, actor, {
    entityType: APPLICATION_ENTITY,
    entityId: id,
    action: 'state_tracking',
    summary: `Recorded ${row.name}’s entry in the state’s tracking system on ${enteredOn}`,
    before: { stateTrackingEnteredOn: row.state_tracking_entered_on },
    after: { stateTrackingEnteredOn: enteredOn },
  });
}

/** A staff note on an application, signed with the author's email. */
export async function addNoteIn(
  tx: Queryable,
  id: string,
  body: string,
  { actor, now }: Omit<ApplicationChange, 'timeZone'>,
): Promise<{ id: number }> {
  const row = await readApplicationRecord(tx, id);
  const [note] = await tx.query<{ id: number }>(
    `insert into job_application_notes (application_id, author_id, author_email, body, at)
     values ($1, $2, $3, $4, $5) returning id`,
    [id, actor.id, actor.email, body, now.toISOString()],
  );
  await recordAudit(tx, actor, {
    entityType: APPLICATION_ENTITY,
    entityId: id,
    action: 'note',
    summary: `Added a note to ${row.name}’s application`,
    after: { body },
  });
  return { id: Number(note!.id) };
}
