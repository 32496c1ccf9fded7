import { describe, expect, it } from 'vitest';
import {
  MAX_INPUT_DEPTH,
  TOO_DEEP_MESSAGE,
  unfitInput,
  UNSTORABLE_TEXT_MESSAGE,
  urlContainsNul,
} from './unstorable-text.ts';

/** `[[[…0…]]]`, `levels` lists deep, as JSON.parse makes it. */
const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}0${']'.repeat(levels)}`);

describe('unstorable text', () => {
  it('finds NUL in strings, nested values and keys', () => {
    expect(unfitInput('Dana\u0000')).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(unfitInput({ lines: [{ note: 'a\u0000b' }] })).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(unfitInput({ 'na\u0000me': 'Dana' })).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(unfitInput({ name: 'Dana', lines: [1, null, true, 'ok'] })).toBeNull();
    expect(unfitInput(null)).toBeNull();
  });

  it('refuses input nested past the cap, however deep, without exhausting the stack', () => {
    expect(unfitInput(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(unfitInput(nested(MAX_INPUT_DEPTH + 1))).toBe(TOO_DEEP_MESSAGE);
    // The 11 KB body that answered 500 on every JSON endpoint, and far deeper.
    expect(unfitInput(nested(5_600))).toBe(TOO_DEEP_MESSAGE);
    expect(unfitInput(nested(200_000))).toBe(TOO_DEEP_MESSAGE);
    const deepObject = JSON.parse(`${'{"a":'.repeat(5_600)}0${'}'.repeat(5_600)}`);
    expect(unfitInput({ lines: [deepObject] })).toBe(TOO_DEEP_MESSAGE);
  });

  it('finds an encoded NUL in the path or the query, in either case of hex', () => {
    expect(urlContainsNul(new URL('http://store.test/brands/%00'))).toBe(true);
    expect(urlContainsNul(new URL('http://store.test/?searchTerm=blue%00dream'))).toBe(true);
    expect(urlContainsNul(new URL('http://store.test/brands/north-star?page=2'))).toBe(false);
    expect(urlContainsNul(new URL('http://store.test/?searchTerm=100%25'))).toBe(false);
  });
});
