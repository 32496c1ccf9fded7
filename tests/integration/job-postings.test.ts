import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { listOpenPostingPaths, loadJobPostingPage, loadJobsList } from '#server/hiring/index.ts';
import { listSitemapEntries } from '#server/seo/sitemap.ts';
import { DAY_MS, insertPosting, JOB_SETTINGS } from '../support/job-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/** Postings as the public sees them, at a `now` the test controls; dates relative to it. */
const now = new Date('2026-11-28T15:00:00Z');
const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);

describe(`public job postings on ${testEngine}`, () => {
  let db: Database;
  const request = () => ({ db, settings: JOB_SETTINGS, origin: 'https://shop.example', now });

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPosting(db, { slug: 'budtender', postedAt: daysFromNow(-10), closesAt: daysFromNow(30) });
    await insertPosting(db, {
      slug: 'inventory-associate',
      title: 'Inventory associate',
      employmentType: 'part_time',
      department: 'Operations',
      summary: 'Count stock and receive deliveries.',
      pay: { min: 1650, max: 1900, unit: 'hour' },
      postedAt: daysFromNow(-2),
    });
    await insertPosting(db, {
      slug: 'store-manager',
      title: 'Store manager',
      department: 'Management',
      pay: { min: 5_500_000, max: null, unit: 'year' },
      postedAt: daysFromNow(-5),
      locationName: 'Grow facility, Dundee',
    });
    await insertPosting(db, {
      slug: 'expired',
      title: 'Holiday helper',
      postedAt: daysFromNow(-30),
      closesAt: daysFromNow(-1),
    });
    await insertPosting(db, { slug: 'closed', title: 'Closed job', status: 'closed', postedAt: daysFromNow(-30) });
    await insertPosting(db, { slug: 'draft', title: 'Draft job', status: 'draft' });
    await insertPosting(db, { slug: 'not-yet', title: 'Next month', postedAt: daysFromNow(3) });
  });
  afterAll(() => db.close());

  it('lists only open postings, newest first, with their type, pay, place and date', async () => {
    const view = await loadJobsList(request(), new URLSearchParams());
    expect(view.postings.map((posting) => posting.slug)).toEqual(['inventory-associate', 'store-manager', 'budtender']);
    expect(view.postings[0]).toMatchObject({
      title: 'Inventory associate',
      type: 'Part-time',
      pay: '$16.50–$19 an hour',
      location: 'Monroe, MI',
      posted: { iso: daysFromNow(-2).toISOString(), text: 'November 26, 2026' },
    });
    expect(view.postings[1]).toMatchObject({ pay: 'From $55,000 a year', location: 'Grow facility, Dundee' });
    expect(view.departments).toEqual(['Management', 'Operations', 'Retail']);
    expect(view.filtered).toBe(false);
  });

  it('filters by type, department, pay unit and words, alone and together', async () => {
    const slugs = async (query: string) =>
      (await loadJobsList(request(), new URLSearchParams(query))).postings.map((posting) => posting.slug);
    expect(await slugs('type=part_time')).toEqual(['inventory-associate']);
    expect(await slugs('department=retail')).toEqual(['budtender']);
    expect(await slugs('pay=year')).toEqual(['store-manager']);
    expect(await slugs('q=STOCK')).toEqual(['inventory-associate']);
    expect(await slugs('q=100%25_off')).toEqual([]);
    expect(await slugs('type=full_time&pay=hour')).toEqual(['budtender']);
    expect(await slugs('type=nonsense')).toHaveLength(3);
  });

  it('shows an open posting with its JobPosting data, cached no longer than it is open', async () => {
    const view = await loadJobPostingPage(request(), 'budtender');
    expect(view?.state).toBe('open');
    expect(view?.html).toContain('<h2');
    expect(view?.expiresAt).toEqual(daysFromNow(30));
    const [jobPosting] = view!.jsonLd;
    expect(jobPosting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Budtender',
      datePosted: daysFromNow(-10).toISOString(),
      validThrough: daysFromNow(30).toISOString(),
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: { name: 'Lakeside Cannabis' },
      jobLocation: { address: { streetAddress: '1 Main St', addressLocality: 'Monroe' } },
      baseSalary: { currency: 'USD', value: { minValue: 17, maxValue: 21, unitText: 'HOUR' } },
    });
    expect(String(jobPosting!.description)).toContain('Help shoppers find what suits them.');
  });

  it('says a closed or expired posting is closed, without structured data', async () => {
    for (const slug of ['closed', 'expired']) {
      const view = await loadJobPostingPage(request(), slug);
      expect(view?.state).toBe('closed');
      expect(view?.jsonLd).toEqual([]);
    }
    // The moment a posting's closing time comes, it is closed.
    const atClosing = await loadJobPostingPage({ ...request(), now: daysFromNow(30) }, 'budtender');
    expect(atClosing?.state).toBe('closed');
  });

  it('has no page for a draft, a posting not posted yet, or a slug with no posting', async () => {
    for (const slug of ['draft', 'not-yet', 'nothing-here']) {
      expect(await loadJobPostingPage(request(), slug)).toBeNull();
    }
  });

  it('puts the open postings and the jobs list in the sitemap, and takes an expired one out', async () => {
    expect((await listOpenPostingPaths(db, now)).map((entry) => entry.path)).toEqual([
      '/learn/jobs/budtender',
      '/learn/jobs/inventory-associate',
      '/learn/jobs/store-manager',
    ]);
    const sitemapPaths = async (at: Date) => {
      const paths: string[] = [];
      for await (const batch of listSitemapEntries(db, { now: at })) paths.push(...batch.map((entry) => entry.path));
      return paths.filter((path) => path.startsWith('/learn/jobs'));
    };
    expect(await sitemapPaths(now)).toEqual([
      '/learn/jobs',
      '/learn/jobs/budtender',
      '/learn/jobs/inventory-associate',
      '/learn/jobs/store-manager',
    ]);
    expect(await sitemapPaths(daysFromNow(31))).not.toContain('/learn/jobs/budtender');
  });
});
