import type { SettingsSection } from '#lib/settings/store-settings.ts';
import { addTaxRate, saveSettingsSection, withdrawTaxRate } from '../../../api/settings.ts';
import { routeAction } from '../../../writes/route-action.ts';

/** One section saved as typed, or a tax rate added or withdrawn; the server parses it, and the page's data reloads. */
export const settingsAction = routeAction({
  saveSection: ({ section, values }: { section: SettingsSection; values: unknown }) =>
    saveSettingsSection(section, values),
  addTaxRate: (values: Record<string, string>) => addTaxRate(values),
  withdrawTaxRate: ({ id }: { id: string; label: string }) => withdrawTaxRate(id),
});
