/**
 * Number and date formats the store's pages share, each made once per process (and per time
 * zone): making an `Intl` formatter costs far more than formatting with one, and a page the page
 * cache misses would otherwise make its own for every render, some for every row.
 */

/** Up to two decimals: "21.5", "3.54", "6". */
export const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A calendar date with no time zone of its own ("2026-03-02" at UTC midnight): "March 2, 2026". */
export const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const shortDays = new Map<string, Intl.DateTimeFormat>();

/** An instant as a day of the store's calendar, for lists: "Nov 29, 2026". */
export function shortDay(timeZone: string): Intl.DateTimeFormat {
  let format = shortDays.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' });
    shortDays.set(timeZone, format);
  }
  return format;
}
