import { describe, expect, it } from 'vitest';
import { ThemeInput } from './theme-input.ts';

const THEME = {
  primary: '#1F5130',
  primaryText: '#ffffff',
  accent: '#c9a227',
  accentText: '#1c2421',
  background: '#faf7f0',
  surface: '#ffffff',
  text: '#1c2421',
  mutedText: '#55605a',
  danger: '#a4262c',
  logoUrl: '',
};

describe('the theme editor’s input', () => {
  it('takes readable colours and a media-library logo', () => {
    expect(ThemeInput.parse({ ...THEME, logoUrl: '/media/branding/logo.svg' })).toMatchObject({
      primary: '#1f5130',
      logoPath: 'branding/logo.svg',
    });
    expect(ThemeInput.parse(THEME).logoPath).toBeNull();
  });

  it('refuses a pair that fails WCAG AA, beside the text colour', () => {
    const result = ThemeInput.safeParse({ ...THEME, primaryText: '#7fb08a' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['primaryText'],
        message: expect.stringMatching(
          /^Text on primary on primary is \d\.\d:1; text needs at least 4\.5:1 \(WCAG AA\)\.$/,
        ),
      }),
    ]);
    const pale = ThemeInput.safeParse({ ...THEME, mutedText: '#b0b0b0' });
    expect(pale.error?.issues.map((issue) => issue.path)).toEqual([['mutedText']]);
  });

  it('refuses colours that are not #rrggbb and logos outside the media library', () => {
    const result = ThemeInput.safeParse({ ...THEME, accent: 'gold', logoUrl: 'https://example.com/logo.svg' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['accent', 'logoUrl']);
    expect(ThemeInput.safeParse({ ...THEME, logoUrl: '/media/../secrets.svg' }).success).toBe(false);
    expect(ThemeInput.safeParse({ ...THEME, logoUrl: '/media/branding/logo.pdf' }).success).toBe(false);
  });
});
