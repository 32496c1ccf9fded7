import { describe, expect, it } from 'vitest';
import { parseAgeAnswer, safeReturnPath, withUnderAgeMarker } from './age-gate.ts';

describe('parseAgeAnswer', () => {
  it('accepts the two answers that let a visitor in', () => {
    expect(parseAgeAnswer('adult')).toBe('adult');
    expect(parseAgeAnswer('medical')).toBe('medical');
  });

  it.each(['under', '', 'ADULT', 'true', undefined, null])('treats %s as unanswered', (value) => {
    expect(parseAgeAnswer(value)).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnPath('/products/blue-dream?size=7g#lab-results')).toBe('/products/blue-dream?size=7g#lab-results');
  });

  it.each([
    undefined,
    '',
    'products',
    '//evil.example/phish',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\u0000x',
    '/a\nb',
  ])('sends %j home instead of off the site', (next) => {
    expect(safeReturnPath(next)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/a/../../b')).toBe('/b');
  });
});

describe('withUnderAgeMarker', () => {
  it('adds the marker and keeps the rest of the address', () => {
    expect(withUnderAgeMarker('/?searchTerm=jar#menu')).toBe('/?searchTerm=jar&age=under#menu');
  });

  it('replaces an earlier marker instead of repeating it', () => {
    expect(withUnderAgeMarker('/?age=under')).toBe('/?age=under');
  });
});
