import type { Queryable } from '#server/db/index.ts';

/**
 * The demo store's job postings, dated from the seed's clock: a full-time budtender job paid by
 * the hour and a part-time inventory job, both open; one the store closed; and one whose closing
 * date had passed when the seed ran (open, but no longer public).
 */
const DAY_MS = 86_400_000;

interface SeedPosting {
  slug: string;
  title: string;
  employmentType: 'full_time' | 'part_time';
  department: string;
  summary: string;
  description: string;
  pay: { minCents: number; maxCents: number; unit: 'hour' | 'year' } | null;
  status: 'open' | 'closed';
  /** Days before the seed's day. */
  postedDaysAgo: number;
  /** Days after the seed's day (negative: already past); null for no closing date. */
  closesInDays: number | null;
}

export const SEED_JOB_POSTINGS: readonly SeedPosting[] = [
  {
    slug: 'budtender',
    title: 'Budtender',
    employmentType: 'full_time',
    department: 'Retail',
    summary:
      'Help shoppers at the counter find the right product, explain lab results and keep every sale within the law.',
    description: `## What you will do

- Greet shoppers, check IDs and help them choose from the menu.
- Explain potency, terpenes and the batch lab results of each product.
- Keep every sale within Michigan's purchase limits and pack pickup orders.

## What we ask

- You are 21 or older and can pass a background check, as Michigan requires.
- Retail or hospitality experience helps; we train you on the products.
- Evenings and one weekend day each week.

## What we offer

Full-time hours, paid time off and a staff discount.`,
    pay: { minCents: 1700, maxCents: 2100, unit: 'hour' },
    status: 'open',
    postedDaysAgo: 10,
    closesInDays: 50,
  },
  {
    slug: 'inventory-associate',
    title: 'Inventory associate',
    employmentType: 'part_time',
    department: 'Operations',
    summary: 'Receive deliveries, count stock and keep the state tracking system in step with the shelves.',
    description: `## What you will do

- Receive and check deliveries against their manifests.
- Count stock each week and correct the menu's numbers.
- Enter transfers in the state's tracking system.

## What we ask

You are 21 or older, careful with numbers and can lift 40 pounds. About 20 hours a week, mornings.`,
    pay: { minCents: 1650, maxCents: 1900, unit: 'hour' },
    status: 'open',
    postedDaysAgo: 3,
    closesInDays: 40,
  },
  {
    slug: 'store-manager',
    title: 'Store manager',
    employmentType: 'full_time',
    department: 'Management',
    summary: 'Lead the store team. This job has been filled.',
    description: 'Lead the store team, its schedule and its compliance. This job has been filled.',
    pay: { minCents: 5_500_000, maxCents: 6_500_000, unit: 'year' },
    status: 'closed',
    postedDaysAgo: 90,
    closesInDays: null,
  },
  {
    slug: 'holiday-stock-helper',
    title: 'Holiday stock helper',
    employmentType: 'part_time',
    department: 'Operations',
    summary: 'Extra hands for the holiday stock counts. Applications have closed.',
    description: 'Help count and shelve stock over the holidays. Applications have closed.',
    pay: { minCents: 1600, maxCents: 1600, unit: 'hour' },
    status: 'open',
    postedDaysAgo: 30,
    closesInDays: -1,
  },
];

/** Inserts the demo postings; a slug already there is left as it is. Returns how many were added. */
export async function insertJobPostings(tx: Queryable, now: Date): Promise<number> {
  let inserted = 0;
  for (const posting of SEED_JOB_POSTINGS) {
    const postedAt = new Date(now.getTime() - posting.postedDaysAgo * DAY_MS);
    const closesAt = posting.closesInDays === null ? null : new Date(now.getTime() + posting.closesInDays * DAY_MS);
    const rows = await tx.query(
      `insert into job_postings
         (slug, title, employment_type, department, summary, description, pay_min_cents, pay_max_cents, pay_unit,
          status, posted_at, closes_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $11, $11)
       on conflict (slug) do nothing
       returning id`,
      [
        posting.slug,
        posting.title,
        posting.employmentType,
        posting.department,
        posting.summary,
        posting.description,
        posting.pay?.minCents ?? null,
        posting.pay?.maxCents ?? null,
        posting.pay?.unit ?? null,
        posting.status,
        postedAt,
        closesAt,
      ],
    );
    inserted += rows.length;
  }
  return inserted;
}
