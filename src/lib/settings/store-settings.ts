import type { HolidayClosure } from './store-hours.ts';
import type { VapeLimitCategory } from '../vocabulary/catalog.ts';
import type { AuditEntry } from '../staff/audit-entry.ts';
import type { DashboardTaxSchedule } from './tax-schedule.ts';

/**
 * The dashboard's settings page (`/dashboard/settings`): the store's settings as stored, in
 * sections each saved on its own (`PUT /api/dashboard/settings/{section}`, parsed by the schemas
 * in store-settings-input.ts).
 */

export interface EditableStoreSettings {
  store: {
    name: string;
    legalName: string;
    tagline: string;
    street: string;
    city: string;
    region: string;
    postalCode: string;
    latitude: number | null;
    longitude: number | null;
    phone: string;
    email: string;
    licenseNumber: string;
    medicalLicenseNumber: string | null;
  };
  /** Seven days, Sunday first; a closed day has no intervals. Times 'HH:MM', a midnight closing '24:00'. */
  hours: { days: { intervals: { opens: string; closes: string }[] }[] };
  /** Holidays from today on, by date: closed all day (`hours` null) or open the hours given. */
  closures: { days: HolidayClosure[] };
  /** While paused, the storefront shows `message` and refuses orders with it. */
  ordering: { paused: boolean; message: string };
  pickup: { slotMinutes: number; slotCapacity: number; orderHoldMinutes: number };
  taxes: { exciseTaxBps: number; salesTaxBps: number };
  limits: {
    adultUseMg: number;
    adultUseConcentrateMg: number;
    medicalDailyMg: number;
    medicalMonthlyMg: number;
    vapeLimitCategory: VapeLimitCategory;
  };
  storefront: { stagingMode: boolean; merchSlug: string };
  /** Days job applications and their résumés are kept (hires' are kept with their employee file). */
  hiring: { applicationRetentionDays: number };
}

export type SettingsSection = keyof EditableStoreSettings;

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  'ordering',
  'store',
  'hours',
  'closures',
  'pickup',
  'taxes',
  'limits',
  'storefront',
  'hiring',
];

export const SETTINGS_SECTION_TITLES: Record<SettingsSection, string> = {
  ordering: 'Online ordering',
  store: 'Store details',
  hours: 'Opening hours',
  closures: 'Holiday closures',
  pickup: 'Pickup',
  taxes: 'Taxes',
  limits: 'Purchase limits',
  storefront: 'Storefront',
  hiring: 'Hiring',
};

export interface DashboardSettings {
  settings: EditableStoreSettings;
  /** Whether STAGING_PASSWORD is set: without it, staging mode lets no visitor in. */
  stagingPasswordSet: boolean;
  /** Every tax rate with the day it starts (the taxes form edits the standing ones). */
  taxSchedule: DashboardTaxSchedule;
  /** The newest changes to any section. */
  audit: AuditEntry[];
}

/** How many opening times one day may have. */
export const MAX_INTERVALS_PER_DAY = 4;

/** How many holidays ahead the store keeps at once. */
export const MAX_HOLIDAY_CLOSURES = 60;

/** The longest sentence shoppers read while online ordering is paused. */
export const MAX_PAUSED_MESSAGE = 300;
