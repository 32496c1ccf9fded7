import { errorSums, seasonalNaiveForecast, seasonalNaiveScale, type ErrorSums } from './forecast-accuracy.ts';
import { forecastDemand } from './forecast-model.ts';
import { fillMissingDays } from './missing-days.ts';

/**
 * The backtest (decision 32): the method and the seasonal-naive rule each forecast the same
 * 14 days from the same history, at 8 rolling origins a week apart, the last one 14 days before
 * today, so the scored days are the last nine weeks and each origin sees only what came before it.
 */
export const HORIZON_DAYS = 14;
export const BACKTEST_ORIGINS = 8;
export const ORIGIN_STEP_DAYS = 7;
/** The most recent history a model is fitted on: sixteen weeks, enough for the weekly pattern and a trend. */
export const FIT_DAYS = 112;
/** A product is backtested when it had sold for eight weeks before the first origin. */
export const MIN_BACKTEST_HISTORY_DAYS = 56;
/** A product gets a forecast once it has sold for four weeks. */
export const MIN_FORECAST_HISTORY_DAYS = 28;

/** Days from the first origin to yesterday: where backtests score. */
export const BACKTEST_SPAN_DAYS = HORIZON_DAYS + ORIGIN_STEP_DAYS * (BACKTEST_ORIGINS - 1);
/** The history the forecasts read: the fitting window before the first origin, and the span. */
export const WINDOW_DAYS = FIT_DAYS + BACKTEST_SPAN_DAYS;

/** Each origin's position in the window: the index of its first forecast day. */
export const ORIGIN_INDEXES: readonly number[] = Array.from(
  { length: BACKTEST_ORIGINS },
  (_, origin) => WINDOW_DAYS - HORIZON_DAYS - ORIGIN_STEP_DAYS * (BACKTEST_ORIGINS - 1 - origin),
);

/** One origin's errors for one series: the method's and the rule's over the same scored days. */
export interface OriginScore {
  origin: number;
  method: ErrorSums;
  baseline: ErrorSums;
  /** The seasonal-naive in-sample error of the training days (MASE's scale), null when there is none. */
  scale: number | null;
}

/**
 * A series over the window (`values[i]` is the day `i` days after the window's start: units sold,
 * or `null` when unknown) whose history begins at `start`. The training days before each origin are
 * filled (missing-days.ts) for the fit and the rule; the horizon's unknown days are not scored.
 */
export interface WindowSeries {
  start: number;
  values: readonly (number | null)[];
}

export function isBacktested(series: WindowSeries): boolean {
  return ORIGIN_INDEXES[0]! - series.start >= MIN_BACKTEST_HISTORY_DAYS;
}

/** The method's and the rule's errors at every origin; origins whose training days are all unknown are skipped. */
export function backtestSeries(series: WindowSeries): OriginScore[] {
  const scores: OriginScore[] = [];
  ORIGIN_INDEXES.forEach((originIndex, origin) => {
    const training = series.values.slice(Math.max(series.start, originIndex - FIT_DAYS), originIndex);
    const filled = fillMissingDays(training);
    if (!filled) return;
    const actuals = series.values.slice(originIndex, originIndex + HORIZON_DAYS);
    scores.push({
      origin,
      method: errorSums(actuals, forecastDemand(filled, HORIZON_DAYS).point),
      baseline: errorSums(actuals, seasonalNaiveForecast(filled, HORIZON_DAYS)),
      scale: seasonalNaiveScale(training),
    });
  });
  return scores;
}
