import { describe, expect, it } from 'vitest';
import { parseReviewListQuery, reviewListHref } from './review-list-query.ts';

describe('the reviews list in the URL', () => {
  it('reads the sort and page, and anything else as the first page, newest first', () => {
    expect(parseReviewListQuery(new URLSearchParams('sort=helpful&page=3'))).toEqual({ sort: 'helpful', page: 3 });
    expect(parseReviewListQuery(new URLSearchParams('sort=rating&page=-1'))).toEqual({ sort: 'newest', page: 1 });
    expect(parseReviewListQuery(new URLSearchParams('page=2.5'))).toEqual({ sort: 'newest', page: 1 });
    expect(parseReviewListQuery(new URLSearchParams(''))).toEqual({ sort: 'newest', page: 1 });
  });

  it('writes one canonical link per state, landing on the list', () => {
    expect(reviewListHref('/reviews', { sort: 'newest', page: 1 })).toBe('/reviews#reviews');
    expect(reviewListHref('/products/a', { sort: 'helpful', page: 2 })).toBe('/products/a?sort=helpful&page=2#reviews');
  });
});
