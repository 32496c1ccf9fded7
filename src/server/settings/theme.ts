/**
 * The store's colours (dashboard → theme) turned into the CSS custom properties the Tailwind
 * theme in src/styles/global.css reads. The stored JSON is staff input: only `#rrggbb` colours
 * are accepted (anything else could inject CSS into the `style` attribute), missing keys fall
 * back to the defaults below, and text colours are corrected when they would fail WCAG AA.
 */

import { isMediaPath } from '#lib/settings/logo-path.ts';
import {
  AA_NORMAL_TEXT,
  contrastRatio,
  HEX_COLOUR,
  THEME_COLOUR_KEYS,
  type StoreTheme,
} from '#lib/settings/theme-colours.ts';

export type { StoreTheme };
export { contrastRatio };

export const DEFAULT_THEME: StoreTheme = {
  primary: '#1f5130',
  primaryText: '#ffffff',
  accent: '#c9a227',
  accentText: '#1c2421',
  background: '#faf7f0',
  surface: '#ffffff',
  text: '#1c2421',
  mutedText: '#55605a',
  danger: '#a4262c',
  logoPath: null,
};

/** `preferred` when it is readable on `background`, otherwise white or near-black, whichever reads better. */
function readableOn(background: string, preferred: string): string {
  if (contrastRatio(background, preferred) >= AA_NORMAL_TEXT) return preferred;
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111';
}

/** Reads the `store_settings.theme` JSON; never throws, whatever staff stored. */
export function parseStoreTheme(value: unknown): StoreTheme {
  const input = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const theme = { ...DEFAULT_THEME };
  for (const key of THEME_COLOUR_KEYS) {
    const colour = input[key];
    if (typeof colour === 'string' && HEX_COLOUR.test(colour)) theme[key] = colour.toLowerCase();
  }
  const logo = input.logoPath;
  theme.logoPath = typeof logo === 'string' && isMediaPath(logo) ? logo : null;
  theme.primaryText = readableOn(theme.primary, theme.primaryText);
  theme.accentText = readableOn(theme.accent, theme.accentText);
  theme.text = readableOn(theme.background, theme.text);
  theme.mutedText = readableOn(theme.surface, readableOn(theme.background, theme.mutedText));
  return theme;
}

/**
 * The `style` attribute of `<html>`: the base colour tokens of src/styles/global.css for this
 * store. The brand scale (brand-50 … brand-950) is mixed from `--color-brand-700` in that file.
 */
export function themeStyle(theme: StoreTheme): string {
  const properties: Record<string, string> = {
    '--color-brand-700': theme.primary,
    '--color-brand-contrast': theme.primaryText,
    '--color-accent': theme.accent,
    '--color-accent-contrast': theme.accentText,
    '--color-page': theme.background,
    '--color-surface': theme.surface,
    '--color-ink': theme.text,
    '--color-ink-muted': theme.mutedText,
    '--color-danger': theme.danger,
  };
  return Object.entries(properties)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}
