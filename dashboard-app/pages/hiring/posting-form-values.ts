import { closingInstant, type JobPostingInput, type PostingEditorData } from '#lib/hiring/job-postings.ts';
import { dollarsText, parseDollars } from '#lib/staff/typed-numbers.ts';
import type { PostingForReadiness } from '#lib/hiring/posting-readiness.ts';
import type { EmploymentType, PayUnit } from '#lib/vocabulary/jobs.ts';

/** The posting form's fields as typed: text throughout, pay in dollars. */
export interface PostingFormValues {
  slug: string;
  title: string;
  employmentType: EmploymentType;
  department: string;
  summary: string;
  description: string;
  payMin: string;
  payMax: string;
  payUnit: PayUnit | '';
  locationName: string;
  closesOn: string;
}

export const BLANK_POSTING: PostingFormValues = {
  slug: '',
  title: '',
  employmentType: 'part_time',
  department: '',
  summary: '',
  description: '',
  payMin: '',
  payMax: '',
  payUnit: 'hour',
  locationName: '',
  closesOn: '',
};

export function valuesOf(posting: PostingEditorData['posting']): PostingFormValues {
  return {
    slug: posting.slug,
    title: posting.title,
    employmentType: posting.employmentType,
    department: posting.department,
    summary: posting.summary,
    description: posting.description,
    payMin: posting.payMinCents === null ? '' : dollarsText(posting.payMinCents),
    payMax: posting.payMaxCents === null ? '' : dollarsText(posting.payMaxCents),
    payUnit: posting.payUnit ?? (posting.payMinCents === null && posting.payMaxCents === null ? 'hour' : ''),
    locationName: posting.locationName ?? '',
    closesOn: posting.closesOn ?? '',
  };
}

function cents(text: string): number | null | { message: string } {
  if (text.trim() === '') return null;
  const typed = parseDollars(text);
  return typed.ok ? typed.value : { message: typed.message };
}

/**
 * What the endpoint takes, or the messages beside the pay fields that do not read as dollars.
 * The rate goes with pay only: with no pay typed, none is sent.
 */
export function inputOf(
  values: PostingFormValues,
): { ok: true; input: JobPostingInput } | { ok: false; fields: Record<string, string> } {
  const min = cents(values.payMin);
  const max = cents(values.payMax);
  const fields: Record<string, string> = {};
  if (typeof min === 'object' && min !== null) fields.payMinCents = min.message;
  if (typeof max === 'object' && max !== null) fields.payMaxCents = max.message;
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const payMinCents = min as number | null;
  const payMaxCents = max as number | null;
  const hasPay = payMinCents !== null || payMaxCents !== null;
  return {
    ok: true,
    input: {
      slug: values.slug,
      title: values.title,
      employmentType: values.employmentType,
      department: values.department,
      summary: values.summary,
      description: values.description,
      payMinCents,
      payMaxCents,
      payUnit: hasPay && values.payUnit !== '' ? values.payUnit : null,
      locationName: values.locationName,
      closesOn: values.closesOn === '' ? null : values.closesOn,
    },
  };
}

/** The form as the readiness check reads it: pay that does not read yet counts as none. */
export function readinessInput(
  values: PostingFormValues,
  { status, postedAt, timeZone }: { status: PostingForReadiness['status']; postedAt: string | null; timeZone: string },
  storeFacts: Pick<PostingForReadiness, 'organizationName' | 'storeAddress' | 'directApply'>,
): PostingForReadiness {
  const min = cents(values.payMin);
  const max = cents(values.payMax);
  const closesOn = /^\d{4}-\d{2}-\d{2}$/.test(values.closesOn) ? values.closesOn : null;
  return {
    title: values.title,
    description: values.description,
    status,
    postedAt,
    closesAt: closingInstant(closesOn, timeZone)?.toISOString() ?? null,
    employmentType: values.employmentType,
    payMinCents: typeof min === 'number' ? min : null,
    payMaxCents: typeof max === 'number' ? max : null,
    payUnit: values.payUnit === '' ? null : values.payUnit,
    locationName: values.locationName.trim() === '' ? null : values.locationName.trim(),
    ...storeFacts,
  };
}
