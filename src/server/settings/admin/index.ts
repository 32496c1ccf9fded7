/**
 * The dashboard's settings: the store settings page's sections (the tax schedule among them) and
 * the theme page, the one entry
 * their endpoints use. Each save is one transaction with its staff audit entry.
 */
export { loadDashboardSettings } from './dashboard-settings.ts';
export { saveSettingsSection } from './settings-editor.ts';
export { stagingModeRefusal } from './staging-mode-rule.ts';
export { addTaxRate, withdrawTaxRate } from './tax-schedule-editor.ts';
export { loadDashboardTheme, saveTheme } from './theme-editor.ts';
