/**
 * The dashboard's settings: the store settings page's sections and the theme page, the one entry
 * their endpoints use. Each save is one transaction with its staff audit entry.
 */
export { loadDashboardSettings } from './dashboard-settings.ts';
export { saveSettingsSection } from './settings-editor.ts';
export { stagingModeRefusal } from './staging-mode-rule.ts';
export { loadDashboardTheme, saveTheme } from './theme-editor.ts';
