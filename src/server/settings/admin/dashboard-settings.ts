import { SETTINGS_SECTIONS, type DashboardSettings } from '#lib/settings/store-settings.ts';
import type { RuntimeConfig } from '../../config/runtime-config.ts';
import { listAudit } from '../../dashboard/audit-log.ts';
import type { Queryable } from '../../db/database.ts';
import { getEditableSettings, settingsAuditEntities } from './settings-editor.ts';
import { loadTaxSchedule } from './tax-schedule-editor.ts';

/**
 * What the settings page shows: the settings (the store sections of `storeId`'s store, the
 * default store's when null), the tax schedule, whether staging can admit anyone, the newest
 * changes (that store's among them).
 */
export async function loadDashboardSettings(
  db: Queryable,
  config: Pick<RuntimeConfig, 'staging'>,
  now = new Date(),
  storeId: string | null = null,
): Promise<DashboardSettings> {
  const entities = settingsAuditEntities(SETTINGS_SECTIONS);
  const [settings, taxSchedule, audit] = await Promise.all([
    getEditableSettings(db, now, storeId),
    loadTaxSchedule(db, now),
    listAudit(db, storeId ? [...entities, { entityType: 'store', entityId: storeId }] : entities, { limit: 30 }),
  ]);
  return { settings, taxSchedule, stagingPasswordSet: Boolean(config.staging.password), audit };
}
