import { addDays } from '#lib/pickup/zoned-time.ts';
import { REPORTS, type Metric, type ReportPayload, type ReportTable } from '#lib/reports/report-payload.ts';
import { formatDay } from '#lib/reports/report-range.ts';
import { wallClock } from '#lib/time/wall-clock.ts';
import { Refusal } from '../../../http/refusal.ts';
import type { ReportRequest } from '../report-endpoint.ts';
import { reportStoreIds, storeFilters } from '../report-stores.ts';
import { HORIZON_DAYS } from './backtest.ts';
import { improvementOverBaseline, summariseBacktest, type Accuracy } from './backtest-summary.ts';
import { ALL_CATEGORIES, PRODUCT_FORECAST_DAYS, REORDER_LEAD_DAYS } from './demand-forecast.ts';
import { METHOD_NAME } from './forecast-model.ts';
import { loadDemandForecast } from './forecast-cache.ts';
import { categoryBandTable } from './category-band.ts';
import { productCoverTable, readActiveStock } from './product-cover.ts';

export const DEFINITIONS = {
  wape: 'Weighted absolute percentage error over the backtest: the sum of |actual − forecast| ÷ the sum of actual units, over every backtested product and day. Stockout days are not scored. Lower is better.',
  mase: 'Mean absolute scaled error: a product’s mean absolute error over an origin’s 14 days ÷ the mean absolute error the same-weekday-last-week rule made on that product’s own training days, averaged over products and origins. Below 1 beats that rule’s in-sample error.',
  baseline:
    'The simple rule (seasonal naive): each of the 14 days sells what the same weekday sold in the last week before the forecast.',
  backtest: `Backtest: at 8 origins a week apart, the last one 14 days ago, each method forecast the next ${HORIZON_DAYS} days from only the history before the origin; the errors are of those forecasts against what then sold.`,
};

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** "beats the simple rule by 18%" or "does not beat the simple rule", for the note and the summary. */
export function verdict(accuracy: Accuracy): string {
  const improvement = improvementOverBaseline(accuracy);
  if (improvement === null) return 'cannot be compared with the simple rule yet (too little history to backtest)';
  return improvement > 0 ? `beats the simple rule by ${percent(improvement)}` : 'does not beat the simple rule';
}

function accuracyMetrics(accuracy: Accuracy): Metric[] {
  const metric = (key: string, label: string, value: number | null, definition: string, format: Metric['format']) =>
    ({ key, label, format, value, previous: null, definition, better: 'lower' }) satisfies Metric;
  return [
    metric(
      'method-wape',
      'Forecast error (WAPE)',
      accuracy.methodWape,
      `${METHOD_NAME}. ${DEFINITIONS.wape}`,
      'percent',
    ),
    metric(
      'baseline-wape',
      'Simple rule’s error (WAPE)',
      accuracy.baselineWape,
      `${DEFINITIONS.baseline} ${DEFINITIONS.wape}`,
      'percent',
    ),
    metric('method-mase', 'Forecast error (MASE)', accuracy.methodMase, DEFINITIONS.mase, 'number'),
    metric(
      'baseline-mase',
      'Simple rule’s error (MASE)',
      accuracy.baselineMase,
      `${DEFINITIONS.baseline} ${DEFINITIONS.mase}`,
      'number',
    ),
  ];
}

function backtestTable(origins: readonly string[], byOrigin: readonly Accuracy[], overall: Accuracy): ReportTable {
  return {
    key: 'backtest',
    title: 'Backtest: forecast error against the simple rule',
    summary: `Over ${origins.length} rolling origins the forecast ${verdict(overall)}: WAPE ${
      overall.methodWape === null ? 'unknown' : percent(overall.methodWape)
    } against ${overall.baselineWape === null ? 'unknown' : percent(overall.baselineWape)}.`,
    columns: [
      { key: 'origin', label: 'Origin', format: 'day', definition: 'The first of the 14 forecast days.' },
      { key: 'methodWape', label: 'Forecast WAPE', format: 'percent', definition: DEFINITIONS.wape },
      { key: 'baselineWape', label: 'Simple rule WAPE', format: 'percent', definition: DEFINITIONS.baseline },
      { key: 'methodMase', label: 'Forecast MASE', format: 'number', definition: DEFINITIONS.mase },
      { key: 'baselineMase', label: 'Simple rule MASE', format: 'number', definition: DEFINITIONS.mase },
      { key: 'products', label: 'Products scored', format: 'count' },
    ],
    rows: origins.map((origin, index) => {
      const accuracy = byOrigin[index]!;
      return {
        origin,
        methodWape: accuracy.methodWape,
        baselineWape: accuracy.baselineWape,
        methodMase: accuracy.methodMase,
        baselineMase: accuracy.baselineMase,
        products: accuracy.products,
      };
    }),
    chart: { kind: 'line', x: 'origin', series: ['methodWape', 'baselineWape'] },
    note: `The forecast ${verdict(overall)}. ${DEFINITIONS.backtest} ${DEFINITIONS.baseline} Products backtested: each category’s five best sellers with 8 weeks of sales before the first origin.`,
  };
}

/**
 * The demand forecasts report: the next 14 days of each product and category with the
 * prediction band, what the stock covers and what to reorder, beside the method's backtest error
 * and the simple rule's, of one store or the sum of several. `?category=` narrows it to one
 * top-level category.
 */
export async function loadForecastsReport({ db, range, search, now, stores }: ReportRequest): Promise<ReportPayload> {
  const today = wallClock(now, range.timeZone).date;
  const categories = await db.query<{ slug: string; name: string }>(
    'select slug, name from public.categories where parent_id is null order by position, name',
  );
  const category = search.get('category') ?? ALL_CATEGORIES;
  if (category !== ALL_CATEGORIES && !categories.some((known) => known.slug === category))
    throw new Refusal(400, 'Choose one of the listed categories.', 'category');

  const { computed, storeIds } = await loadDemandForecast(db, today, reportStoreIds(stores));
  const stock = await readActiveStock(db, storeIds);
  const chosen = computed.products.filter((product) => category === ALL_CATEGORIES || product.category === category);
  const backtest = summariseBacktest(chosen, computed.origins.length);
  const products = productCoverTable(chosen, stock, computed.categories);
  const forecastUnits =
    Math.round(products.rows.reduce((total, row) => total + Number(row.forecast ?? 0), 0) * 10) / 10;
  const toReorder = products.rows.filter((row) => Number(row.reorder) > 0).length;

  return {
    report: 'forecasts',
    title: REPORTS.forecasts.title,
    // A forecast has no earlier period to compare with: the range only chooses the history charted.
    range: { ...range, comparison: 'none', previous: null },
    filters: [
      ...storeFilters(stores),
      {
        key: 'category',
        label: 'Category',
        value: category,
        options: [
          { value: ALL_CATEGORIES, label: 'Every category' },
          ...categories.map((known) => ({ value: known.slug, label: known.name })),
        ],
      },
    ],
    metrics: [
      ...accuracyMetrics(backtest.overall),
      {
        key: 'improvement',
        label: 'Better than the simple rule by',
        format: 'percent',
        value: improvementOverBaseline(backtest.overall),
        previous: null,
        better: 'higher',
        definition:
          '1 − forecast WAPE ÷ simple rule WAPE: how much smaller the forecast’s error is. Negative means the forecast does not beat the simple rule.',
      },
      {
        key: 'forecast-units',
        label: `Products’ units forecast, next ${HORIZON_DAYS} days`,
        format: 'number',
        value: forecastUnits,
        previous: null,
        better: 'neither',
        definition: `The sum of the products’ daily forecasts from ${formatDay(today)} to ${formatDay(addDays(today, HORIZON_DAYS - 1))}.`,
      },
      {
        key: 'to-reorder',
        label: 'Products to reorder',
        format: 'count',
        value: toReorder,
        previous: null,
        better: 'neither',
        definition: `Products with fewer than ${PRODUCT_FORECAST_DAYS} days of supply: their stock does not cover the forecast over the ${REORDER_LEAD_DAYS}-day lead time and the ${HORIZON_DAYS} days after it.`,
      },
    ],
    tables: [
      categoryBandTable(computed, category, range, today),
      products,
      backtestTable(computed.origins, backtest.byOrigin, backtest.overall),
    ],
    empty: computed.products.every((product) => product.status === 'never-sold'),
  };
}
