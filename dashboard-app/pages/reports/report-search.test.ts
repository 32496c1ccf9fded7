import { describe, expect, it } from 'vitest';
import { rangeChoiceOf, reportSearch } from './report-search.ts';

describe('rangeChoiceOf', () => {
  it('reads the range and comparison from the address, with the defaults', () => {
    expect(rangeChoiceOf(new URLSearchParams())).toEqual({
      preset: 'last-30-days',
      from: '',
      to: '',
      comparison: 'previous',
    });
    expect(rangeChoiceOf(new URLSearchParams('range=custom&from=2026-03-01&to=2026-03-31&compare=year'))).toEqual({
      preset: 'custom',
      from: '2026-03-01',
      to: '2026-03-31',
      comparison: 'year',
    });
    expect(rangeChoiceOf(new URLSearchParams('range=forever&compare=never'))).toMatchObject({
      preset: 'last-30-days',
      comparison: 'previous',
    });
  });
});

describe('reportSearch', () => {
  const filters = [{ key: 'category' }, { key: 'brand' }];

  it('writes the range as the server reads it, the filters with a value, and keeps the rest', () => {
    const current = new URLSearchParams('range=custom&from=2026-01-01&to=2026-01-31&grain=week&brand=old');
    const next = reportSearch(
      current,
      { preset: 'last-7-days', from: '2026-01-01', to: '2026-01-31', comparison: 'none' },
      filters,
      { category: 'flower', brand: '' },
    );
    expect(next.toString()).toBe('range=last-7-days&compare=none&grain=week&category=flower');
  });

  it('writes custom days, even empty ones, so the server can say what is missing', () => {
    const next = reportSearch(
      new URLSearchParams(),
      { preset: 'custom', from: '2026-03-01', to: '', comparison: 'previous' },
      [],
      {},
    );
    expect(next.toString()).toBe('range=custom&from=2026-03-01&to=');
  });
});
