/**
 * The store's colours (dashboard → theme) turned into the CSS custom properties the Tailwind
 * theme in src/styles/global.css reads. The stored JSON is staff input: only `#rrggbb` colours
 * are accepted (anything else could inject CSS into the `style` attribute), missing keys fall
 * back to the defaults below, and text colours are corrected when they would fail WCAG AA.
 */

export interface StoreTheme {
  /** Header, buttons and links. */
  primary: string;
  /** Text on `primary`. */
  primaryText: string;
  /** Highlights such as the open-now badge. */
  accent: string;
  /** Text on `accent`. */
  accentText: string;
  /** Page background. */
  background: string;
  /** Cards and panels. */
  surface: string;
  text: string;
  mutedText: string;
  danger: string;
  /** A logo in the media library (`branding/logo.svg`), or null to show the store name. */
  logoPath: string | null;
}

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

const HEX = /^#[0-9a-f]{6}$/i;
const MEDIA_PATH = /^[a-z0-9][a-z0-9/_.-]*$/i;
const AA_NORMAL_TEXT = 4.5;

type ColourKey = Exclude<keyof StoreTheme, 'logoPath'>;
const COLOUR_KEYS = Object.keys(DEFAULT_THEME).filter((key) => key !== 'logoPath') as ColourKey[];

function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `preferred` when it is readable on `background`, otherwise white or near-black, whichever reads better. */
function readableOn(background: string, preferred: string): string {
  if (contrastRatio(background, preferred) >= AA_NORMAL_TEXT) return preferred;
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111';
}

/** Reads the `store_settings.theme` JSON; never throws, whatever staff stored. */
export function parseStoreTheme(value: unknown): StoreTheme {
  const input = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const theme = { ...DEFAULT_THEME };
  for (const key of COLOUR_KEYS) {
    const colour = input[key];
    if (typeof colour === 'string' && HEX.test(colour)) theme[key] = colour.toLowerCase();
  }
  const logo = input.logoPath;
  theme.logoPath = typeof logo === 'string' && MEDIA_PATH.test(logo) && !logo.includes('..') ? logo : null;
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
