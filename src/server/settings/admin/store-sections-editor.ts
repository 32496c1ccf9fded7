import type { SettingsInput } from '#lib/settings/store-settings-input.ts';
import { SETTINGS_SECTION_TITLES } from '#lib/settings/store-settings.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { refuseClosedStore, writeStoreLicences } from '../../stores/admin/index.ts';
import {
  clip,
  describeChanges,
  LICENCE_FIELDS,
  ORGANIZATION_STORE_FIELDS,
  SETTINGS_COLUMNS,
  type SettingsColumn,
  type StoreColumnSection,
} from './settings-sections.ts';

/**
 * Saves a store section of the settings page (details, pickup, online ordering) for a store that
 * is not the default: its facts go to its `stores` row and its licence numbers to its licences
 * (through the stores' one writer of licences), while the brand's name, legal name and tagline
 * stay the organization's. Null for the default store, whose sections the settings row keeps as
 * before (its mirror carries them to the store). Logged as a change of that store, in the same
 * transaction.
 */
export async function saveStoreSection<S extends StoreColumnSection>(
  db: Database,
  actor: AuditActor,
  storeId: string,
  section: S,
  input: SettingsInput<S>,
): Promise<{ changed: boolean } | null> {
  const columns = SETTINGS_COLUMNS[section] as Record<string, SettingsColumn>;
  const values = input as Record<string, unknown>;
  const keys = Object.keys(columns);
  const organizationKeys = keys.filter((key) => ORGANIZATION_STORE_FIELDS.includes(key));
  const licenceKeys = keys.filter((key) => key in LICENCE_FIELDS);
  const storeKeys = keys.filter((key) => !organizationKeys.includes(key) && !licenceKeys.includes(key));
  return db.transaction(async (tx) => {
    const [store] = await tx.query<
      Record<string, unknown> & { store_name: string; is_default: boolean; closed_at: Date | null }
    >(
      `select name as store_name, is_default, closed_at, ${storeKeys.map((key) => columns[key]!.column).join(', ')}
         from stores where id = $1 for update`,
      [storeId],
    );
    if (!store) throw new Refusal(404, 'There is no such store.');
    if (store.is_default) return null;
    refuseClosedStore({ name: store.store_name, closedAt: store.closed_at });
    const [organization] = organizationKeys.length
      ? await tx.query(
          `select ${organizationKeys.map((key) => columns[key]!.column).join(', ')} from store_settings for update`,
        )
      : [{}];
    const licences = await tx.query<{ kind: string; number: string }>(
      'select kind, number from store_licences where store_id = $1',
      [storeId],
    );
    const stored: Record<string, unknown> = {};
    for (const key of [...organizationKeys, ...storeKeys]) {
      stored[key] = (organizationKeys.includes(key) ? organization! : store)[columns[key]!.column] ?? null;
    }
    for (const key of licenceKeys) {
      stored[key] = licences.find((licence) => licence.kind === LICENCE_FIELDS[key])?.number ?? null;
    }
    const changed = keys.filter((key) => JSON.stringify(stored[key] ?? null) !== JSON.stringify(values[key] ?? null));
    if (changed.length === 0) return { changed: false };

    const update = async (table: string, changedKeys: string[], where: string, params: unknown[]) => {
      if (changedKeys.length === 0) return;
      await tx.query(
        `update ${table} set ${changedKeys.map((key, index) => `${columns[key]!.column} = $${index + 1 + params.length}`).join(', ')}, updated_at = now() ${where}`,
        [...params, ...changedKeys.map((key) => values[key] ?? null)],
      );
    };
    await update(
      'store_settings',
      changed.filter((key) => organizationKeys.includes(key)),
      '',
      [],
    );
    await update(
      'stores',
      changed.filter((key) => storeKeys.includes(key)),
      'where id = $1',
      [storeId],
    );
    await writeStoreLicences(
      tx,
      storeId,
      Object.fromEntries(
        changed
          .filter((key) => licenceKeys.includes(key))
          .map((key) => {
            const number = values[key] as string | null;
            return [LICENCE_FIELDS[key]!, number ? { number } : null];
          }),
      ),
    );
    const { before, after, sentence } = describeChanges(columns, changed, (key) => stored[key], values);
    await recordAudit(tx, actor, {
      entityType: 'store',
      entityId: storeId,
      action: 'updated',
      summary: clip(`${store.store_name} — ${SETTINGS_SECTION_TITLES[section]}: ${sentence}`),
      before,
      after,
    });
    return { changed: true };
  });
}
