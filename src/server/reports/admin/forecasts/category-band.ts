import { addDays } from '#lib/pickup/zoned-time.ts';
import type { ReportTable } from '#lib/reports/report-payload.ts';
import { formatDay, type ReportRange } from '#lib/reports/report-range.ts';
import { HORIZON_DAYS } from './backtest.ts';
import { ALL_CATEGORIES, type ComputedForecast } from './demand-forecast.ts';
import { INTERVAL_LEVEL } from './forecast-model.ts';

const round1 = (value: number) => Math.round(value * 10) / 10;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The chart of a category (or the whole store): units sold each day of the report's range up to
 * yesterday, then the next 14 days' forecast with its band. The category's forecast is fitted on
 * its own daily series (its products' units summed, stockout days filled), so its band is the
 * category's own interval rather than a sum of the products' bands.
 */
export function categoryBandTable(
  computed: ComputedForecast,
  category: string,
  range: ReportRange,
  today: string,
): ReportTable {
  const name =
    category === ALL_CATEGORIES
      ? 'every category'
      : (computed.categories.find((known) => known.slug === category)?.name ?? category);
  const dayMaps =
    category === ALL_CATEGORIES ? Object.values(computed.categoryDays) : [computed.categoryDays[category] ?? {}];
  const firstDay = dayMaps
    .flatMap((days) => Object.keys(days))
    .reduce<string | null>((first, day) => (first === null || day < first ? day : first), null);

  const rows: ReportTable['rows'] = [];
  const lastHistoryDay = addDays(today, -1);
  const historyEnd = range.end < lastHistoryDay ? range.end : lastHistoryDay;
  const historyStart = firstDay !== null && firstDay > range.start ? firstDay : range.start;
  let sold = 0;
  if (firstDay !== null) {
    for (let day = historyStart; day <= historyEnd; day = addDays(day, 1)) {
      const actual = sum(dayMaps.map((days) => days[day] ?? 0));
      sold += actual;
      rows.push({ day, actual, forecast: null, low: null, high: null });
    }
  }
  // A category made since the forecast was computed has no products with history yet: nothing is forecast.
  const zeros = Array.from({ length: HORIZON_DAYS }, () => 0);
  const forecast = computed.categoryForecasts[category] ?? { point: zeros, low: zeros, high: zeros };
  for (let step = 0; step < HORIZON_DAYS; step++) {
    rows.push({
      day: addDays(today, step),
      actual: null,
      forecast: round1(forecast.point[step]!),
      low: round1(forecast.low[step]!),
      high: round1(forecast.high[step]!),
    });
  }

  const band = `${Math.round(INTERVAL_LEVEL * 100)}%`;
  const total = round1(sum(forecast.point));
  const history =
    historyStart <= historyEnd && firstDay !== null
      ? `${name} sold ${sold} units from ${formatDay(historyStart)} to ${formatDay(historyEnd)}; `
      : '';
  return {
    key: 'category-forecast',
    title: `Daily units and the 14-day forecast: ${name}`,
    summary: `${history}the next ${HORIZON_DAYS} days are forecast at ${total} units, ${round1(sum(forecast.low))} to ${round1(sum(forecast.high))} within the ${band} band.`,
    columns: [
      { key: 'day', label: 'Day', format: 'day' },
      {
        key: 'actual',
        label: 'Units sold',
        format: 'count',
        definition:
          'Units of the category’s products in counted orders (placed, accepted, ready or picked up), by the day they were placed.',
      },
      {
        key: 'forecast',
        label: 'Forecast',
        format: 'number',
        definition:
          'The forecast units of the day (MSTL with a weekly season and an ETS trend, fitted on the category’s last 16 weeks).',
      },
      {
        key: 'low',
        label: `Low (${band})`,
        format: 'number',
        definition: `The lower bound of the ${band} prediction interval.`,
      },
      {
        key: 'high',
        label: `High (${band})`,
        format: 'number',
        definition: `The upper bound of the ${band} prediction interval.`,
      },
    ],
    rows,
    chart: { kind: 'band', x: 'day', value: 'forecast', low: 'low', high: 'high', actual: 'actual' },
    note: `Units sold are shown up to yesterday for the chosen dates; the forecast starts today. Days a product was out of stock are filled from the same weekday of the weeks before for fitting, so a stockout does not read as no demand. The band is fitted on the category’s own daily units, so its total can differ from the sum of its products’ forecasts.`,
  };
}
