import type { SettingsInput } from '#lib/settings/store-settings-input.ts';
import { SETTINGS_SECTION_TITLES } from '#lib/settings/store-settings.ts';
import { formatClockTime, WEEKDAY_NAMES } from '#lib/settings/store-hours.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { StoreSettingsMissingError } from '../store-settings.ts';

type Days = SettingsInput<'hours'>['days'];

function dayText(intervals: Days[number]['intervals']): string {
  return intervals.length === 0
    ? 'closed'
    : intervals
        .map((interval) => `${formatClockTime(interval.opens)} – ${formatClockTime(interval.closes)}`)
        .join(', ');
}

/**
 * Replaces the weekly opening hours and logs the days that changed. The store's settings row is
 * locked first, so two staff saving hours at once save one after the other.
 */
export async function saveStoreHours(
  db: Database,
  actor: AuditActor,
  { days }: SettingsInput<'hours'>,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [store] = await tx.query('select 1 from store_settings for update');
    if (!store) throw new StoreSettingsMissingError();
    const rows = await tx.query<{ weekday: number; opens: string; closes: string }>(
      `select weekday, left(opens_at::text, 5) as opens, left(closes_at::text, 5) as closes from store_hours
        where store_id = default_store_id() and service = 'in_store' order by weekday, opens_at`,
    );
    const before: Days = Array.from({ length: 7 }, () => ({ intervals: [] }));
    for (const row of rows) before[Number(row.weekday)]?.intervals.push({ opens: row.opens, closes: row.closes });

    const changedDays = days.flatMap((day, weekday) => {
      const was = dayText(before[weekday]!.intervals);
      const now = dayText(day.intervals);
      return was === now ? [] : [`${WEEKDAY_NAMES[weekday]} ${was} → ${now}`];
    });
    if (changedDays.length === 0) return { changed: false };

    await tx.query("delete from store_hours where store_id = default_store_id() and service = 'in_store'");
    for (const [weekday, day] of days.entries()) {
      for (const interval of day.intervals) {
        await tx.query('insert into store_hours (weekday, opens_at, closes_at) values ($1, $2::time, $3::time)', [
          weekday,
          interval.opens,
          interval.closes,
        ]);
      }
    }
    await recordAudit(tx, actor, {
      entityType: 'settings',
      entityId: 'hours',
      action: 'updated',
      summary: `${SETTINGS_SECTION_TITLES.hours}: ${changedDays.join('; ')}`,
      before: { days: before },
      after: { days },
    });
    return { changed: true };
  });
}
