import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { initSync, MSTL } from '@bsull/augurs/mstl';
import { SEASON_DAYS } from './forecast-accuracy.ts';

/**
 * The forecasting method (decision 32): MSTL from augurs (grafana/augurs, Rust compiled to
 * WebAssembly) — the series split into a weekly seasonal part and the rest by STL, the rest
 * forecast by an automatically chosen exponential-smoothing (ETS) model, the weekly pattern added
 * back — with its prediction interval.
 */
export const METHOD_NAME = 'MSTL (weekly season) with an ETS trend, from augurs';

/** The prediction interval's level: 8 days in 10 should land inside the band. */
export const INTERVAL_LEVEL = 0.8;

export interface DailyForecast {
  point: number[];
  low: number[];
  high: number[];
}

let initialised = false;

/**
 * Loads the WebAssembly module once per process, from the file beside the package's JavaScript
 * (read from disk: the package's own loader fetches a URL, which Node cannot do for a file). The
 * module is found through Node's resolution, so it works alike from the sources and the built server.
 */
function ensureInitialised(): void {
  if (initialised) return;
  const packageDir = dirname(createRequire(import.meta.url).resolve('@bsull/augurs/mstl'));
  initSync({ module: readFileSync(join(packageDir, 'mstl_bg.wasm')) });
  initialised = true;
}

/**
 * Demand is never below zero, whatever the model's arithmetic says; a thousandth of a unit is as
 * fine as it needs to be (and keeps a cached forecast small).
 */
const floorAtZero = (values: readonly number[]) => values.map((value) => Math.max(0, Math.round(value * 1000) / 1000));

/**
 * Fits the method to a whole daily series (no missing days; at least two weeks) and forecasts the
 * next `horizon` days with the band. A series that never sold anything forecasts zeros without a
 * fit. Deterministic: the same series gives the same numbers.
 */
export function forecastDemand(series: readonly number[], horizon: number): DailyForecast {
  if (series.length < 2 * SEASON_DAYS) throw new Error('A forecast needs at least two weeks of history.');
  if (series.every((value) => value === 0)) {
    const zeros = Array.from({ length: horizon }, () => 0);
    return { point: zeros, low: zeros, high: zeros };
  }
  ensureInitialised();
  const model = MSTL.ets([SEASON_DAYS]);
  try {
    model.fit(Float64Array.from(series));
    const { point, intervals } = model.predict(horizon, INTERVAL_LEVEL);
    return {
      point: floorAtZero(point),
      low: floorAtZero(intervals?.lower ?? point),
      high: floorAtZero(intervals?.upper ?? point),
    };
  } finally {
    model.free();
  }
}
