import { useState } from 'react';
import { MAX_HOLIDAY_CLOSURES, type EditableStoreSettings } from '#lib/settings/store-settings.ts';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { SettingsSectionForm } from './SettingsSectionForm.tsx';

type Holiday = { key: number; date: string; name: string; reduced: boolean; opens: string; closes: string };

let nextKey = 0;

/** A time input cannot show 24:00: a midnight closing shows as 00:00, as in the weekly hours. */
function toHolidays(closures: EditableStoreSettings['closures']): Holiday[] {
  return closures.days.map((day) => ({
    key: nextKey++,
    date: day.date,
    name: day.name,
    reduced: day.hours !== null,
    opens: day.hours?.opens ?? '10:00',
    closes: day.hours?.closes === '24:00' ? '00:00' : (day.hours?.closes ?? '15:00'),
  }));
}

/**
 * Holidays ahead: a date closed all day, or open shorter hours. They replace the week's hours on
 * their date — the header's open or closed, the pickup times, the footer and the contact page.
 */
export function HolidayClosuresSection({ closures }: { closures: EditableStoreSettings['closures'] }) {
  const [holidays, setHolidays] = useState(() => toHolidays(closures));
  const change = (key: number, values: Partial<Holiday>) =>
    setHolidays((list) => list.map((holiday) => (holiday.key === key ? { ...holiday, ...values } : holiday)));

  return (
    <SettingsSectionForm
      section="closures"
      description="Days the store closes or keeps shorter hours than its week's, in the store's time zone. Shoppers see them under the opening hours, and checkout offers no pickup time outside them."
      collect={() => ({
        days: holidays.map(({ date, name, reduced, opens, closes }) => ({
          date,
          name,
          hours: reduced ? { opens, closes } : null,
        })),
      })}
    >
      {(problems) => (
        <div className="flex flex-col gap-3">
          {holidays.length === 0 && (
            <p className="text-ink-muted">No holidays ahead: the week's hours apply every day.</p>
          )}
          {holidays.map((holiday, index) => {
            const path = `days.${index}`;
            const legend = holiday.name || holiday.date || `Holiday ${index + 1}`;
            return (
              <fieldset key={holiday.key} className="rounded-lg border border-ink/15 px-3 pb-3">
                <legend className="px-1 font-bold">{legend}</legend>
                <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
                  <TextField
                    label="Date"
                    type="date"
                    required
                    value={holiday.date}
                    onChange={(event) => change(holiday.key, { date: event.target.value })}
                    error={problems[`${path}.date`]}
                  />
                  <TextField
                    label="Name"
                    required
                    value={holiday.name}
                    onChange={(event) => change(holiday.key, { name: event.target.value })}
                    error={problems[`${path}.name`]}
                    className="min-w-56"
                  />
                  <button
                    type="button"
                    className="mt-8 rounded-full border-2 border-danger px-3 py-1.5 font-semibold text-danger hover:bg-danger/5"
                    aria-label={`Remove the holiday ${legend}`}
                    onClick={() => setHolidays((list) => list.filter((item) => item.key !== holiday.key))}
                  >
                    Remove
                  </button>
                </div>
                <CheckboxField
                  label="Open shorter hours (unticked: closed all day)"
                  checked={holiday.reduced}
                  onChange={(event) => change(holiday.key, { reduced: event.target.checked })}
                  className="mt-3"
                />
                {holiday.reduced && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    <TextField
                      label="Opens"
                      type="time"
                      required
                      value={holiday.opens}
                      onChange={(event) => change(holiday.key, { opens: event.target.value })}
                      error={problems[`${path}.hours.opens`]}
                    />
                    <TextField
                      label="Closes"
                      type="time"
                      required
                      value={holiday.closes}
                      onChange={(event) => change(holiday.key, { closes: event.target.value })}
                      error={problems[`${path}.hours.closes`]}
                    />
                  </div>
                )}
              </fieldset>
            );
          })}
          {problems.days && <p className="font-semibold text-danger">{problems.days}</p>}
          {holidays.length < MAX_HOLIDAY_CLOSURES && (
            <button
              type="button"
              className="self-start rounded-full border-2 border-brand-700 px-3 py-1.5 font-semibold text-brand-900 hover:bg-brand-50"
              onClick={() =>
                setHolidays((list) => [
                  ...list,
                  { key: nextKey++, date: '', name: '', reduced: false, opens: '10:00', closes: '15:00' },
                ])
              }
            >
              Add a holiday
            </button>
          )}
        </div>
      )}
    </SettingsSectionForm>
  );
}
