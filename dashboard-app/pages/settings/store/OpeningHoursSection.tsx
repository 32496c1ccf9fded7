import { useState } from 'react';
import { MAX_INTERVALS_PER_DAY, type EditableStoreSettings } from '#lib/settings/store-settings.ts';
import { WEEKDAY_NAMES } from '#lib/settings/store-hours.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { SettingsSectionForm } from './SettingsSectionForm.tsx';

type Interval = { key: number; opens: string; closes: string };

let nextKey = 0;

/** A time input cannot show 24:00: a midnight closing shows as 00:00 (the server reads it back as the end of the day). */
function toDays(hours: EditableStoreSettings['hours']): Interval[][] {
  return hours.days.map((day) =>
    day.intervals.map((interval) => ({
      key: nextKey++,
      opens: interval.opens,
      closes: interval.closes === '24:00' ? '00:00' : interval.closes,
    })),
  );
}

/** The weekly opening hours: several opening times a day, or none for a closed day. */
export function OpeningHoursSection({ hours }: { hours: EditableStoreSettings['hours'] }) {
  const [days, setDays] = useState(() => toDays(hours));

  const update = (weekday: number, change: (intervals: Interval[]) => Interval[]) =>
    setDays((current) => current.map((intervals, index) => (index === weekday ? change(intervals) : intervals)));

  return (
    <SettingsSectionForm
      section="hours"
      description="In the store’s time zone; a closing time of 12:00 AM is midnight. Pickup times are offered only while the store is open, and a day without hours is closed."
      collect={() => ({
        days: days.map((intervals) => ({ intervals: intervals.map(({ opens, closes }) => ({ opens, closes })) })),
      })}
    >
      {(problems) => (
        <div className="flex flex-col gap-3">
          {days.map((intervals, weekday) => {
            const day = WEEKDAY_NAMES[weekday]!;
            return (
              <fieldset key={day} className="rounded-lg border border-ink/15 px-3 pb-3">
                <legend className="px-1 font-bold">{day}</legend>
                <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
                  {intervals.length === 0 && <p className="py-2 text-ink-muted">Closed</p>}
                  {intervals.map((interval, index) => {
                    const path = `days.${weekday}.intervals.${index}`;
                    const suffix = intervals.length > 1 ? ` (${index + 1})` : '';
                    return (
                      <div key={interval.key} className="flex flex-wrap items-start gap-2">
                        <TextField
                          label={`Opens${suffix}`}
                          type="time"
                          required
                          value={interval.opens}
                          onChange={(event) =>
                            update(weekday, (list) =>
                              list.map((item) =>
                                item.key === interval.key ? { ...item, opens: event.target.value } : item,
                              ),
                            )
                          }
                          error={problems[`${path}.opens`]}
                        />
                        <TextField
                          label={`Closes${suffix}`}
                          type="time"
                          required
                          value={interval.closes}
                          onChange={(event) =>
                            update(weekday, (list) =>
                              list.map((item) =>
                                item.key === interval.key ? { ...item, closes: event.target.value } : item,
                              ),
                            )
                          }
                          error={problems[`${path}.closes`]}
                        />
                        <button
                          type="button"
                          className="mt-8 rounded-full border-2 border-danger px-3 py-1.5 font-semibold text-danger hover:bg-danger/5"
                          aria-label={`Remove ${day} hours${suffix}`}
                          onClick={() => update(weekday, (list) => list.filter((item) => item.key !== interval.key))}
                        >
                          Remove
                        </button>
                      </div>
                    );
                  })}
                  {intervals.length < MAX_INTERVALS_PER_DAY && (
                    <button
                      type="button"
                      className="mb-1 rounded-full border-2 border-brand-700 px-3 py-1.5 font-semibold text-brand-900 hover:bg-brand-50"
                      aria-label={`Add opening time on ${day}`}
                      onClick={() =>
                        update(weekday, (list) => [...list, { key: nextKey++, opens: '09:00', closes: '17:00' }])
                      }
                    >
                      Add opening time
                    </button>
                  )}
                </div>
                {problems[`days.${weekday}.intervals`] && (
                  <p className="font-semibold text-danger">{problems[`days.${weekday}.intervals`]}</p>
                )}
              </fieldset>
            );
          })}
        </div>
      )}
    </SettingsSectionForm>
  );
}
