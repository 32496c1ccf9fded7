import { z } from 'zod';
import { logoPathOf } from './logo-path.ts';
import {
  contrastProblems,
  HEX_COLOUR,
  THEME_COLOUR_KEYS,
  THEME_COLOUR_LABELS,
  type StoreTheme,
  type ThemeColourKey,
} from './theme-colours.ts';

const colour = (key: ThemeColourKey) =>
  z.unknown().transform((value, context) => {
    const typed = typeof value === 'string' ? value.trim().toLowerCase() : '';
    if (HEX_COLOUR.test(typed)) return typed;
    context.addIssue({
      code: 'custom',
      message: `Enter ${THEME_COLOUR_LABELS[key].toLowerCase()} as a hex colour like #1f5130.`,
    });
    return z.NEVER;
  });

const colours = Object.fromEntries(THEME_COLOUR_KEYS.map((key) => [key, colour(key)])) as Record<
  ThemeColourKey,
  ReturnType<typeof colour>
>;

/**
 * A theme as the editor sends it: nine `#rrggbb` colours and the logo's address under /media/.
 * A theme whose text would fail WCAG AA on its background is refused, the message beside the
 * text colour of each failing pair.
 */
export const ThemeInput = z
  .object({
    ...colours,
    logoUrl: z.unknown().transform((value, context) => {
      const path = logoPathOf(typeof value === 'string' ? value : '');
      if (path !== undefined) return path;
      context.addIssue({
        code: 'custom',
        message:
          'Enter the address of an image in the media library, like /media/branding/logo.svg, or leave it empty.',
      });
      return z.NEVER;
    }),
  })
  .superRefine((theme, context) => {
    const reported = new Set<ThemeColourKey>();
    for (const problem of contrastProblems(theme)) {
      if (reported.has(problem.text)) continue;
      reported.add(problem.text);
      context.addIssue({ code: 'custom', path: [problem.text], message: problem.message });
    }
  })
  .transform(({ logoUrl, ...rest }): StoreTheme => ({ ...rest, logoPath: logoUrl }));
