/**
 * What the jobs pages load, one call each: the open jobs list with its filters, and one posting
 * (open, with its JobPosting data; or closed, which the page answers with 410). A null answer is
 * a 404.
 */
import { contentDate } from '#lib/content/content-dates.ts';
import { hasJobFilters, parseJobFilters, type JobFilters } from '#lib/hiring/job-filters.ts';
import { payText } from '#lib/hiring/job-pay.ts';
import type { PostingCard } from '#lib/hiring/posting-card.ts';
import { breadcrumbJsonLd, type BreadcrumbItem } from '#lib/seo/breadcrumbs.ts';
import { jobPostingJsonLd } from '#lib/seo/job-posting-json-ld.ts';
import type { JsonLd } from '#lib/seo/json-ld.ts';
import { EMPLOYMENT_TYPE_LABELS } from '#lib/vocabulary/jobs.ts';
import type { Queryable } from '../db/database.ts';
import { renderContentBody } from '../content/index.ts';
import type { StoreSettings } from '../settings/index.ts';
import { findPosting, listOpenDepartments, listOpenPostings, type PublicPosting } from './postings.ts';

export interface JobsRequest {
  db: Queryable;
  settings: Pick<StoreSettings, 'name' | 'address' | 'limits' | 'rewards' | 'timeZone' | 'theme'>;
  /** The canonical origin (`siteOrigin`): structured data links absolutely. */
  origin: string;
  now: Date;
}

export const JOBS_PATH = '/learn/jobs';

export type { PostingCard };

function card(posting: PublicPosting, settings: JobsRequest['settings']): PostingCard {
  return {
    slug: posting.slug,
    path: `${JOBS_PATH}/${posting.slug}`,
    title: posting.title,
    type: EMPLOYMENT_TYPE_LABELS[posting.employmentType],
    department: posting.department,
    summary: posting.summary,
    pay: posting.pay ? payText(posting.pay) : '',
    location: posting.locationName ?? `${settings.address.city}, ${settings.address.region}`,
    posted: contentDate(posting.postedAt, settings.timeZone),
    closes: posting.closesAt ? contentDate(posting.closesAt, settings.timeZone) : null,
  };
}

const JOBS_CRUMBS: BreadcrumbItem[] = [
  { name: 'Home', path: '/' },
  { name: 'Learn', path: '/learn' },
];

export interface JobsListView {
  postings: PostingCard[];
  filters: JobFilters;
  filtered: boolean;
  departments: string[];
  breadcrumbs: BreadcrumbItem[];
  jsonLd: JsonLd[];
}

/** `/learn/jobs`: the open postings, newest first, filtered by the query. */
export async function loadJobsList(request: JobsRequest, params: URLSearchParams): Promise<JobsListView> {
  const filters = parseJobFilters(params);
  const [postings, departments] = await Promise.all([
    listOpenPostings(request.db, request.now, filters),
    listOpenDepartments(request.db, request.now),
  ]);
  const breadcrumbs = [...JOBS_CRUMBS, { name: 'Jobs' }];
  return {
    postings: postings.map((posting) => card(posting, request.settings)),
    filters,
    filtered: hasJobFilters(filters),
    departments,
    breadcrumbs,
    jsonLd: [breadcrumbJsonLd(breadcrumbs, request.origin)],
  };
}

export interface PostingPageView {
  state: 'open' | 'closed';
  posting: PostingCard;
  /** The description as sanitised HTML. */
  html: string;
  /** The full address the work is at. */
  address: string;
  breadcrumbs: BreadcrumbItem[];
  /** JobPosting and breadcrumbs for an open posting; nothing for a closed one. */
  jsonLd: JsonLd[];
  /** When the page stops being right (the posting closes): a cache must not keep it longer. */
  expiresAt: Date | null;
}

/** `/learn/jobs/{slug}`: the posting, open or closed; null when there is none to show. */
export async function loadJobPostingPage(request: JobsRequest, slug: string): Promise<PostingPageView | null> {
  const found = await findPosting(request.db, slug, request.now);
  if (!found) return null;
  const { posting } = found;
  const { settings, origin } = request;
  const html = renderContentBody(posting.description, {
    storeName: settings.name,
    limits: settings.limits,
    rewards: settings.rewards,
  });
  const breadcrumbs = [...JOBS_CRUMBS, { name: 'Jobs', path: JOBS_PATH }, { name: posting.title }];
  const address = posting.locationName ?? settings.address.singleLine;
  const jsonLd =
    found.state === 'open'
      ? [
          jobPostingJsonLd(
            {
              title: posting.title,
              descriptionHtml: html || `<p>${posting.summary || posting.title}</p>`,
              path: `${JOBS_PATH}/${posting.slug}`,
              postedAt: posting.postedAt,
              closesAt: posting.closesAt,
              employmentType: posting.employmentType,
              pay: posting.pay,
              organization: {
                name: settings.name,
                logoPath: settings.theme.logoPath ? `/media/${settings.theme.logoPath}` : null,
              },
              location: { ...settings.address, name: posting.locationName },
            },
            origin,
          ),
          breadcrumbJsonLd(breadcrumbs, origin),
        ]
      : [];
  return {
    state: found.state,
    posting: card(posting, settings),
    html,
    address,
    breadcrumbs,
    jsonLd,
    expiresAt: found.state === 'open' ? posting.closesAt : null,
  };
}
