import { MAX_INTERVALS_PER_DAY } from '#lib/settings/store-settings.ts';
import { WEEKDAY_NAMES } from '#lib/settings/store-hours.ts';
import { TextField } from '../../../ui/TextField.tsx';

export type Interval = { key: number; opens: string; closes: string };

let nextKey = 0;

/** A time input cannot show 24:00: a midnight closing shows as 00:00 (the server reads it back as the end of the day). */
export function toDays(week: { days: { intervals: { opens: string; closes: string }[] }[] }): Interval[][] {
  return week.days.map((day) =>
    day.intervals.map((interval) => ({
      key: nextKey++,
      opens: interval.opens,
      closes: interval.closes === '24:00' ? '00:00' : interval.closes,
    })),
  );
}

/** The week as the hours endpoints take it. */
export function weekOf(days: Interval[][]) {
  return { days: days.map((intervals) => ({ intervals: intervals.map(({ opens, closes }) => ({ opens, closes })) })) };
}

/**
 * A week of opening times: several a day, or none for a closed day. `path` is where the server's
 * messages for these days are (`days`, `hours.pickup.days`); `name` tells the buttons of two weeks
 * on one page apart.
 */
export function WeekHoursFields({
  days,
  onChange,
  problems,
  path = 'days',
  name = '',
}: {
  days: Interval[][];
  onChange: (days: Interval[][]) => void;
  problems: Record<string, string>;
  path?: string;
  name?: string;
}) {
  const update = (weekday: number, change: (intervals: Interval[]) => Interval[]) =>
    onChange(days.map((intervals, index) => (index === weekday ? change(intervals) : intervals)));
  const of = name ? ` ${name}` : '';

  return (
    <div className="flex flex-col gap-3">
      {days.map((intervals, weekday) => {
        const day = WEEKDAY_NAMES[weekday]!;
        return (
          <fieldset key={day} className="rounded-lg border border-ink/15 px-3 pb-3">
            <legend className="px-1 font-bold">{day}</legend>
            <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
              {intervals.length === 0 && <p className="py-2 text-ink-muted">Closed</p>}
              {intervals.map((interval, index) => {
                const at = `${path}.${weekday}.intervals.${index}`;
                const suffix = intervals.length > 1 ? ` (${index + 1})` : '';
                const set = (field: 'opens' | 'closes', value: string) =>
                  update(weekday, (list) =>
                    list.map((item) => (item.key === interval.key ? { ...item, [field]: value } : item)),
                  );
                return (
                  <div key={interval.key} className="flex flex-wrap items-start gap-2">
                    <TextField
                      label={`Opens${suffix}`}
                      type="time"
                      required
                      value={interval.opens}
                      onChange={(event) => set('opens', event.target.value)}
                      error={problems[`${at}.opens`]}
                    />
                    <TextField
                      label={`Closes${suffix}`}
                      type="time"
                      required
                      value={interval.closes}
                      onChange={(event) => set('closes', event.target.value)}
                      error={problems[`${at}.closes`]}
                    />
                    <button
                      type="button"
                      className="mt-8 rounded-full border-2 border-danger px-3 py-1.5 font-semibold text-danger hover:bg-danger/5"
                      aria-label={`Remove ${day}${of} hours${suffix}`}
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
                  aria-label={`Add${of} opening time on ${day}`}
                  onClick={() =>
                    update(weekday, (list) => [...list, { key: nextKey++, opens: '09:00', closes: '17:00' }])
                  }
                >
                  Add opening time
                </button>
              )}
            </div>
            {problems[`${path}.${weekday}.intervals`] && (
              <p className="font-semibold text-danger">{problems[`${path}.${weekday}.intervals`]}</p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
