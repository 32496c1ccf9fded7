import type { SettingsSection } from '#lib/settings/store-settings.ts';
import { saveSettingsSection } from '../../../api/settings.ts';
import { routeAction } from '../../../writes/route-action.ts';

/** One section saved as typed; the server parses it, and the page's data reloads. */
export const settingsAction = routeAction({
  saveSection: ({ section, values }: { section: SettingsSection; values: unknown }) =>
    saveSettingsSection(section, values),
});
