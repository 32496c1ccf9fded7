import { EMPLOYMENT_TYPES, PAY_UNITS, type EmploymentType, type PayUnit } from '../vocabulary/jobs.ts';

/**
 * The open jobs list's filters (`/learn/jobs?type=part_time&department=…&pay=hour&q=…`), a GET
 * form that works without JavaScript. A value that is not one of the words is no filter, so an
 * old or hand-made link still lists jobs instead of failing.
 */
export interface JobFilters {
  type: EmploymentType | null;
  department: string | null;
  pay: PayUnit | null;
  /** Words to find in the title, summary or department. */
  q: string | null;
}

export const NO_JOB_FILTERS: JobFilters = { type: null, department: null, pay: null, q: null };

function oneOf<T extends string>(words: readonly T[], value: string | null): T | null {
  return value !== null && (words as readonly string[]).includes(value) ? (value as T) : null;
}

function text(value: string | null, max: number): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim().slice(0, max) ?? '';
  return trimmed === '' ? null : trimmed;
}

export function parseJobFilters(params: URLSearchParams): JobFilters {
  return {
    type: oneOf(EMPLOYMENT_TYPES, params.get('type')),
    department: text(params.get('department'), 80),
    pay: oneOf(PAY_UNITS, params.get('pay')),
    q: text(params.get('q'), 100),
  };
}

export function hasJobFilters(filters: JobFilters): boolean {
  return Object.values(filters).some((value) => value !== null);
}

/** The filters as the list's canonical query string ('' without any). */
export function jobFiltersQuery(filters: JobFilters): string {
  const params = new URLSearchParams();
  for (const key of ['type', 'department', 'pay', 'q'] as const) {
    const value = filters[key];
    if (value !== null) params.set(key, value);
  }
  return params.size > 0 ? `?${params}` : '';
}
