import type { SettingsInput } from '#lib/settings/store-settings-input.ts';
import { SETTINGS_SECTION_TITLES } from '#lib/settings/store-settings.ts';
import { holidayDateLabel, holidayHoursLabel } from '#lib/settings/holiday-closures.ts';
import type { HolidayClosure } from '#lib/settings/store-hours.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { todayIn } from '#lib/customers/birthday.ts';
import { clip, settingsAuditOf, storePrefix } from './settings-sections.ts';
import { StoreSettingsMissingError } from '../store-settings.ts';

const describe = (closure: HolidayClosure) =>
  `${holidayDateLabel(closure.date)} ${closure.name} (${holidayHoursLabel(closure)})`;

const sameDay = (a: HolidayClosure, b: HolidayClosure) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces the holidays ahead and logs the ones added and removed (a changed one is both). A date
 * before the store's today is refused beside its row; holidays already past are dropped with the
 * save, since they no longer change any hours. The settings row is locked first, so two saves go
 * one after the other; the table's trigger tells every process's caches (store_changed).
 */
export async function saveHolidayClosures(
  db: Database,
  actor: AuditActor,
  { days }: SettingsInput<'closures'>,
  now: Date,
  storeId: string | null = null,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [store] = await tx.query<{ id: string; name: string; is_default: boolean; timezone: string }>(
      `select st.id, st.name, st.is_default, st.timezone from store_settings, stores st
        where st.id = coalesce($1::uuid, default_store_id()) for update`,
      [storeId],
    );
    if (!store) throw new StoreSettingsMissingError();
    const today = todayIn(store.timezone, now);
    const past = days.findIndex((day) => day.date < today);
    if (past >= 0) throw new Refusal(400, 'A holiday is today or a later day.', `days.${past}.date`);

    const rows = await tx.query<{ date: string; name: string; opens: string | null; closes: string | null }>(
      `select to_char(day, 'YYYY-MM-DD') as date, name, left(opens_at::text, 5) as opens, left(closes_at::text, 5) as closes
         from store_closures where store_id = $2 and day >= $1::date order by day`,
      [today, store.id],
    );
    const before: HolidayClosure[] = rows.map((row) => ({
      date: row.date,
      name: row.name,
      hours: row.opens && row.closes ? { opens: row.opens, closes: row.closes } : null,
    }));
    const after = [...days].sort((a, b) => a.date.localeCompare(b.date));
    const added = after.filter((day) => !before.some((was) => sameDay(was, day)));
    const removed = before.filter((was) => !after.some((day) => sameDay(was, day)));
    if (added.length === 0 && removed.length === 0) return { changed: false };

    await tx.query('delete from store_closures where store_id = $1', [store.id]);
    await tx.query(
      `insert into store_closures (store_id, day, name, opens_at, closes_at)
       select $2, x.date, x.name, x.opens, x.closes
         from jsonb_to_recordset($1::text::jsonb) as x (date date, name text, opens time, closes time)`,
      [JSON.stringify(after.map((day) => ({ date: day.date, name: day.name, ...day.hours }))), store.id],
    );
    const changes = [
      ...added.map((day) => `added ${describe(day)}`),
      ...removed.map((day) => `removed ${describe(day)}`),
    ];
    await recordAudit(tx, actor, {
      ...settingsAuditOf(store, 'closures'),
      action: 'updated',
      summary: clip(`${storePrefix(store)}${SETTINGS_SECTION_TITLES.closures}: ${changes.join('; ')}`),
      before: { days: before },
      after: { days: after },
    });
    return { changed: true };
  });
}
