/**
 * The hiring pipeline's rules, shared by the dashboard (what it offers) and the server (what it
 * allows): stages move forward one at a time, new → screening → interview → offer → hired, or end
 * in "rejected" with a reason from any stage before hired. Michigan (R 420.602) asks for three
 * steps before a hire at an adult-use licensee — age 21 or older verified, a criminal background
 * check, a check against the regulator's excluded-employee list — and the hire entered in the
 * state's tracking system within 7 business days.
 */
import { addBusinessDays } from '../time/business-days.ts';
import { APPLICATION_STAGE_LABELS, type ApplicationStage } from '../vocabulary/jobs.ts';

/** The stages in order, up to the hire. */
export const PIPELINE: readonly ApplicationStage[] = ['new', 'screening', 'interview', 'offer', 'hired'];

/** Stages an application may still leave. */
export function isOpenStage(stage: ApplicationStage): boolean {
  return stage !== 'hired' && stage !== 'rejected';
}

/** The stage after `stage`, if it has one. */
export function nextStage(stage: ApplicationStage): ApplicationStage | null {
  const index = PIPELINE.indexOf(stage);
  return index >= 0 && index < PIPELINE.length - 1 ? PIPELINE[index + 1]! : null;
}

/** Why an application at `from` cannot move to `to`, or null when it can. */
export function stageMoveProblem(from: ApplicationStage, to: ApplicationStage): string | null {
  if (from === 'hired') return 'This applicant was hired; the application no longer moves.';
  if (from === 'rejected') return 'This application was turned down; it no longer moves.';
  if (to === 'rejected') return null;
  if (to === from) return `The application is already at ${APPLICATION_STAGE_LABELS[to]}.`;
  const next = nextStage(from)!;
  if (to !== next) {
    return `From ${APPLICATION_STAGE_LABELS[from]} an application moves to ${APPLICATION_STAGE_LABELS[next]} next.`;
  }
  return null;
}

/** The three steps before a hire, as the application records them. */
export interface MichiganChecks {
  ageVerifiedAt: string | null;
  backgroundCheckedOn: string | null;
  excludedListCheckedOn: string | null;
}

export const MICHIGAN_CHECK_LABELS: Readonly<Record<keyof MichiganChecks, string>> = {
  ageVerifiedAt: 'age 21 or older verified',
  backgroundCheckedOn: 'criminal background check',
  excludedListCheckedOn: 'excluded-employee list checked',
};

/** The checks not yet recorded, in plain words. */
export function missingHireChecks(checks: MichiganChecks): string[] {
  return (Object.keys(MICHIGAN_CHECK_LABELS) as (keyof MichiganChecks)[])
    .filter((key) => checks[key] === null)
    .map((key) => MICHIGAN_CHECK_LABELS[key]);
}

/** The sentence refusing a hire before the checks, or null when all three are recorded. */
export function hireChecksProblem(checks: MichiganChecks): string | null {
  const missing = missingHireChecks(checks);
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `Michigan requires three checks before a hire; still missing: ${list}.`;
}

/** Business days the state's tracking system allows for entering a hire. */
export const STATE_TRACKING_BUSINESS_DAYS = 7;

/** The last day to enter a hire made on `hiredOn` ('YYYY-MM-DD') in the state's tracking system. */
export function stateTrackingDueOn(hiredOn: string): string {
  return addBusinessDays(hiredOn, STATE_TRACKING_BUSINESS_DAYS);
}

export interface StateTrackingDue {
  dueOn: string;
  /** `today` is after the due day. */
  overdue: boolean;
}

/**
 * The state-tracking entry still to make: due date and whether it is late on `today` (the
 * store's date); null before a hire and once the entry is recorded.
 */
export function stateTrackingDue(
  application: { hiredOn: string | null; stateTrackingEnteredOn: string | null },
  today: string,
): StateTrackingDue | null {
  if (application.hiredOn === null || application.stateTrackingEnteredOn !== null) return null;
  const dueOn = stateTrackingDueOn(application.hiredOn);
  return { dueOn, overdue: today > dueOn };
}
