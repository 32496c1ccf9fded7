import type { JobPay } from '../hiring/job-pay.ts';
import { EMPLOYMENT_TYPE_SCHEMA, type EmploymentType } from '../vocabulary/jobs.ts';
import { absoluteUrl, type JsonLd } from './json-ld.ts';

/** A posting as search engines read it: Google's JobPosting, required and recommended fields. */
export interface JobPostingFacts {
  title: string;
  /** The description as the page shows it (sanitised HTML, which Google asks for). */
  descriptionHtml: string;
  path: string;
  postedAt: Date;
  /** The closing time (validThrough); a posting without one runs until it is closed. */
  closesAt: Date | null;
  employmentType: EmploymentType;
  pay: JobPay | null;
  /** The store, hiring. */
  organization: { name: string; logoPath?: string | null };
  /** Where the work is: the store's address, named otherwise when the posting says so. */
  location: {
    name?: string | null;
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
}

const PAY_UNIT_TEXT = { hour: 'HOUR', year: 'YEAR' } as const;

function baseSalary(pay: JobPay): JsonLd | null {
  const { minCents, maxCents } = pay;
  if (minCents === null && maxCents === null) return null;
  const amount = (cents: number) => cents / 100;
  const value: JsonLd =
    minCents !== null && maxCents !== null && minCents !== maxCents
      ? { '@type': 'QuantitativeValue', minValue: amount(minCents), maxValue: amount(maxCents) }
      : { '@type': 'QuantitativeValue', value: amount((minCents ?? maxCents)!) };
  return {
    '@type': 'MonetaryAmount',
    currency: 'USD',
    value: { ...value, unitText: PAY_UNIT_TEXT[pay.unit] },
  };
}

/**
 * A schema.org JobPosting with absolute URLs on `origin`: title, description, datePosted,
 * validThrough (when the posting closes), employmentType, baseSalary (when the pay is given),
 * hiringOrganization, jobLocation and directApply (applications are taken on the page itself).
 */
export function jobPostingJsonLd(facts: JobPostingFacts, origin: string): JsonLd {
  const { location, organization } = facts;
  const salary = facts.pay ? baseSalary(facts.pay) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: facts.title,
    description: facts.descriptionHtml,
    url: absoluteUrl(facts.path, origin),
    datePosted: facts.postedAt.toISOString(),
    ...(facts.closesAt ? { validThrough: facts.closesAt.toISOString() } : {}),
    employmentType: EMPLOYMENT_TYPE_SCHEMA[facts.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: absoluteUrl('/', origin),
      ...(organization.logoPath ? { logo: absoluteUrl(organization.logoPath, origin) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      ...(location.name ? { name: location.name } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: location.street,
        addressLocality: location.city,
        addressRegion: location.region,
        postalCode: location.postalCode,
        addressCountry: location.country,
      },
    },
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
  };
}
