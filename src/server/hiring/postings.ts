import type { JobFilters } from '#lib/hiring/job-filters.ts';
import type { JobPay } from '#lib/hiring/job-pay.ts';
import type { EmploymentType, JobPostingStatus, PayUnit } from '#lib/vocabulary/jobs.ts';
import type { Queryable } from '../db/database.ts';
import { containsPattern } from '../db/like-patterns.ts';

/**
 * The job postings as the public sees them. A posting is public while it is `open`, was posted
 * by `now`, and its closing time (if any) is still ahead: the same rule for the list, the page,
 * the sitemap and applying, always at a `now` the caller passes.
 */

export interface PublicPosting {
  id: string;
  slug: string;
  title: string;
  employmentType: EmploymentType;
  department: string;
  summary: string;
  /** Markdown, rendered like the content pages. */
  description: string;
  pay: JobPay | null;
  /** Where the work is when not at the store's own address. */
  locationName: string | null;
  postedAt: Date;
  closesAt: Date | null;
  updatedAt: Date;
}

/** A `job_postings` row as read by both the public pages and the dashboard (`POSTING_COLUMNS`). */
export interface PostingRow {
  [column: string]: unknown;
  id: string;
  slug: string;
  title: string;
  employment_type: EmploymentType;
  department: string;
  summary: string;
  description: string;
  pay_min_cents: number | null;
  pay_max_cents: number | null;
  pay_unit: PayUnit | null;
  location_name: string | null;
  status: JobPostingStatus;
  posted_at: Date | null;
  closes_at: Date | null;
  updated_at: Date;
}

export const POSTING_COLUMNS = `id, slug, title, employment_type, department, summary, description, pay_min_cents, pay_max_cents,
  pay_unit, location_name, status, posted_at, closes_at, updated_at`;

/** The public rule, with `now` as the parameter `$1`. */
export const PUBLIC_POSTING = `status = 'open' and posted_at <= $1 and (closes_at is null or closes_at > $1)`;

function toPosting(row: PostingRow): PublicPosting {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    employmentType: row.employment_type,
    department: row.department,
    summary: row.summary,
    description: row.description,
    pay: row.pay_unit
      ? {
          minCents: row.pay_min_cents === null ? null : Number(row.pay_min_cents),
          maxCents: row.pay_max_cents === null ? null : Number(row.pay_max_cents),
          unit: row.pay_unit,
        }
      : null,
    locationName: row.location_name,
    postedAt: new Date(row.posted_at!),
    closesAt: row.closes_at === null ? null : new Date(row.closes_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The open postings matching `filters`, newest first. */
export async function listOpenPostings(db: Queryable, now: Date, filters: JobFilters): Promise<PublicPosting[]> {
  const params: unknown[] = [now];
  const where = [PUBLIC_POSTING];
  if (filters.type) {
    params.push(filters.type);
    where.push(`employment_type = $${params.length}`);
  }
  if (filters.department) {
    params.push(filters.department.toLowerCase());
    where.push(`lower(department) = $${params.length}`);
  }
  if (filters.pay) {
    params.push(filters.pay);
    where.push(`pay_unit = $${params.length}`);
  }
  if (filters.q) {
    params.push(containsPattern(filters.q));
    const p = `$${params.length}`;
    where.push(`(lower(title) like ${p} or lower(summary) like ${p} or lower(department) like ${p})`);
  }
  const rows = await db.query<PostingRow>(
    `select ${POSTING_COLUMNS} from job_postings where ${where.join(' and ')} order by posted_at desc, title`,
    params,
  );
  return rows.map(toPosting);
}

/** The departments with an open posting, for the list's filter. */
export async function listOpenDepartments(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db.query<{ department: string }>(
    `select distinct department from job_postings where ${PUBLIC_POSTING} and department <> '' order by department`,
    [now],
  );
  return rows.map((row) => row.department);
}

export type PostingLookup = { state: 'open'; posting: PublicPosting } | { state: 'closed'; posting: PublicPosting };

/**
 * The posting at `slug` as of `now`: open, or closed (closed by staff, or past its closing time);
 * null when there is none, it is a draft, or it is not posted yet.
 */
export async function findPosting(db: Queryable, slug: string, now: Date): Promise<PostingLookup | null> {
  const [row] = await db.query<PostingRow>(`select ${POSTING_COLUMNS} from job_postings where slug = $1`, [slug]);
  if (!row || row.status === 'draft' || row.posted_at === null || new Date(row.posted_at) > now) return null;
  const posting = toPosting(row);
  const open = row.status === 'open' && (posting.closesAt === null || posting.closesAt > now);
  return { state: open ? 'open' : 'closed', posting };
}

/** Every open posting's path and last change, for the sitemap. */
export async function listOpenPostingPaths(db: Queryable, now: Date): Promise<{ path: string; lastmod: Date }[]> {
  const rows = await db.query<{ slug: string; updated_at: Date }>(
    `select slug, updated_at from job_postings where ${PUBLIC_POSTING} order by slug`,
    [now],
  );
  return rows.map((row) => ({ path: `/learn/jobs/${row.slug}`, lastmod: new Date(row.updated_at) }));
}
