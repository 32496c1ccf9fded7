import { addDays } from '../pickup/zoned-time.ts';
import { wallClock } from '../time/wall-clock.ts';

/**
 * The dates a report covers, read from its URL: a preset (`?range=last-30-days`) or custom days
 * (`?range=custom&from=2026-03-01&to=2026-03-31`), and what it is compared with (`?compare=previous`,
 * the same number of days just before; `year`, the same dates a year earlier; `none`). Days are the
 * store's calendar days, inclusive at both ends, so "yesterday" is yesterday in Monroe whatever the
 * server's zone. The dashboard and the server read the same parameters with this one function.
 */
export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'last-7-days',
  'last-30-days',
  'last-90-days',
  'month-to-date',
  'last-month',
  'quarter-to-date',
  'year-to-date',
  'last-12-months',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_PRESET_LABELS: Record<RangePreset | 'custom', string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'last-90-days': 'Last 90 days',
  'month-to-date': 'Month to date',
  'last-month': 'Last month',
  'quarter-to-date': 'Quarter to date',
  'year-to-date': 'Year to date',
  'last-12-months': 'Last 12 months',
  custom: 'Custom dates',
};

export const COMPARISONS = ['previous', 'year', 'none'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export const COMPARISON_LABELS: Record<Comparison, string> = {
  previous: 'Previous period',
  year: 'Same dates last year',
  none: 'No comparison',
};

/** How a chart over the range groups its days. */
export type Grain = 'day' | 'week' | 'month';

/** Custom ranges are capped so one request cannot ask for decades of rollups. */
export const LONGEST_RANGE_DAYS = 1096;
export const DEFAULT_PRESET: RangePreset = 'last-30-days';

export interface DayRange {
  /** First day, 'YYYY-MM-DD' (store-local, inclusive). */
  start: string;
  /** Last day, 'YYYY-MM-DD' (store-local, inclusive). */
  end: string;
}

export interface ReportRange extends DayRange {
  preset: RangePreset | 'custom';
  /** "Last 30 days" or "Mar 1 – Mar 31, 2026". */
  label: string;
  days: number;
  comparison: Comparison;
  /** The compared days, null with `compare=none`. */
  previous: DayRange | null;
  /** The grouping a chart over these days reads best in (chosen by length unless `?grain=` says). */
  grain: Grain;
  timeZone: string;
}

export type RangeResult = { ok: true; range: ReportRange } | { ok: false; message: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Days a store's reports can mean; a year such as 9999 would step past what dates and their strings can hold.
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '2999-12-31';

function isCalendarDay(value: string): boolean {
  if (!DAY.test(value) || value < FIRST_DAY || value > LAST_DAY) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `start` to `end`, both counted. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Clamp to the target month's last day (Mar 31 − 1 month = Feb 28/29).
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}

function presetDays(preset: RangePreset, today: string): DayRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday':
      return { start: addDays(today, -1), end: addDays(today, -1) };
    case 'last-7-days':
      return { start: addDays(today, -6), end: today };
    case 'last-30-days':
      return { start: addDays(today, -29), end: today };
    case 'last-90-days':
      return { start: addDays(today, -89), end: today };
    case 'month-to-date':
      return { start: monthStart, end: today };
    case 'last-month':
      return { start: addMonths(monthStart, -1), end: addDays(monthStart, -1) };
    case 'quarter-to-date': {
      const quarterMonth = Math.floor((month - 1) / 3) * 3 + 1;
      return { start: `${year}-${String(quarterMonth).padStart(2, '0')}-01`, end: today };
    }
    case 'year-to-date':
      return { start: `${year}-01-01`, end: today };
    case 'last-12-months':
      return { start: addDays(addMonths(today, -12), 1), end: today };
  }
}

function comparedDays(days: DayRange, comparison: Comparison): DayRange | null {
  if (comparison === 'none') return null;
  if (comparison === 'year') return { start: addMonths(days.start, -12), end: addMonths(days.end, -12) };
  const length = daysBetween(days.start, days.end);
  return { start: addDays(days.start, -length), end: addDays(days.start, -1) };
}

function grainFor(length: number): Grain {
  if (length <= 62) return 'day';
  if (length <= 190) return 'week';
  return 'month';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 1, 2026" */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}

/** "Mar 1 – Mar 31, 2026", or one day alone. */
export function formatDayRange({ start, end }: DayRange): string {
  if (start === end) return formatDay(start);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${sameYear ? formatDay(start).replace(/, \d{4}$/, '') : formatDay(start)} – ${formatDay(end)}`;
}

/**
 * The range a report's query string asks for, on the store's calendar at `now`. Missing parameters
 * take the defaults (last 30 days, compared with the previous period); anything unreadable is a
 * message for a 400, never a guess.
 */
export function readReportRange(search: URLSearchParams, now: Date, timeZone: string): RangeResult {
  const today = wallClock(now, timeZone).date;
  const presetParam = search.get('range') ?? DEFAULT_PRESET;
  const compareParam = search.get('compare') ?? 'previous';
  if (!(COMPARISONS as readonly string[]).includes(compareParam))
    return { ok: false, message: 'Compare with the previous period, the same dates last year, or nothing.' };
  const comparison = compareParam as Comparison;

  let days: DayRange;
  let preset: RangePreset | 'custom';
  if (presetParam === 'custom') {
    const from = search.get('from') ?? '';
    const to = search.get('to') ?? '';
    if (!isCalendarDay(from) || !isCalendarDay(to)) return { ok: false, message: 'Choose a start and an end date.' };
    if (from > to) return { ok: false, message: 'The start date must be on or before the end date.' };
    if (daysBetween(from, to) > LONGEST_RANGE_DAYS)
      return { ok: false, message: `Choose at most ${LONGEST_RANGE_DAYS} days.` };
    days = { start: from, end: to };
    preset = 'custom';
  } else if ((RANGE_PRESETS as readonly string[]).includes(presetParam)) {
    preset = presetParam as RangePreset;
    days = presetDays(preset, today);
  } else {
    return { ok: false, message: 'Choose one of the listed date ranges or custom dates.' };
  }

  const grainParam = search.get('grain');
  if (grainParam !== null && !['day', 'week', 'month'].includes(grainParam))
    return { ok: false, message: 'Group by day, week or month.' };
  const length = daysBetween(days.start, days.end);
  return {
    ok: true,
    range: {
      ...days,
      preset,
      label: preset === 'custom' ? formatDayRange(days) : RANGE_PRESET_LABELS[preset],
      days: length,
      comparison,
      previous: comparedDays(days, comparison),
      grain: (grainParam as Grain | null) ?? grainFor(length),
      timeZone,
    },
  };
}

/** The first day of the bucket `day` falls in: itself, its week's Monday, or its month's first. */
export function bucketStart(day: string, grain: Grain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every bucket start from `start` to `end`, so a chart shows empty days as zero rather than skipping them. */
export function bucketStarts({ start, end }: DayRange, grain: Grain): string[] {
  const starts: string[] = [];
  for (let bucket = bucketStart(start, grain); bucket <= end;) {
    starts.push(bucket);
    bucket = grain === 'day' ? addDays(bucket, 1) : grain === 'week' ? addDays(bucket, 7) : addMonths(bucket, 1);
  }
  return starts;
}

/** The query string of a range, as the dashboard writes it into the page's URL. */
export function rangeSearch(range: Pick<ReportRange, 'preset' | 'start' | 'end' | 'comparison'>): URLSearchParams {
  const search = new URLSearchParams({ range: range.preset });
  if (range.preset === 'custom') {
    search.set('from', range.start);
    search.set('to', range.end);
  }
  if (range.comparison !== 'previous') search.set('compare', range.comparison);
  return search;
}
