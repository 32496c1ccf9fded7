/**
 * The dashboard's job postings, as the list, the editor and their endpoints share them: what each
 * request sends (the schemas every endpoint parses) and what each answers.
 */
import { z } from 'zod';
import { overrideReasonField } from '../compliance/override.ts';
import type { PostingForReadiness } from './posting-readiness.ts';
import { zonedInstant } from '../pickup/zoned-time.ts';
import {
  APPLICATION_STAGES,
  EMPLOYMENT_TYPES,
  JOB_POSTING_STATUSES,
  PAY_UNITS,
  type ApplicationStage,
  type EmploymentType,
  type JobPostingStatus,
  type PayUnit,
} from '../vocabulary/jobs.ts';
import type { AuditEntry } from '../staff/audit-entry.ts';
import { MAX_PRICE_CENTS } from '../staff/typed-numbers.ts';

/** Where a posting is public: `/learn/jobs/{slug}`. */
export const JOBS_PATH = '/learn/jobs';

export function postingPath(slug: string): string {
  return `${JOBS_PATH}/${slug}`;
}

/** Applications close at the last minute of the chosen day ('YYYY-MM-DD') on the store's clock. */
export function closingInstant(closesOn: string | null, timeZone: string): Date | null {
  return closesOn === null ? null : zonedInstant(closesOn, 23 * 60 + 59, timeZone);
}

/** What the list says of a posting: its status, or "expired" for an open one past its closing date. */
export const POSTING_LIST_STATES = [...JOB_POSTING_STATUSES, 'expired'] as const;
export type PostingListState = (typeof POSTING_LIST_STATES)[number];

export const POSTING_LIST_STATE_LABELS: Readonly<Record<PostingListState, string>> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
  expired: 'Expired (closing date passed)',
};

export type StageCounts = Record<ApplicationStage, number>;

export function emptyStageCounts(): StageCounts {
  return Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as StageCounts;
}

export interface PostingListRow {
  id: string;
  slug: string;
  title: string;
  department: string;
  employmentType: EmploymentType;
  state: PostingListState;
  postedAt: string | null;
  closesAt: string | null;
  updatedAt: string;
  applications: StageCounts;
}

export const PostingListQuery = z.object({
  state: z.enum(POSTING_LIST_STATES).optional().catch(undefined),
});

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const cents = (name: string) =>
  z
    .number(`${name} is an amount in cents.`)
    .int(`${name} is an amount in cents.`)
    .positive(`${name} must be more than $0.`)
    .max(MAX_PRICE_CENTS, `${name} is at most $100,000.00.`)
    .nullable();

/** A posting's fields as the editor sends them (new, or saved over the old). */
export const JobPostingInput = z
  .object({
    slug: z
      .string()
      .trim()
      .regex(SLUG, 'Lower-case letters and digits joined by hyphens, e.g. budtender.')
      .max(80, 'At most 80 characters.')
      // `/learn/jobs/application` is the applicants' own page (their emailed link's, decision 50).
      .refine((slug) => slug !== 'application', 'That address is the applicants’ own page; choose another.'),
    title: z.string().trim().min(1, 'A posting needs a title.').max(120, 'A title is at most 120 characters.'),
    employmentType: z.enum(EMPLOYMENT_TYPES, 'Choose the type of work.'),
    department: z.string().trim().max(80, 'A department is at most 80 characters.'),
    summary: z.string().trim().max(300, 'A summary is at most 300 characters.'),
    description: z.string().max(20_000, 'The description is at most 20,000 characters.'),
    payMinCents: cents('The lowest pay'),
    payMaxCents: cents('The highest pay'),
    payUnit: z.enum(PAY_UNITS, 'Choose hourly or yearly.').nullable(),
    /** Where the work is, when not at the store's address; blank is the store. */
    locationName: z
      .string()
      .max(200, 'A place of work is at most 200 characters.')
      .nullable()
      .transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
    /** The last day applications are taken, on the store's calendar. */
    closesOn: z.string().regex(DAY, 'Choose a day.').nullable(),
    /** Why an open posting may change despite block findings of the advertising rules. */
    overrideReason: overrideReasonField,
  })
  .superRefine((input, context) => {
    const hasPay = input.payMinCents !== null || input.payMaxCents !== null;
    if (hasPay && input.payUnit === null) {
      context.addIssue({ code: 'custom', path: ['payUnit'], message: 'Say whether the pay is hourly or yearly.' });
    }
    if (!hasPay && input.payUnit !== null) {
      context.addIssue({ code: 'custom', path: ['payMinCents'], message: 'Give the pay, or leave the rate empty.' });
    }
    if (input.payMinCents !== null && input.payMaxCents !== null && input.payMaxCents < input.payMinCents) {
      context.addIssue({
        code: 'custom',
        path: ['payMaxCents'],
        message: 'The highest pay cannot be less than the lowest.',
      });
    }
  });
export type JobPostingInput = z.input<typeof JobPostingInput>;
export type JobPostingFields = z.output<typeof JobPostingInput>;

export const PublishPostingRequest = z.object({
  overrideReason: overrideReasonField,
});

/** What the posting form checks against as it is typed: the store's facts, its time zone, the medical-only products. */
export interface PostingFormContext {
  /** The rest of what the readiness check reads: the store's name and address, and how applicants apply. */
  storeFacts: Pick<PostingForReadiness, 'organizationName' | 'storeAddress' | 'directApply'>;
  timeZone: string;
  /** Products for registered patients only, which the compliance check wants named as medical marihuana. */
  medicalOnlyProductNames: string[];
}

/** The editor's data: the posting, what its form checks against, its applications by stage and its history. */
export interface PostingEditorData extends PostingFormContext {
  posting: {
    id: string;
    slug: string;
    title: string;
    employmentType: EmploymentType;
    department: string;
    summary: string;
    description: string;
    payMinCents: number | null;
    payMaxCents: number | null;
    payUnit: PayUnit | null;
    locationName: string | null;
    closesOn: string | null;
    status: JobPostingStatus;
    state: PostingListState;
    postedAt: string | null;
    closesAt: string | null;
    updatedAt: string;
  };
  applications: StageCounts;
  audit: AuditEntry[];
  /** The store's date, for the pipeline's due dates. */
  today: string;
}
