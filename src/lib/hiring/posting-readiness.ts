/**
 * Whether a job posting gives Google's job search what it asks of a JobPosting
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): the required
 * properties (title, description, datePosted, hiringOrganization, jobLocation) and the
 * recommended ones the store can give (validThrough, employmentType, baseSalary, directApply),
 * each said in plain words. It reads a posting as the editor has it, with the store's name and
 * address, so the dashboard checks as an admin types and the server checks the same before a
 * posting goes out.
 */
import { formatCents } from '../money.ts';
import {
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  type JobPostingStatus,
  type PayUnit,
} from '../vocabulary/jobs.ts';

/** schema.org JobPosting properties, by the names the structured data uses. */
export const JOB_POSTING_PROPERTIES = [
  'title',
  'description',
  'datePosted',
  'validThrough',
  'employmentType',
  'baseSalary',
  'hiringOrganization',
  'jobLocation',
  'directApply',
] as const;
export type JobPostingProperty = (typeof JOB_POSTING_PROPERTIES)[number];

/** Google's own split: a posting without a required property is not shown in job search at all. */
export const REQUIRED_PROPERTIES: readonly JobPostingProperty[] = [
  'title',
  'description',
  'datePosted',
  'hiringOrganization',
  'jobLocation',
];

export const PROPERTY_LABELS: Readonly<Record<JobPostingProperty, string>> = {
  title: 'Title',
  description: 'Description',
  datePosted: 'Date posted',
  validThrough: 'Closing date',
  employmentType: 'Type of work',
  baseSalary: 'Pay',
  hiringOrganization: 'Employer',
  jobLocation: 'Place of work',
  directApply: 'Apply on the store’s site',
};

/** A posting as the readiness check reads it: the editor's fields, and the store's facts. */
export interface PostingForReadiness {
  title: string;
  description: string;
  status: JobPostingStatus;
  /** ISO instants. */
  postedAt: string | null;
  closesAt: string | null;
  employmentType: EmploymentType;
  payMinCents: number | null;
  payMaxCents: number | null;
  payUnit: PayUnit | null;
  locationName: string | null;
  /** The store's name (settings), the employer. */
  organizationName: string;
  /** The store's address (settings): where the work is unless `locationName` says otherwise. */
  storeAddress: { street: string; city: string; region: string; postalCode: string };
  /** Applicants apply on the posting's own page rather than elsewhere. */
  directApply: boolean;
}

export interface ReadinessItem {
  property: JobPostingProperty;
  label: string;
  required: boolean;
  ok: boolean;
  /** What is there, or what is missing and how to give it. */
  says: string;
  /** Not ok, and the posting may not go out until it is. */
  blocks: boolean;
}

export interface PostingReadiness {
  items: ReadinessItem[];
  /** Nothing stops it going out. */
  ready: boolean;
  /** Everything Google asks for and recommends is there. */
  complete: boolean;
}

function day(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

export function payText(posting: Pick<PostingForReadiness, 'payMinCents' | 'payMaxCents' | 'payUnit'>): string {
  const { payMinCents: min, payMaxCents: max, payUnit } = posting;
  const per = payUnit === 'year' ? 'a year' : 'an hour';
  if (min !== null && max !== null && min !== max) return `${formatCents(min)}–${formatCents(max)} ${per}`;
  if (min !== null || max !== null) return `${formatCents((min ?? max)!)} ${per}`;
  return '';
}

function item(
  property: JobPostingProperty,
  ok: boolean,
  says: string,
  { blocks = !ok && REQUIRED_PROPERTIES.includes(property) }: { blocks?: boolean } = {},
): ReadinessItem {
  const required = REQUIRED_PROPERTIES.includes(property);
  return { property, label: PROPERTY_LABELS[property], required, ok, says, blocks };
}

/** Each property's state at `now`, in the structured data's order. */
export function checkPostingReadiness(
  posting: PostingForReadiness,
  { now, timeZone }: { now: Date; timeZone: string },
): PostingReadiness {
  const title = posting.title.trim();
  const address = posting.storeAddress;
  const hasStoreAddress = [address.street, address.city, address.region, address.postalCode].every(
    (part) => part.trim() !== '',
  );
  const closed = posting.closesAt !== null && new Date(posting.closesAt) <= now;
  const pay = payText(posting);
  const items = [
    item('title', title !== '', title !== '' ? `“${title}”` : 'Add a title: the job’s name, e.g. Budtender.'),
    item(
      'description',
      posting.description.trim() !== '',
      posting.description.trim() !== ''
        ? 'Written.'
        : 'Add a description: what the work is, the hours, and who you are looking for.',
    ),
    item(
      'datePosted',
      true,
      posting.postedAt ? `Posted ${day(posting.postedAt, timeZone)}.` : 'Set to the day you publish.',
    ),
    item(
      'validThrough',
      posting.closesAt !== null && !closed,
      posting.closesAt === null
        ? 'Add a closing date: without one, job search treats the posting as open for ever.'
        : closed
          ? `The closing date (${day(posting.closesAt, timeZone)}) has passed: choose a later one, or close the posting.`
          : `Applications close ${day(posting.closesAt, timeZone)}.`,
      { blocks: closed },
    ),
    item('employmentType', true, EMPLOYMENT_TYPE_LABELS[posting.employmentType]),
    item(
      'baseSalary',
      pay !== '',
      pay !== '' ? pay : 'Add the pay: a range (or one figure) and whether it is an hourly or a yearly rate.',
    ),
    item(
      'hiringOrganization',
      posting.organizationName.trim() !== '',
      posting.organizationName.trim() !== ''
        ? `${posting.organizationName.trim()} (the store’s name in Settings).`
        : 'Give the store its name in Settings.',
    ),
    item(
      'jobLocation',
      posting.locationName !== null || hasStoreAddress,
      posting.locationName !== null
        ? posting.locationName
        : hasStoreAddress
          ? `${address.street}, ${address.city}, ${address.region} ${address.postalCode} (the store’s address).`
          : 'Add the store’s address in Settings, or say where the work is.',
    ),
    item(
      'directApply',
      posting.directApply,
      posting.directApply
        ? 'Applicants apply on the posting’s own page.'
        : 'Applicants cannot apply on the store’s site.',
    ),
  ];
  return {
    items,
    ready: items.every((entry) => !entry.blocks),
    complete: items.every((entry) => entry.ok),
  };
}

/** The items that stop a posting going out, as one sentence. */
export function readinessProblem(readiness: PostingReadiness): string | null {
  const blocking = readiness.items.filter((entry) => entry.blocks);
  if (blocking.length === 0) return null;
  return `Not ready to go out. ${blocking.map((entry) => entry.says).join(' ')}`;
}
