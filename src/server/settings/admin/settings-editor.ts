import type { SettingsInput } from '#lib/settings/store-settings-input.ts';
import {
  SETTINGS_SECTION_TITLES,
  type EditableStoreSettings,
  type SettingsSection,
} from '#lib/settings/store-settings.ts';
import type { AuditActor } from '../../dashboard/audit-log.ts';
import { recordAudit } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { todayIn } from '#lib/customers/birthday.ts';
import { saveHolidayClosures } from './holiday-closures-editor.ts';
import {
  clip,
  describeChanges,
  isStoreSection,
  LICENCE_FIELDS,
  SETTINGS_COLUMNS,
  type ColumnSection,
  type SettingsColumn,
} from './settings-sections.ts';
import { saveStoreHours } from './store-hours-editor.ts';
import { getStoreSettingsFor, StoreSettingsMissingError } from '../store-settings.ts';
import { saveStoreSection } from './store-sections-editor.ts';
import { refuseDroppingStockApartLicences, refusingStockApartBreaks } from '../../stores/admin/index.ts';

/**
 * The store's settings as the dashboard's settings page edits them (stored units: basis points,
 * milligrams), with the holidays from the store's today on.
 */
export async function getEditableSettings(
  db: Queryable,
  now = new Date(),
  storeId: string | null = null,
): Promise<EditableStoreSettings> {
  const settings = await getStoreSettingsFor(db, storeId);
  const today = todayIn(settings.timeZone, now);
  const days = Array.from({ length: 7 }, () => ({ intervals: [] as { opens: string; closes: string }[] }));
  for (const interval of settings.hours)
    days[interval.weekday]?.intervals.push({ opens: interval.opens, closes: interval.closes });
  const { address, limits } = settings;
  return {
    store: {
      name: settings.name,
      legalName: settings.legalName,
      tagline: settings.tagline,
      street: address.street,
      city: address.city,
      region: address.region,
      postalCode: address.postalCode,
      latitude: address.latitude,
      longitude: address.longitude,
      phone: settings.phone,
      email: settings.email,
      licenseNumber: settings.licenseNumber,
      medicalLicenseNumber: settings.medicalLicenseNumber,
    },
    hours: { days },
    closures: { days: settings.closures.filter((closure) => closure.date >= today) },
    ordering: settings.onlineOrdering,
    pickup: {
      slotMinutes: settings.pickupSlotMinutes,
      slotCapacity: settings.pickupSlotCapacity,
      orderHoldMinutes: settings.orderHoldMinutes,
    },
    taxes: { exciseTaxBps: settings.exciseTaxBps, salesTaxBps: settings.salesTaxBps },
    limits: {
      adultUseMg: limits.adultUseMg,
      adultUseConcentrateMg: limits.adultUseConcentrateMg,
      medicalDailyMg: limits.medicalDailyMg,
      medicalMonthlyMg: limits.medicalMonthlyMg,
      vapeLimitCategory: limits.vapeLimitCategory,
    },
    storefront: { stagingMode: settings.stagingMode, merchSlug: settings.merchSlug },
    hiring: { applicationRetentionDays: settings.jobApplicationRetentionDays },
  };
}

/** The audit log's entities for the settings page: one per section. */
export function settingsAuditEntities(sections: readonly SettingsSection[]) {
  return sections.map((section) => ({ entityType: 'settings', entityId: section }));
}

/**
 * Saves one section of the settings page and logs what changed, before and after, in the same
 * transaction. Saving values that are already stored writes nothing and logs nothing. The
 * storefront shows the change at once: writes to the store's tables notify the page caches.
 * `storeId` names the store whose sections (details, hours, holidays, pickup, online ordering)
 * are saved; absent, the default store's, written through the organization's row it mirrors.
 */
export async function saveSettingsSection<S extends SettingsSection>(
  db: Database,
  actor: AuditActor,
  section: S,
  input: SettingsInput<S>,
  now = new Date(),
  storeId: string | null = null,
): Promise<{ changed: boolean }> {
  if (section === 'hours') return saveStoreHours(db, actor, input as SettingsInput<'hours'>, storeId);
  if (section === 'closures') return saveHolidayClosures(db, actor, input as SettingsInput<'closures'>, now, storeId);
  if (storeId !== null && isStoreSection(section)) {
    const saved = await saveStoreSection(db, actor, storeId, section, input as SettingsInput<typeof section>);
    if (saved) return saved;
  }
  const columns = SETTINGS_COLUMNS[section as ColumnSection] as Record<string, SettingsColumn>;
  const values = input as Record<string, unknown>;
  const keys = Object.keys(columns);
  return db.transaction(async (tx) => {
    const [stored] = await tx.query(
      `select ${keys.map((key) => columns[key]!.column).join(', ')} from store_settings for update`,
    );
    if (!stored) throw new StoreSettingsMissingError();
    const changed = keys.filter(
      (key) => JSON.stringify(stored[columns[key]!.column] ?? null) !== JSON.stringify(values[key] ?? null),
    );
    if (changed.length === 0) return { changed: false };

    // The default store's licences are mirrored from these columns: one it keeps its stock apart with stays.
    await refuseDroppingStockApartLicences(
      tx,
      null,
      changed.filter((key) => key in LICENCE_FIELDS && !values[key]).map((key) => LICENCE_FIELDS[key]!),
    );
    await refusingStockApartBreaks(() =>
      tx.query(
        `update store_settings set ${changed.map((key, index) => `${columns[key]!.column} = $${index + 1}`).join(', ')}, updated_at = now()`,
        changed.map((key) => values[key] ?? null),
      ),
    );
    const { before, after, sentence } = describeChanges(
      columns,
      changed,
      (key) => stored[columns[key]!.column],
      values,
    );
    await recordAudit(tx, actor, {
      entityType: 'settings',
      entityId: section,
      action: 'updated',
      summary: clip(`${SETTINGS_SECTION_TITLES[section]}: ${sentence}`),
      before,
      after,
    });
    return { changed: true };
  });
}
