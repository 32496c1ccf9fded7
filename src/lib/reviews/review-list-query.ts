/**
 * The reviews list's place in the URL: `?sort=helpful` (newest first without it) and `?page=2`,
 * read leniently (anything else is the first page, newest first) and written canonically, so each
 * state is one plain link that works without JavaScript and one entry in the page cache.
 */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_SORT_LABELS: Readonly<Record<ReviewSort, string>> = {
  newest: 'Newest first',
  helpful: 'Most helpful',
};

/** Reviews on one page of the list. */
export const REVIEWS_PER_PAGE = 10;

export interface ReviewListQuery {
  sort: ReviewSort;
  page: number;
}

export function parseReviewListQuery(params: URLSearchParams): ReviewListQuery {
  const sort: ReviewSort = params.get('sort') === 'helpful' ? 'helpful' : 'newest';
  const asked = Number(params.get('page'));
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  return { sort, page };
}

/** `/products/x?sort=helpful&page=2#reviews`: the list's anchor, so a link lands on the list. */
export function reviewListHref(path: string, { sort, page }: ReviewListQuery, anchor = 'reviews'): string {
  const params = new URLSearchParams();
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#${anchor}`;
}
