/**
 * The store's theme colours and the WCAG contrast rules they must meet. Isomorphic: the server
 * applies a theme to every page (src/server/settings/theme.ts) and refuses a theme that fails,
 * and the dashboard's theme editor checks the same pairs while colours are picked.
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

export type ThemeColourKey = Exclude<keyof StoreTheme, 'logoPath'>;

/** Every colour of a theme, in the order the editor lists them. */
export const THEME_COLOUR_KEYS: readonly ThemeColourKey[] = [
  'primary',
  'primaryText',
  'accent',
  'accentText',
  'background',
  'surface',
  'text',
  'mutedText',
  'danger',
];

/** What each colour is called in the editor and in its error messages. */
export const THEME_COLOUR_LABELS: Record<ThemeColourKey, string> = {
  primary: 'Primary',
  primaryText: 'Text on primary',
  accent: 'Accent',
  accentText: 'Text on accent',
  background: 'Page background',
  surface: 'Cards and panels',
  text: 'Text',
  mutedText: 'Secondary text',
  danger: 'Errors',
};

/** `#rrggbb`: the only colour form stored (anything else could inject CSS into a `style` attribute). */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** WCAG 2 AA for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

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

/** A colour used as text (`text`) on another (`on`) somewhere on the site. */
export interface ContrastPair {
  text: ThemeColourKey;
  on: ThemeColourKey;
}

/**
 * Every pair the storefront and the dashboard draw text with: button and header text, body text
 * on the page and on cards, links (primary) and error messages on both backgrounds.
 */
export const THEME_CONTRAST_PAIRS: readonly ContrastPair[] = [
  { text: 'primaryText', on: 'primary' },
  { text: 'accentText', on: 'accent' },
  { text: 'text', on: 'background' },
  { text: 'text', on: 'surface' },
  { text: 'mutedText', on: 'background' },
  { text: 'mutedText', on: 'surface' },
  { text: 'primary', on: 'background' },
  { text: 'primary', on: 'surface' },
  { text: 'danger', on: 'background' },
  { text: 'danger', on: 'surface' },
];

export interface ContrastProblem extends ContrastPair {
  ratio: number;
  /** "Text on primary is 3.2:1 on Primary; text needs at least 4.5:1 (WCAG AA)." */
  message: string;
}

/** One decimal, rounded down, so a ratio just under 4.5 never reads as "4.5". */
function ratioText(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}

/** The pairs of `colours` that fail WCAG AA for text; pairs with a colour that is not `#rrggbb` are skipped. */
export function contrastProblems(colours: Record<ThemeColourKey, string>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const pair of THEME_CONTRAST_PAIRS) {
    const text = colours[pair.text];
    const background = colours[pair.on];
    if (!HEX_COLOUR.test(text) || !HEX_COLOUR.test(background)) continue;
    const ratio = contrastRatio(text, background);
    if (ratio >= AA_NORMAL_TEXT) continue;
    problems.push({
      ...pair,
      ratio,
      message: `${THEME_COLOUR_LABELS[pair.text]} on ${THEME_COLOUR_LABELS[pair.on].toLowerCase()} is ${ratioText(ratio)}:1; text needs at least ${AA_NORMAL_TEXT}:1 (WCAG AA).`,
    });
  }
  return problems;
}
