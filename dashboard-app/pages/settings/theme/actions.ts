import type { ThemeColourKey } from '#lib/settings/theme-colours.ts';
import { saveTheme } from '../../../api/settings.ts';
import { routeAction } from '../../../writes/route-action.ts';

/** The theme's colours as typed, by key. */
export type Colours = Record<ThemeColourKey, string>;

/** The colours and logo as typed; a failing contrast pair comes back beside its field. */
export const themeAction = routeAction({
  save: (values: Colours & { logoUrl: string }) => saveTheme(values),
});
