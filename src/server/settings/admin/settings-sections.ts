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

/** A value as the audit log's sentence shows it. */
export function showSetting(spec: SettingsColumn, value: unknown): string {
  if (value === null || value === '') return 'none';
  return spec.show ? spec.show(value as never) : String(value);
}

/** Audit sentences stay readable in a list; the full values are in before and after. */
export function clip(summary: string, max = 300): string {
  return summary.length <= max ? summary : `${summary.slice(0, max - 1)}…`;
}
