import { SETTINGS_SECTIONS, type DashboardSettings } from '#lib/settings/store-settings.ts';
import type { RuntimeConfig } from '../../config/runtime-config.ts';
import { listAudit } from '../../dashboard/audit-log.ts';
import type { Queryable } from '../../db/database.ts';
import { getEditableSettings, settingsAuditEntities } from './settings-editor.ts';

/** What the settings page shows: the settings, whether staging can admit anyone, the newest changes. */
export async function loadDashboardSettings(
  db: Queryable,
  config: Pick<RuntimeConfig, 'staging'>,
  now = new Date(),
): Promise<DashboardSettings> {
  const [settings, audit] = await Promise.all([
    getEditableSettings(db, now),
    listAudit(db, settingsAuditEntities(SETTINGS_SECTIONS), { limit: 30 }),
  ]);
  return { settings, stagingPasswordSet: Boolean(config.staging.password), audit };
}
