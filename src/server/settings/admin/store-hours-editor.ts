import type { SettingsInput } from '#lib/settings/store-settings-input.ts';
import { SETTINGS_SECTION_TITLES } from '#lib/settings/store-settings.ts';
import { formatClockTime, WEEKDAY_NAMES } from '#lib/settings/store-hours.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { refuseClosedStore, writeStoreHours } from '../../stores/admin/index.ts';
import { StoreSettingsMissingError } from '../store-settings.ts';
import { settingsAuditOf, storePrefix } from './settings-sections.ts';

type Days = SettingsInput<'hours'>['days'];

function dayText(intervals: Days[number]['intervals']): string {
  return intervals.length === 0
    ? 'closed'
    : intervals
        .map((interval) => `${formatClockTime(interval.opens)} – ${formatClockTime(interval.closes)}`)
        .join(', ');
}

/**
 * Replaces a store's weekly opening hours (the default store's when `storeId` is null) through the
 * stores' one writer of hours, and logs the days that changed. The store's settings row is locked
 * first, so two staff saving hours at once save one after the other; a closed store's stay as
 * they were.
 */
export async function saveStoreHours(
  db: Database,
  actor: AuditActor,
  { days }: SettingsInput<'hours'>,
  storeId: string | null = null,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [store] = await tx.query<{ id: string; name: string; is_default: boolean; closed_at: Date | null }>(
      `select st.id, st.name, st.is_default, st.closed_at from store_settings, stores st
        where st.id = coalesce($1::uuid, default_store_id()) for update`,
      [storeId],
    );
    if (!store) throw new StoreSettingsMissingError();
    refuseClosedStore({ name: store.name, closedAt: store.closed_at });
    const rows = await tx.query<{ weekday: number; opens: string; closes: string }>(
      `select weekday, left(opens_at::text, 5) as opens, left(closes_at::text, 5) as closes from store_hours
        where store_id = $1 and service = 'in_store' order by weekday, opens_at`,
      [store.id],
    );
    const before: Days = Array.from({ length: 7 }, () => ({ intervals: [] }));
    for (const row of rows) before[Number(row.weekday)]?.intervals.push({ opens: row.opens, closes: row.closes });

    const changedDays = days.flatMap((day, weekday) => {
      const was = dayText(before[weekday]!.intervals);
      const now = dayText(day.intervals);
      return was === now ? [] : [`${WEEKDAY_NAMES[weekday]} ${was} → ${now}`];
    });
    if (changedDays.length === 0) return { changed: false };

    await writeStoreHours(tx, store.id, 'in_store', { days });
    await recordAudit(tx, actor, {
      ...settingsAuditOf(store, 'hours'),
      action: 'updated',
      summary: `${storePrefix(store)}${SETTINGS_SECTION_TITLES.hours}: ${changedDays.join('; ')}`,
      before: { days: before },
      after: { days },
    });
    return { changed: true };
  });
}
