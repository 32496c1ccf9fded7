/**
 * The jobs' words: a posting's employment type (`job_postings.employment_type`, mapped to Google's
 * JobPosting values) and status, and an application's stage (`job_applications.stage`), each list
 * the one source of its type.
 */

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'temporary', 'seasonal', 'intern'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  temporary: 'Temporary',
  seasonal: 'Seasonal',
  intern: 'Internship',
};

/** schema.org JobPosting `employmentType` (Google's list); seasonal work is temporary to Google. */
export const EMPLOYMENT_TYPE_SCHEMA: Readonly<Record<EmploymentType, string>> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  temporary: 'TEMPORARY',
  seasonal: 'TEMPORARY',
  intern: 'INTERN',
};

export const JOB_POSTING_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobPostingStatus = (typeof JOB_POSTING_STATUSES)[number];

export const PAY_UNITS = ['hour', 'year'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

/** new → screening → interview → offer → hired, or rejected (with a reason) from any stage before hired. */
export const APPLICATION_STAGES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const APPLICATION_STAGE_LABELS: Readonly<Record<ApplicationStage, string>> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Not selected',
};
