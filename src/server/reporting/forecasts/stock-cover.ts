import { HORIZON_DAYS } from './backtest.ts';
import { PRODUCT_FORECAST_DAYS } from './demand-forecast.ts';
import type { DailyForecast } from './forecast-model.ts';

/** What a product's stock covers, against its forecast. */
export interface StockCover {
  /** Forecast units over the next 14 days, and the sums of the band's daily bounds. */
  units: number;
  low: number;
  high: number;
  /** Stock ÷ forecast units per day over the 14 days; null when no demand is forecast. */
  daysOfSupply: number | null;
  /**
   * Units to order now: the band's upper bounds summed over the lead time and the 14 days after it,
   * less the stock, rounded up; 0 when the stock covers it.
   */
  reorder: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function stockCover(stock: number, forecast: DailyForecast): StockCover {
  const units = sum(forecast.point.slice(0, HORIZON_DAYS));
  const cover = sum(forecast.high.slice(0, PRODUCT_FORECAST_DAYS));
  return {
    units,
    low: sum(forecast.low.slice(0, HORIZON_DAYS)),
    high: sum(forecast.high.slice(0, HORIZON_DAYS)),
    daysOfSupply: units > 0 ? stock / (units / HORIZON_DAYS) : null,
    // A hair of float noise (41.0000001) must not order a whole extra unit.
    reorder: Math.max(0, Math.ceil(cover - stock - 1e-9)),
  };
}
