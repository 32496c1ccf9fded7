import { describe, expect, it } from 'vitest';
import { parseAgeAnswer, withUnderAgeMarker } from './age-gate.ts';

describe('parseAgeAnswer', () => {
  it('accepts the two answers that let a visitor in', () => {
    expect(parseAgeAnswer('adult')).toBe('adult');
    expect(parseAgeAnswer('medical')).toBe('medical');
  });

  it.each(['under', '', 'ADULT', 'true', undefined, null])('treats %s as unanswered', (value) => {
    expect(parseAgeAnswer(value)).toBeNull();
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
