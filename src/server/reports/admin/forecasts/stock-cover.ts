import { HORIZON_DAYS } from './backtest.ts';
import { PRODUCT_FORECAST_DAYS } from './demand-forecast.ts';
import type { DailyForecast } from './forecast-model.ts';

/** What a product's stock covers, against its forecast. */
export interface StockCover {
  /** Forecast units over the next 14 days, and the sums of the band's daily bounds. */
  units: number;
  low: number;
  high: number;
  /**
   * Stock ÷ the forecast units per day over the lead time and the 14 days after it; null when no
   * demand is forecast.
   */
  daysOfSupply: number | null;
  /**
   * Units to order now: with fewer days of supply than the lead time and the 14 days after it,
   * the forecast over those days less the stock, rounded up; 0 otherwise (decision 58).
   */
  reorder: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function stockCover(stock: number, forecast: DailyForecast): StockCover {
  const cover = sum(forecast.point.slice(0, PRODUCT_FORECAST_DAYS));
  const daysOfSupply = cover > 0 ? stock / (cover / PRODUCT_FORECAST_DAYS) : null;
  // The rule the page states, and nothing else: a reorder exactly when the days of supply fall
  // short of the days to cover (at least one unit then, whatever the float noise in the sum).
  const short = daysOfSupply !== null && daysOfSupply < PRODUCT_FORECAST_DAYS;
  return {
    units: sum(forecast.point.slice(0, HORIZON_DAYS)),
    low: sum(forecast.low.slice(0, HORIZON_DAYS)),
    high: sum(forecast.high.slice(0, HORIZON_DAYS)),
    daysOfSupply,
    reorder: short ? Math.max(1, Math.ceil(cover - stock - 1e-9)) : 0,
  };
}
