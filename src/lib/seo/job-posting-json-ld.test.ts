import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, type JobPostingFacts } from './job-posting-json-ld.ts';

const facts: JobPostingFacts = {
  title: 'Budtender',
  descriptionHtml: '<p>Help shoppers find what suits them.</p>',
  path: '/learn/jobs/budtender',
  postedAt: new Date('2026-11-01T13:00:00Z'),
  closesAt: new Date('2026-12-31T04:59:59Z'),
  employmentType: 'full_time',
  pay: { minCents: 1700, maxCents: 2100, unit: 'hour' },
  organization: { name: 'River Raisin Cannabis Co.', logoPath: '/media/theme/logo.webp' },
  location: {
    street: '1 Front St',
    city: 'Monroe',
    region: 'MI',
    postalCode: '48161',
    country: 'US',
  },
};

describe('jobPostingJsonLd', () => {
  it("carries every field Google's JobPosting requires and recommends", () => {
    expect(jobPostingJsonLd(facts, 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Budtender',
      description: '<p>Help shoppers find what suits them.</p>',
      url: 'https://shop.example/learn/jobs/budtender',
      datePosted: '2026-11-01T13:00:00.000Z',
      validThrough: '2026-12-31T04:59:59.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'River Raisin Cannabis Co.',
        sameAs: 'https://shop.example/',
        logo: 'https://shop.example/media/theme/logo.webp',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 Front St',
          addressLocality: 'Monroe',
          addressRegion: 'MI',
          postalCode: '48161',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 17, maxValue: 21, unitText: 'HOUR' },
      },
      directApply: true,
    });
  });

  it('gives one amount for a single pay figure, names another location, and maps seasonal work to TEMPORARY', () => {
    const data = jobPostingJsonLd(
      {
        ...facts,
        employmentType: 'seasonal',
        pay: { minCents: 4_500_000, maxCents: null, unit: 'year' },
        location: { ...facts.location, name: 'Grow facility' },
      },
      'https://shop.example',
    );
    expect(data.employmentType).toBe('TEMPORARY');
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 45000, unitText: 'YEAR' },
    });
    expect((data.jobLocation as { name?: string }).name).toBe('Grow facility');
  });

  it('leaves out validThrough and baseSalary it cannot know', () => {
    const data = jobPostingJsonLd({ ...facts, closesAt: null, pay: null }, 'https://shop.example');
    expect(data).not.toHaveProperty('validThrough');
    expect(data).not.toHaveProperty('baseSalary');
    expect(data.directApply).toBe(true);
  });
});
