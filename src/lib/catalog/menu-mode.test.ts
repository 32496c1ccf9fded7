import { describe, expect, it } from 'vitest';
import { resolveMenuMode } from './menu-mode.ts';

describe('resolveMenuMode', () => {
  it('keeps the menu the shopper chose', () => {
    expect(resolveMenuMode('medical', 'adult')).toBe('medical');
    expect(resolveMenuMode('adult', 'medical')).toBe('adult');
  });

  it('opens the medical menu for a visitor who said they hold a medical card', () => {
    expect(resolveMenuMode(undefined, 'medical')).toBe('medical');
  });

  it('falls back to adult-use for anything else', () => {
    expect(resolveMenuMode(undefined, null)).toBe('adult');
    expect(resolveMenuMode('wholesale', 'adult')).toBe('adult');
  });
});
