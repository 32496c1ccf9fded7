import type { Queryable } from '../db/database.ts';
import type { PurchaseLimitSettings } from '#lib/limits/limit-settings.ts';
import type { RewardsSettings } from '#lib/rewards/rewards-settings.ts';
import type { HolidayClosure, StoreHoursInterval } from '#lib/settings/store-hours.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { SINCE_ALWAYS, taxRatesAt, type ScheduledTaxRate } from '#lib/pricing/tax-schedule.ts';
import type { TaxRates } from '#lib/pricing/taxes.ts';
import type { VapeLimitCategory } from '#lib/vocabulary/catalog.ts';
import type { Tax, TaxCustomerType } from '#lib/vocabulary/taxes.ts';
import type { StoreWideRead } from '../cache/store-wide-cache.ts';
import { jsonColumn } from '../db/json-column.ts';
import { parseStoreTheme, type StoreTheme } from './theme.ts';

/**
 * Every fact a store's pages and orders work with: the organization's row of `store_settings`
 * (brand, limits, rewards, theme) and one store's row of `stores` with its licences and hours.
 */
export interface StoreSettings {
  /** The brand: "River Raisin Cannabis Co." */
  name: string;
  legalName: string;
  tagline: string;
  /** Which of the organization's stores the rest describes. */
  store: StoreIdentity;
  address: StoreAddress;
  phone: string;
  email: string;
  /** The adult-use retailer licence number printed on every page. */
  licenseNumber: string;
  medicalLicenseNumber: string | null;
  /** IANA time zone the hours are in, e.g. 'America/Detroit'. */
  timeZone: string;
  /** Adult-use excise and sales tax in effect when the settings were read (what pages state beside prices). */
  exciseTaxBps: number;
  salesTaxBps: number;
  /**
   * Every tax rate of the organization and of this store, each with the instant it starts: a sale
   * is charged the rates in effect at its own instant (taxRatesOf).
   */
  taxSchedule: ScheduledTaxRate[];
  limits: PurchaseLimitSettings;
  /** The merch shop lives at `/{merchSlug}-wear`. */
  merchSlug: string;
  pickupSlotMinutes: number;
  pickupSlotCapacity: number;
  /** How long after its pickup slot an uncollected order is held before it expires. */
  orderHoldMinutes: number;
  rewards: RewardsSettings;
  stagingMode: boolean;
  theme: StoreTheme;
  /** Days the store keeps a job application and its résumé (hires' are kept with their personnel file). */
  jobApplicationRetentionDays: number;
  /** Opening intervals in store-local time, Sunday first; a closed day has none. */
  hours: StoreHoursInterval[];
  /** When online orders are handed over: the store's pickup hours, or its opening hours when it sets none. */
  pickupHours: StoreHoursInterval[];
  /** Holidays by date, each replacing the week's hours on its date (past ones until the next save drops them). */
  closures: HolidayClosure[];
  /** While paused, the storefront shows `message` and order placement refuses with it. */
  onlineOrdering: { paused: boolean; message: string };
  /** When the store closed for good (its records are kept; it takes no more orders), or null. */
  closedAt: Date | null;
  /** How many open stores the organization has: with two or more, what an order shows names its store. */
  openStoreCount: number;
}

export interface StoreIdentity {
  id: string;
  /** Its page is /stores/{slug}. */
  slug: string;
  /** The location's own name ("Monroe"), said beside the brand's. */
  name: string;
  /** The store rows written without a store belong to, and the one the storefront opens on. */
  isDefault: boolean;
}

export interface StoreAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  /** "418 E Front St, Monroe, MI 48162" */
  singleLine: string;
  /** A Google Maps search for the store, which works without an API key. */
  mapUrl: string;
}

/** How rewards points and referrals work (settings); shared with the pages in src/lib. */
export type { RewardsSettings };

/** Flower-equivalent milligrams (R 420.506); the type is shared with the limit engine in src/lib. */
export type { PurchaseLimitSettings };

interface SettingsRow {
  [column: string]: unknown;
  name: string;
  legal_name: string;
  tagline: string;
  street_address: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  email: string;
  store_id: string;
  store_slug: string;
  store_name: string;
  store_is_default: boolean;
  license_number: string | null;
  medical_license_number: string | null;
  timezone: string;
  adult_use_limit_mg: number;
  adult_use_concentrate_limit_mg: number;
  medical_daily_limit_mg: number;
  medical_monthly_limit_mg: number;
  vape_limit_category: VapeLimitCategory;
  merch_slug: string;
  pickup_slot_minutes: number;
  pickup_slot_capacity: number;
  order_hold_minutes: number;
  rewards_points_per_dollar: number;
  rewards_birthday_bonus_points: number;
  rewards_redemption_tiers: unknown;
  referral_discount_cents: number;
  referral_referrer_points: number;
  staging_mode: boolean;
  theme: unknown;
  job_application_retention_days: number;
  online_ordering_paused: boolean;
  online_ordering_paused_message: string;
  closed_at: Date | string | null;
  open_stores: number;
  closures: unknown;
  tax_rates: unknown;
}

interface ClosureRow {
  date: string;
  name: string;
  opens: string | null;
  closes: string | null;
}

interface TaxRateRow {
  tax: Tax;
  customerType: TaxCustomerType;
  storeId: string | null;
  rateBps: number;
  /** An ISO timestamp, or '-infinity' for the rates the store always had. */
  effectiveFrom: string;
}

interface HoursRow {
  [column: string]: unknown;
  store_id: string;
  service: 'in_store' | 'pickup';
  weekday: number;
  opens: string;
  closes: string;
}

/** The store has no settings row: the database was never seeded or set up in the dashboard. */
export class StoreSettingsMissingError extends Error {
  constructor() {
    super('The store_settings row is missing: seed the database (npm run db:seed) or set the store up first.');
    this.name = 'StoreSettingsMissingError';
  }
}

/** The settings as the storefront's pages read them: kept by the process until a store change (store-wide-cache.ts). */
export const STORE_SETTINGS_READ: StoreWideRead<StoreSettings> = {
  key: 'store-settings',
  dependsOn: ['store_changed'],
  load: (db) => getStoreSettings(db),
};

/** The default store's settings: the organization's and the first store's facts. */
export function getStoreSettings(db: Queryable): Promise<StoreSettings> {
  return getStoreSettingsFor(db, null);
}

/**
 * The settings a store's pages, quotes and orders work with: the organization's (brand, limits,
 * rewards, theme) and that store's facts (address, licences, time zone, hours, pickup, pause).
 * `null` is the default store. Throws StoreSettingsMissingError when the store was never set up,
 * or `storeId` is no store.
 */
export async function getStoreSettingsFor(db: Queryable, storeId: string | null): Promise<StoreSettings> {
  const [settings] = await readStores(db, storeId);
  if (!settings) throw new StoreSettingsMissingError();
  return settings;
}

/**
 * Every store the storefront shows (closed ones are kept for their records, not shown), the
 * default store first, then in the organization's order: each with the organization's settings.
 */
export function listStoreSettings(db: Queryable): Promise<StoreSettings[]> {
  return readStores(db, 'every open store');
}

/** The stores as the storefront's pages read them: kept by the process until a store change. */
export const STORES_READ: StoreWideRead<StoreSettings[]> = {
  key: 'stores',
  dependsOn: ['store_changed'],
  load: (db) => listStoreSettings(db),
};

async function readStores(db: Queryable, which: string | null | 'every open store'): Promise<StoreSettings[]> {
  const every = which === 'every open store';
  const stores = every
    ? { where: 'st.closed_at is null', params: [] }
    : { where: 'st.id = coalesce($1::uuid, default_store_id())', params: [which] };
  const [settingsRows, hoursRows] = await Promise.all([
    // Holidays, licences and tax rates ride along as json: no extra statement for the checkout's
    // placement to wait on. All holidays: a save drops the past ones, so the list stays short. All
    // tax rates, past ones too: a few a year, and a sale's instant (a test's clock) may be any.
    db.query<SettingsRow>(
      `select s.name, s.legal_name, s.tagline, s.adult_use_limit_mg,
              s.adult_use_concentrate_limit_mg, s.medical_daily_limit_mg, s.medical_monthly_limit_mg,
              s.vape_limit_category, s.merch_slug, s.rewards_points_per_dollar, s.rewards_birthday_bonus_points,
              s.rewards_redemption_tiers, s.referral_discount_cents, s.referral_referrer_points, s.staging_mode,
              s.theme, s.job_application_retention_days,
              st.id as store_id, st.slug as store_slug, st.name as store_name, st.is_default as store_is_default,
              st.street_address, st.city, st.region, st.postal_code, st.country, st.latitude, st.longitude,
              st.phone, st.email, st.timezone, st.pickup_slot_minutes, st.pickup_slot_capacity,
              st.order_hold_minutes, st.online_ordering_paused, st.online_ordering_paused_message, st.closed_at,
              public.open_store_count() as open_stores,
              (select l.number from store_licences l where l.store_id = st.id and l.kind = 'adult_use_retailer')
                as license_number,
              (select l.number from store_licences l where l.store_id = st.id and l.kind = 'medical_provisioning_center')
                as medical_license_number,
              coalesce((select json_agg(json_build_object('date', to_char(c.day, 'YYYY-MM-DD'), 'name', c.name,
                                                          'opens', left(c.opens_at::text, 5),
                                                          'closes', left(c.closes_at::text, 5)) order by c.day)
                          from store_closures c where c.store_id = st.id), '[]'::json) as closures,
              coalesce((select json_agg(json_build_object('tax', r.tax, 'customerType', r.customer_type,
                                                          'storeId', r.store_id, 'rateBps', r.rate_bps,
                                                          'effectiveFrom', r.effective_from)
                                        order by r.effective_from, r.tax, r.customer_type)
                          from tax_rates r where r.store_id is null or r.store_id = st.id), '[]'::json) as tax_rates
         from store_settings s
         join stores st on ${stores.where}
        order by st.is_default desc, st.position, st.name`,
      stores.params,
    ),
    // `time` as text is 'HH:MM:SS' on both engines ('24:00:00' for a midnight closing).
    db.query<HoursRow>(
      `select h.store_id, h.service, h.weekday, left(h.opens_at::text, 5) as opens, left(h.closes_at::text, 5) as closes
         from store_hours h join stores st on st.id = h.store_id
        where ${stores.where}
        order by h.weekday, h.opens_at`,
      stores.params,
    ),
  ]);
  return settingsRows.map((row) => storeSettingsOf(row, hoursRows));
}

function storeSettingsOf(row: SettingsRow, hoursRows: readonly HoursRow[]): StoreSettings {
  const taxSchedule = jsonColumn<TaxRateRow[]>(row.tax_rates).map(scheduledTaxRate);
  const readRates = taxRatesAt(taxSchedule, { storeId: row.store_id, mode: 'adult', at: new Date() });
  const hoursOf = (service: HoursRow['service']) =>
    hoursRows
      .filter((hours) => hours.store_id === row.store_id && hours.service === service)
      .map((hours) => ({ weekday: Number(hours.weekday), opens: hours.opens, closes: hours.closes }));
  const hours = hoursOf('in_store');
  const pickupHours = hoursOf('pickup');
  return {
    name: row.name,
    legalName: row.legal_name,
    tagline: row.tagline,
    store: { id: row.store_id, slug: row.store_slug, name: row.store_name, isDefault: row.store_is_default },
    address: storeAddress(row),
    phone: row.phone,
    email: row.email,
    licenseNumber: row.license_number ?? '',
    medicalLicenseNumber: row.medical_license_number,
    timeZone: row.timezone,
    exciseTaxBps: readRates.exciseBps,
    salesTaxBps: readRates.salesBps,
    taxSchedule,
    limits: {
      adultUseMg: Number(row.adult_use_limit_mg),
      adultUseConcentrateMg: Number(row.adult_use_concentrate_limit_mg),
      medicalDailyMg: Number(row.medical_daily_limit_mg),
      medicalMonthlyMg: Number(row.medical_monthly_limit_mg),
      vapeLimitCategory: row.vape_limit_category,
    },
    merchSlug: row.merch_slug,
    pickupSlotMinutes: Number(row.pickup_slot_minutes),
    pickupSlotCapacity: Number(row.pickup_slot_capacity),
    orderHoldMinutes: Number(row.order_hold_minutes),
    rewards: {
      pointsPerDollar: Number(row.rewards_points_per_dollar),
      birthdayBonusPoints: Number(row.rewards_birthday_bonus_points),
      redemptionTiers: parseRedemptionTiers(row.rewards_redemption_tiers),
      referralDiscountCents: Number(row.referral_discount_cents),
      referralReferrerPoints: Number(row.referral_referrer_points),
    },
    stagingMode: row.staging_mode,
    theme: parseStoreTheme(row.theme),
    jobApplicationRetentionDays: Number(row.job_application_retention_days),
    hours,
    pickupHours: pickupHours.length > 0 ? pickupHours : hours,
    closures: jsonColumn<ClosureRow[]>(row.closures).map((closure) => ({
      date: closure.date,
      name: closure.name,
      hours: closure.opens && closure.closes ? { opens: closure.opens, closes: closure.closes } : null,
    })),
    onlineOrdering: { paused: row.online_ordering_paused, message: row.online_ordering_paused_message },
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
    openStoreCount: Number(row.open_stores),
  };
}

/** The rates a sale on `mode`'s menu at this store is charged at `at` (the quote's or the order's instant). */
export function taxRatesOf(settings: Pick<StoreSettings, 'store' | 'taxSchedule'>, mode: MenuMode, at: Date): TaxRates {
  return taxRatesAt(settings.taxSchedule, { storeId: settings.store.id, mode, at });
}

/**
 * The settings as of `now`: the rates pages state beside prices are those in effect then (the
 * store-wide cache keeps a read past a rate's start). The same object while they are unchanged.
 */
export function settingsAt(settings: StoreSettings, now: Date): StoreSettings {
  const { exciseBps, salesBps } = taxRatesOf(settings, 'adult', now);
  return exciseBps === settings.exciseTaxBps && salesBps === settings.salesTaxBps
    ? settings
    : { ...settings, exciseTaxBps: exciseBps, salesTaxBps: salesBps };
}

function scheduledTaxRate(row: TaxRateRow): ScheduledTaxRate {
  return {
    tax: row.tax,
    customerType: row.customerType,
    storeId: row.storeId,
    rateBps: Number(row.rateBps),
    effectiveFrom: row.effectiveFrom === '-infinity' ? SINCE_ALWAYS : new Date(row.effectiveFrom),
  };
}

function storeAddress(row: SettingsRow): StoreAddress {
  const singleLine = `${row.street_address}, ${row.city}, ${row.region} ${row.postal_code}`;
  return {
    street: row.street_address,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    singleLine,
    // With the store name, Maps opens the business listing rather than a bare street address.
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${row.name}, ${singleLine}`)}`,
  };
}

/** The tiers as stored (jsonb, a string on some drivers); malformed entries are dropped, fewest points first. */
function parseRedemptionTiers(value: unknown): RewardsSettings['redemptionTiers'] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (tier): tier is { points: number; discountCents: number } =>
        Number.isSafeInteger(tier?.points) &&
        tier.points > 0 &&
        Number.isSafeInteger(tier?.discountCents) &&
        tier.discountCents > 0,
    )
    .map(({ points, discountCents }) => ({ points, discountCents }))
    .sort((a, b) => a.points - b.points);
}
