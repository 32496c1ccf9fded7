/**
 * Reports, the background side: the nightly rollups the dashboard's reports read, and the days a
 * size sold out, which the demand forecasts learn from. (The reports themselves are `admin/`.)
 */
export { refreshReports } from './admin/rollup-builders.ts';
export { recordStockoutDays } from './admin/forecasts/stockout-days.ts';
