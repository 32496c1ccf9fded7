import { describe, expect, it } from 'vitest';
import { entityTagOf, ifNoneMatchHits } from './entity-tag.ts';

describe('entity tags', () => {
  const page = new TextEncoder().encode('<!doctype html><p>Menu</p>');
  const tag = entityTagOf(page);

  it('are weak, and the same only for the same bytes', () => {
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(entityTagOf(new TextEncoder().encode('<!doctype html><p>Menu</p>'))).toBe(tag);
    expect(entityTagOf(new TextEncoder().encode('<!doctype html><p>Menü</p>'))).not.toBe(tag);
  });

  it('match If-None-Match by weak comparison, in a list, or as *', () => {
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(tag.slice(2), tag)).toBe(true);
    expect(ifNoneMatchHits(`"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"other"', tag)).toBe(false);
    expect(ifNoneMatchHits('', tag)).toBe(false);
    expect(ifNoneMatchHits(null, tag)).toBe(false);
  });
});
