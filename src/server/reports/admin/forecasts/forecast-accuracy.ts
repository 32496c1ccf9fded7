/**
 * How a forecast's error is measured (decision 32). A value of `null` is a day whose demand is
 * unknown (the product was out of stock): it is never scored, neither as an actual nor as a
 * step of the scale.
 */

/** The weekly season of a store's demand: Saturdays look like Saturdays. */
export const SEASON_DAYS = 7;

/**
 * The simple rule a forecast has to beat: each day of the horizon is what sold on the same weekday
 * in the last week before it. `history` must be whole (missing days already filled in).
 */
export function seasonalNaiveForecast(history: readonly number[], horizon: number, season = SEASON_DAYS): number[] {
  if (history.length < season) throw new Error(`The seasonal-naive rule needs ${season} days of history.`);
  const lastSeason = history.slice(-season);
  return Array.from({ length: horizon }, (_, step) => lastSeason[step % season]!);
}

/** Absolute errors summed over the days with a known actual, with the units those days sold. */
export interface ErrorSums {
  /** Σ |actual − forecast| over the scored days. */
  absoluteError: number;
  /** Σ actual over the same days. */
  actual: number;
  /** How many days were scored. */
  days: number;
}

export function errorSums(actuals: readonly (number | null)[], forecast: readonly number[]): ErrorSums {
  let absoluteError = 0;
  let actual = 0;
  let days = 0;
  actuals.forEach((value, index) => {
    if (value === null) return;
    absoluteError += Math.abs(value - forecast[index]!);
    actual += value;
    days++;
  });
  return { absoluteError, actual, days };
}

/**
 * Weighted absolute percentage error: Σ|actual − forecast| ÷ Σ actual, pooled over every scored
 * day of every series given, so big sellers weigh by their volume. `null` when nothing sold.
 */
export function wape(sums: readonly ErrorSums[]): number | null {
  const actual = sums.reduce((total, sum) => total + sum.actual, 0);
  if (actual === 0) return null;
  return sums.reduce((total, sum) => total + sum.absoluteError, 0) / actual;
}

/**
 * The scale of mean absolute scaled error: the in-sample mean absolute error of the seasonal-naive
 * rule on the training days, |y[t] − y[t − 7]| over the pairs where both days are known. `null`
 * when no pair is known or the series never changes (nothing to scale by).
 */
export function seasonalNaiveScale(training: readonly (number | null)[], season = SEASON_DAYS): number | null {
  let total = 0;
  let pairs = 0;
  for (let index = season; index < training.length; index++) {
    const now = training[index];
    const before = training[index - season];
    if (now === null || now === undefined || before === null || before === undefined) continue;
    total += Math.abs(now - before);
    pairs++;
  }
  if (pairs === 0 || total === 0) return null;
  return total / pairs;
}

/**
 * Mean absolute scaled error of one series' horizon: its mean absolute error ÷ the scale. Below 1
 * the forecast erred less than the seasonal-naive rule did in-sample. `null` without a scale or a
 * scored day.
 */
export function mase(sums: ErrorSums, scale: number | null): number | null {
  if (scale === null || sums.days === 0) return null;
  return sums.absoluteError / sums.days / scale;
}

/** The mean of the values that exist; `null` when none does. */
export function meanOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((total, value) => total + value, 0) / known.length;
}
