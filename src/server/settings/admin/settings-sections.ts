import { gramsAmountText, percentText } from '#lib/settings/settings-units.ts';
import type { EditableStoreSettings, SettingsSection } from '#lib/settings/store-settings.ts';

/**
 * Where each field of the settings page lives in `store_settings`, and how the audit log names
 * and shows it. Opening hours and holidays live in tables of their own (store-hours-editor.ts,
 * holiday-closures-editor.ts).
 */
export interface SettingsColumn {
  column: string;
  label: string;
  show?: (value: never) => string;
}

export type ColumnSection = Exclude<SettingsSection, 'hours' | 'closures'>;

const percent = (bps: number) => `${percentText(bps)}%`;
const minutes = (value: number) => `${value} min`;
const onOff = (value: boolean) => (value ? 'on' : 'off');
const days = (value: number) => `${value} days`;

export const SETTINGS_COLUMNS: { [S in ColumnSection]: Record<keyof EditableStoreSettings[S], SettingsColumn> } = {
  ordering: {
    paused: { column: 'online_ordering_paused', label: 'paused', show: onOff },
    message: { column: 'online_ordering_paused_message', label: 'message to shoppers' },
  },
  store: {
    name: { column: 'name', label: 'name' },
    legalName: { column: 'legal_name', label: 'legal name' },
    tagline: { column: 'tagline', label: 'tagline' },
    street: { column: 'street_address', label: 'street address' },
    city: { column: 'city', label: 'city' },
    region: { column: 'region', label: 'state' },
    postalCode: { column: 'postal_code', label: 'ZIP code' },
    latitude: { column: 'latitude', label: 'latitude' },
    longitude: { column: 'longitude', label: 'longitude' },
    phone: { column: 'phone', label: 'phone' },
    email: { column: 'email', label: 'email' },
    licenseNumber: { column: 'license_number', label: 'adult-use licence' },
    medicalLicenseNumber: { column: 'medical_license_number', label: 'medical licence' },
  },
  pickup: {
    slotMinutes: { column: 'pickup_slot_minutes', label: 'slot length', show: minutes },
    slotCapacity: { column: 'pickup_slot_capacity', label: 'orders per slot' },
    orderHoldMinutes: { column: 'order_hold_minutes', label: 'hold time', show: minutes },
  },
  taxes: {
    exciseTaxBps: { column: 'excise_tax_bps', label: 'excise tax', show: percent },
    salesTaxBps: { column: 'sales_tax_bps', label: 'sales tax', show: percent },
  },
  limits: {
    adultUseMg: { column: 'adult_use_limit_mg', label: 'adult-use limit', show: gramsAmountText },
    adultUseConcentrateMg: {
      column: 'adult_use_concentrate_limit_mg',
      label: 'adult-use concentrate limit',
      show: gramsAmountText,
    },
    medicalDailyMg: { column: 'medical_daily_limit_mg', label: 'medical daily limit', show: gramsAmountText },
    medicalMonthlyMg: { column: 'medical_monthly_limit_mg', label: 'medical monthly limit', show: gramsAmountText },
    vapeLimitCategory: { column: 'vape_limit_category', label: 'vape cartridges count as' },
  },
  storefront: {
    stagingMode: { column: 'staging_mode', label: 'staging mode', show: onOff },
    merchSlug: { column: 'merch_slug', label: 'merch shop address' },
  },
  hiring: {
    applicationRetentionDays: {
      column: 'job_application_retention_days',
      label: 'applications kept',
      show: days,
    },
  },
};

/** The column sections that are a store's own: the rest are the organization's. */
export const STORE_COLUMN_SECTIONS = ['store', 'pickup', 'ordering'] as const;
export type StoreColumnSection = (typeof STORE_COLUMN_SECTIONS)[number];

export function isStoreSection(section: SettingsSection): section is StoreColumnSection {
  return (STORE_COLUMN_SECTIONS as readonly string[]).includes(section);
}

/** The store details that are the brand's, kept in the organization's row whichever store is shown. */
export const ORGANIZATION_STORE_FIELDS: readonly string[] = ['name', 'legalName', 'tagline'];

/** The store details kept as licences of the store, by licence kind. */
export const LICENCE_FIELDS: Readonly<Record<string, 'adult_use_retailer' | 'medical_provisioning_center'>> = {
  licenseNumber: 'adult_use_retailer',
  medicalLicenseNumber: 'medical_provisioning_center',
};

/**
 * Where a store section's change is logged: the settings page's own entry for the default store
 * (as before there were several), the store's for any other.
 */
export function settingsAuditOf(store: { id: string; is_default: boolean }, section: SettingsSection) {
  return store.is_default ? { entityType: 'settings', entityId: section } : { entityType: 'store', entityId: store.id };
}

/** The store a logged sentence is about, named for every store but the default. */
export function storePrefix(store: { name: string; is_default: boolean }): string {
  return store.is_default ? '' : `${store.name} — `;
}

/** A value as the audit log's sentence shows it. */
export function showSetting(spec: SettingsColumn, value: unknown): string {
  if (value === null || value === '') return 'none';
  return spec.show ? spec.show(value as never) : String(value);
}

/**
 * What a section's save logs: the changed fields' values before and after, and the sentence
 * naming each change ("slot length 30 min → 25 min; …").
 */
export function describeChanges(
  columns: Record<string, SettingsColumn>,
  changed: readonly string[],
  stored: (key: string) => unknown,
  values: Record<string, unknown>,
) {
  const before = Object.fromEntries(changed.map((key) => [key, stored(key) ?? null]));
  const after = Object.fromEntries(changed.map((key) => [key, values[key] ?? null]));
  const sentence = changed
    .map((key) => {
      const spec = columns[key]!;
      return `${spec.label} ${showSetting(spec, before[key])} → ${showSetting(spec, after[key])}`;
    })
    .join('; ');
  return { before, after, sentence };
}

/** Audit sentences stay readable in a list; the full values are in before and after. */
export function clip(summary: string, max = 300): string {
  return summary.length <= max ? summary : `${summary.slice(0, max - 1)}…`;
}
