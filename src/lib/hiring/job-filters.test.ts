import { describe, expect, it } from 'vitest';
import { hasJobFilters, jobFiltersQuery, NO_JOB_FILTERS, parseJobFilters } from './job-filters.ts';
import { payText } from './job-pay.ts';

describe('parseJobFilters', () => {
  it('reads the words it knows and trims the free text', () => {
    const filters = parseJobFilters(
      new URLSearchParams('type=part_time&department=%20Retail%20&pay=hour&q=bud%20%20tender'),
    );
    expect(filters).toEqual({ type: 'part_time', department: 'Retail', pay: 'hour', q: 'bud tender' });
    expect(jobFiltersQuery(filters)).toBe('?type=part_time&department=Retail&pay=hour&q=bud+tender');
  });

  it('treats unknown words and empty fields as no filter', () => {
    const filters = parseJobFilters(new URLSearchParams('type=forever&pay=week&q=%20&department='));
    expect(filters).toEqual(NO_JOB_FILTERS);
    expect(hasJobFilters(filters)).toBe(false);
    expect(jobFiltersQuery(filters)).toBe('');
  });
});

describe('payText', () => {
  it('says a range, one end or one amount with its unit', () => {
    expect(payText({ minCents: 1700, maxCents: 2150, unit: 'hour' })).toBe('$17–$21.50 an hour');
    expect(payText({ minCents: 4_500_000, maxCents: null, unit: 'year' })).toBe('From $45,000 a year');
    expect(payText({ minCents: null, maxCents: 1950, unit: 'hour' })).toBe('Up to $19.50 an hour');
    expect(payText({ minCents: 1800, maxCents: 1800, unit: 'hour' })).toBe('$18 an hour');
  });
});
