/**
 * The dashboard's hiring pipeline: a posting's applications, one application in full, and the
 * changes staff make to it (stage moves, Michigan's checks, the state-tracking entry, notes), as
 * the pages and their endpoints share them.
 */
import { z } from 'zod';
import type { StateTrackingDue } from './hiring-steps.ts';
import { APPLICATION_STAGES, type ApplicationStage } from '../vocabulary/jobs.ts';
import type { AuditEntry } from '../staff/audit-entry.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (message: string) => z.string().regex(DAY, message);

/** `?stage=&q=` of a posting's applications. */
export const ApplicationListQuery = z.object({
  stage: z.enum(APPLICATION_STAGES).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
});
export type ApplicationListQuery = z.output<typeof ApplicationListQuery>;

export interface ApplicationRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  stage: ApplicationStage;
  createdAt: string;
  hasResume: boolean;
  /** The state-tracking entry still to make after a hire. */
  stateTracking: StateTrackingDue | null;
}

export interface ApplicationNote {
  id: number;
  authorEmail: string;
  body: string;
  at: string;
}

/** The résumé as stored: its name, type and size, or when the retention policy deleted it. */
export interface ResumeFacts {
  fileName: string | null;
  type: 'pdf' | 'docx' | null;
  bytes: number | null;
  deletedAt: string | null;
}

export interface ApplicationDetail {
  id: string;
  postingId: string;
  postingTitle: string;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  attested21At: string;
  consentedToKeepAt: string;
  /** Null when the applicant sent none. */
  resume: ResumeFacts | null;
  stage: ApplicationStage;
  rejectedReason: string | null;
  ageVerifiedAt: string | null;
  backgroundCheckedOn: string | null;
  excludedListCheckedOn: string | null;
  hiredOn: string | null;
  stateTrackingEnteredOn: string | null;
  stateTracking: StateTrackingDue | null;
  createdAt: string;
  updatedAt: string;
  notes: ApplicationNote[];
  audit: AuditEntry[];
  /** The store's date, which check dates may not pass. */
  today: string;
}

/** A move along the pipeline: the next stage, a rejection with its reason, or the hire with its date. */
export const StageMove = z.discriminatedUnion(
  'stage',
  [
    z.object({ stage: z.enum(['screening', 'interview', 'offer']) }),
    z.object({
      stage: z.literal('rejected'),
      reason: z
        .string()
        .trim()
        .min(1, 'Say why, for the team (the applicant never sees it).')
        .max(500, 'A reason is at most 500 characters.'),
    }),
    z.object({ stage: z.literal('hired'), hiredOn: day('Choose the day of the hire.') }),
  ],
  'Choose a stage.',
);
export type StageMove = z.input<typeof StageMove>;

/** Michigan's three checks: age verified (stamped now when first ticked), and the days of the two checks. */
export const HiringChecks = z.object({
  ageVerified: z.boolean('Say whether the age was verified.'),
  backgroundCheckedOn: day('Choose the day of the background check.').nullable(),
  excludedListCheckedOn: day('Choose the day the excluded-employee list was checked.').nullable(),
});
export type HiringChecks = z.input<typeof HiringChecks>;

export const StateTrackingEntry = z.object({
  enteredOn: day('Choose the day the hire was entered.'),
});

export const NewApplicationNote = z.object({
  body: z.string().trim().min(1, 'Write the note first.').max(2000, 'A note is at most 2,000 characters.'),
});
