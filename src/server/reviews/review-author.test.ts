import { describe, expect, it } from 'vitest';
import { reviewerName } from './review-author.ts';

describe('reviewerName', () => {
  it('shows a first name and the initial of the last, never the whole name', () => {
    expect(reviewerName('Dana Rivera')).toBe('Dana R.');
    expect(reviewerName('  casey  de la cruz ')).toBe('Casey C.');
    expect(reviewerName('Prince')).toBe('Prince');
    expect(reviewerName('')).toBe('A customer');
  });
});
