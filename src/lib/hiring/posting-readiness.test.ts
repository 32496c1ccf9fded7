import { describe, expect, it } from 'vitest';
import { checkPostingReadiness, readinessProblem, type PostingForReadiness } from './posting-readiness.ts';

const NOW = new Date('2026-06-10T16:00:00Z');
const at = { now: NOW, timeZone: 'America/Detroit' };

const ready: PostingForReadiness = {
  title: 'Budtender',
  description: 'Greet shoppers and explain the menu.',
  status: 'draft',
  postedAt: null,
  closesAt: '2026-07-01T03:59:00Z',
  employmentType: 'part_time',
  payMinCents: 1700,
  payMaxCents: 2000,
  payUnit: 'hour',
  locationName: null,
  organizationName: 'River Raisin Cannabis Co.',
  storeAddress: { street: '418 E Front St', city: 'Monroe', region: 'MI', postalCode: '48162' },
  directApply: true,
};

const says = (posting: PostingForReadiness) =>
  Object.fromEntries(checkPostingReadiness(posting, at).items.map((item) => [item.property, item.says]));

describe('job posting readiness', () => {
  it('is complete when every required and recommended property is there', () => {
    const readiness = checkPostingReadiness(ready, at);
    expect(readiness).toMatchObject({ ready: true, complete: true });
    expect(readiness.items.map((item) => item.property)).toEqual([
      'title',
      'description',
      'datePosted',
      'validThrough',
      'employmentType',
      'baseSalary',
      'hiringOrganization',
      'jobLocation',
      'directApply',
    ]);
    expect(says(ready)).toMatchObject({
      datePosted: 'Set to the day you publish.',
      validThrough: 'Applications close Jun 30, 2026.',
      baseSalary: '$17.00–$20.00 an hour',
      jobLocation: '418 E Front St, Monroe, MI 48162 (the store’s address).',
    });
    expect(readinessProblem(readiness)).toBeNull();
  });

  it('says what a required property lacks, and that it stops the posting', () => {
    const readiness = checkPostingReadiness({ ...ready, title: ' ', description: '' }, at);
    expect(readiness.ready).toBe(false);
    expect(readiness.items.filter((item) => item.blocks).map((item) => item.property)).toEqual([
      'title',
      'description',
    ]);
    expect(readinessProblem(readiness)).toBe(
      'Not ready to go out. Add a title: the job’s name, e.g. Budtender. Add a description: what the work is, the hours, and who you are looking for.',
    );
  });

  it('warns of the recommended ones without stopping the posting', () => {
    const readiness = checkPostingReadiness(
      { ...ready, closesAt: null, payMinCents: null, payMaxCents: null, payUnit: null },
      at,
    );
    expect(readiness).toMatchObject({ ready: true, complete: false });
    expect(readiness.items.filter((item) => !item.ok).map((item) => [item.property, item.required])).toEqual([
      ['validThrough', false],
      ['baseSalary', false],
    ]);
  });

  it('stops a posting whose closing date has passed', () => {
    const readiness = checkPostingReadiness({ ...ready, closesAt: '2026-06-10T03:59:00Z' }, at);
    expect(readiness.ready).toBe(false);
    expect(says({ ...ready, closesAt: '2026-06-10T03:59:00Z' }).validThrough).toBe(
      'The closing date (Jun 9, 2026) has passed: choose a later one, or close the posting.',
    );
  });

  it('reads pay of one figure or a yearly rate, and a place of work of its own', () => {
    expect(says({ ...ready, payMinCents: 5_200_000, payMaxCents: null, payUnit: 'year' }).baseSalary).toBe(
      '$52,000.00 a year',
    );
    expect(says({ ...ready, locationName: 'Grow facility, Ida' }).jobLocation).toBe('Grow facility, Ida');
    const nowhere = { ...ready, storeAddress: { ...ready.storeAddress, street: '' }, organizationName: '' };
    expect(
      checkPostingReadiness(nowhere, at)
        .items.filter((item) => item.blocks)
        .map((item) => item.property),
    ).toEqual(['hiringOrganization', 'jobLocation']);
  });

  it('dates a published posting by the store’s calendar', () => {
    expect(says({ ...ready, status: 'open', postedAt: '2026-06-02T02:00:00Z' }).datePosted).toBe('Posted Jun 1, 2026.');
  });
});
