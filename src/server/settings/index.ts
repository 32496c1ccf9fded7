/**
 * Settings, the public side: the store's facts (name, address, licences, hours, tax schedule,
 * limits, pickup rules) as one cached read, every open store's as another, and the theme every
 * page and email is painted with. (The
 * dashboard's settings and theme editors are `admin/`.)
 */
export {
  getStoreSettings,
  getStoreSettingsFor,
  STORE_SETTINGS_READ,
  STORES_READ,
  listStoreSettings,
  StoreSettingsMissingError,
  settingsAt,
  taxRatesOf,
  type StoreSettings,
  type StoreAddress,
  type StoreIdentity,
  type RewardsSettings,
  type PurchaseLimitSettings,
} from './store-settings.ts';
export { DEFAULT_THEME, parseStoreTheme, themeStyle, contrastRatio, type StoreTheme } from './theme.ts';
