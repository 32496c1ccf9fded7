import { addDays } from '#lib/pickup/zoned-time.ts';
import {
  backtestSeries,
  FIT_DAYS,
  HORIZON_DAYS,
  isBacktested,
  MIN_FORECAST_HISTORY_DAYS,
  ORIGIN_INDEXES,
  WINDOW_DAYS,
  type OriginScore,
  type WindowSeries,
} from './backtest.ts';
import type { DemandHistory, ForecastCategory } from './demand-history.ts';
import { forecastDemand, type DailyForecast } from './forecast-model.ts';
import { fillMissingDays } from './missing-days.ts';

/**
 * Days a reorder takes to arrive: a reorder covers them and the 14 forecast days after them. A
 * constant, not a setting, until the store records its suppliers' real lead times (decisions 32, 58).
 */
export const REORDER_LEAD_DAYS = 7;
/** Each product is forecast over the lead time and the horizon, for its reorder suggestion. */
export const PRODUCT_FORECAST_DAYS = REORDER_LEAD_DAYS + HORIZON_DAYS;
/**
 * The products backtested: each top-level category's five best sellers of the last fitting window
 * with enough history. The backtest fits eight models per product, so it is bounded by the number
 * of categories, not of products, and every category's own figures rest on its main products.
 */
export const BACKTESTED_PER_CATEGORY = 5;
/** Changes whenever the method or its settings do, so forecasts cached by an older one are not used. */
export const METHOD_REVISION = 'mstl7-ets/fit112/h14x8/top5/lead7/v1';

export type ProductForecastStatus = 'forecast' | 'new' | 'never-sold' | 'never-in-stock';

export interface ProductForecast {
  id: string;
  name: string;
  category: string;
  status: ProductForecastStatus;
  /** Over PRODUCT_FORECAST_DAYS days from today; only with status `forecast`. */
  forecast: DailyForecast | null;
  /** Empty when it was not backtested (too little history, or past the limit). */
  backtest: OriginScore[];
}

/** Everything computed for a day's forecasts; cached as JSON (forecast-cache.ts). */
export interface ComputedForecast {
  today: string;
  /** Each backtest origin's first forecast day. */
  origins: string[];
  categories: ForecastCategory[];
  products: ProductForecast[];
  /** The next 14 days of each category (by slug) and of the whole store (`all`), fitted on their own series. */
  categoryForecasts: Record<string, DailyForecast>;
  /** Units sold per day by each category's products, days before today. */
  categoryDays: Record<string, Record<string, number>>;
}

export const ALL_CATEGORIES = 'all';

/** Lets the server answer other requests between fits: a computation takes seconds, not one long block. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The series' last FIT_DAYS (from its start), filled for fitting; null when every day is unknown. */
function fittingDays(series: WindowSeries): number[] | null {
  return fillMissingDays(series.values.slice(Math.max(series.start, WINDOW_DAYS - FIT_DAYS)));
}

function unitsOfFittingWindow(series: WindowSeries | null): number {
  if (!series) return 0;
  return series.values
    .slice(Math.max(series.start, WINDOW_DAYS - FIT_DAYS))
    .reduce<number>((total, value) => total + (value ?? 0), 0);
}

/**
 * Forecasts every product with four weeks of sales, each category and the store from their
 * summed (filled) series, and backtests each category's best sellers with enough history against
 * the seasonal-naive rule. The same history gives the same numbers.
 */
export async function computeDemandForecast(history: DemandHistory): Promise<ComputedForecast> {
  const backtested = new Set<string>();
  const byCategory = Map.groupBy(
    history.products.filter((product) => product.series && isBacktested(product.series)),
    (product) => product.category,
  );
  for (const candidates of byCategory.values()) {
    candidates
      .map((product) => ({ id: product.id, units: unitsOfFittingWindow(product.series) }))
      .sort((a, b) => b.units - a.units || (a.id < b.id ? -1 : 1))
      .slice(0, BACKTESTED_PER_CATEGORY)
      .forEach((product) => backtested.add(product.id));
  }

  const categorySeries = new Map<string, number[]>(
    [ALL_CATEGORIES, ...history.categories.map((category) => category.slug)].map((key) => [
      key,
      Array.from({ length: FIT_DAYS }, () => 0),
    ]),
  );
  const products: ProductForecast[] = [];
  for (const product of history.products) {
    const { series, ...identity } = product;
    const entry: ProductForecast = {
      id: identity.id,
      name: identity.name,
      category: identity.category,
      status: 'never-sold',
      forecast: null,
      backtest: [],
    };
    products.push(entry);
    if (!series) continue;
    const filled = fittingDays(series);
    if (filled) {
      // Each product adds its filled days to its category's and the store's series, aligned to the window's end.
      const offset = FIT_DAYS - filled.length;
      for (const key of [ALL_CATEGORIES, identity.category]) {
        const sums = categorySeries.get(key);
        if (sums) filled.forEach((value, index) => (sums[offset + index]! += value));
      }
    }
    if (WINDOW_DAYS - series.start < MIN_FORECAST_HISTORY_DAYS) {
      entry.status = 'new';
      continue;
    }
    if (!filled) {
      entry.status = 'never-in-stock';
      continue;
    }
    entry.status = 'forecast';
    entry.forecast = forecastDemand(filled, PRODUCT_FORECAST_DAYS);
    if (backtested.has(identity.id)) entry.backtest = backtestSeries(series);
    await breathe();
  }

  const categoryForecasts: Record<string, DailyForecast> = {};
  for (const [key, sums] of categorySeries) categoryForecasts[key] = forecastDemand(sums, HORIZON_DAYS);

  return {
    today: history.today,
    origins: ORIGIN_INDEXES.map((index) => addDays(history.windowStart, index)),
    categories: history.categories,
    products,
    categoryForecasts,
    categoryDays: history.categoryDays,
  };
}
