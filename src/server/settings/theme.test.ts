import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_THEME, parseStoreTheme, themeStyle } from './theme.ts';

describe('contrastRatio', () => {
  it('matches the WCAG extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    // #767676 on white is the classic "just passes AA" grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('parseStoreTheme', () => {
  it('uses the defaults for a missing or malformed theme', () => {
    expect(parseStoreTheme(null)).toEqual(DEFAULT_THEME);
    expect(parseStoreTheme('purple')).toEqual(DEFAULT_THEME);
    expect(parseStoreTheme({})).toEqual(DEFAULT_THEME);
  });

  it('keeps valid colours and ignores anything that is not #rrggbb', () => {
    const theme = parseStoreTheme({ primary: '#2A3B8F', accent: 'red; background: url(x)', text: '#123' });
    expect(theme.primary).toBe('#2a3b8f');
    expect(theme.accent).toBe(DEFAULT_THEME.accent);
    expect(theme.text).toBe(DEFAULT_THEME.text);
  });

  it('replaces text colours that would fail WCAG AA on their background', () => {
    const light = parseStoreTheme({ primary: '#f4e04d', primaryText: '#ffffff' });
    expect(light.primaryText).toBe('#111111');
    const dark = parseStoreTheme({ accent: '#202020', accentText: '#333333' });
    expect(dark.accentText).toBe('#ffffff');
    expect(parseStoreTheme({ mutedText: '#bbbbbb' }).mutedText).toBe('#111111');
  });

  it('accepts a media-library logo path and refuses paths that climb out of it', () => {
    expect(parseStoreTheme({ logoPath: 'branding/logo.svg' }).logoPath).toBe('branding/logo.svg');
    expect(parseStoreTheme({ logoPath: '../secrets' }).logoPath).toBeNull();
    expect(parseStoreTheme({ logoPath: 'https://evil.example/logo.svg' }).logoPath).toBeNull();
  });
});

describe('themeStyle', () => {
  it('sets the Tailwind colour tokens from the store theme', () => {
    const style = themeStyle(parseStoreTheme({ primary: '#2a3b8f' }));
    expect(style).toContain('--color-brand-700: #2a3b8f');
    expect(style).toContain('--color-brand-contrast: #ffffff');
    expect(style).toContain('--color-page: #faf7f0');
    expect(style).not.toMatch(/[<>"]/);
  });
});
