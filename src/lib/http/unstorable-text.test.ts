import { describe, expect, it } from 'vitest';
import { containsNul, urlContainsNul } from './unstorable-text.ts';

describe('unstorable text', () => {
  it('finds NUL in strings, nested values and keys', () => {
    expect(containsNul('Dana\u0000')).toBe(true);
    expect(containsNul({ lines: [{ note: 'a\u0000b' }] })).toBe(true);
    expect(containsNul({ 'na\u0000me': 'Dana' })).toBe(true);
    expect(containsNul({ name: 'Dana', lines: [1, null, true, 'ok'] })).toBe(false);
    expect(containsNul(null)).toBe(false);
  });

  it('finds an encoded NUL in the path or the query, in either case of hex', () => {
    expect(urlContainsNul(new URL('http://store.test/brands/%00'))).toBe(true);
    expect(urlContainsNul(new URL('http://store.test/?searchTerm=blue%00dream'))).toBe(true);
    expect(urlContainsNul(new URL('http://store.test/brands/north-star?page=2'))).toBe(false);
    expect(urlContainsNul(new URL('http://store.test/?searchTerm=100%25'))).toBe(false);
  });
});
