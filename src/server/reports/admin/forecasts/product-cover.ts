import type { ReportTable } from '#lib/reports/report-payload.ts';
import type { Queryable } from '../../../db/database.ts';
import { HORIZON_DAYS, MIN_FORECAST_HISTORY_DAYS } from './backtest.ts';
import { PRODUCT_FORECAST_DAYS, REORDER_LEAD_DAYS, type ProductForecast } from './demand-forecast.ts';
import type { ForecastCategory } from './demand-history.ts';
import { INTERVAL_LEVEL } from './forecast-model.ts';
import { stockCover } from './stock-cover.ts';

/** Units in stock now of each product's active sizes at these stores, summed (`store_variants`). */
export async function readActiveStock(db: Queryable, storeIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ product_id: string; stock: number }>(
    `select v.product_id, sum(sv.stock)::integer as stock
       from public.store_variants sv
       join public.variants v on v.id = sv.variant_id and v.active
       join public.products p on p.id = v.product_id and p.status = 'active'
      where sv.store_id = any($1::uuid[]) and sv.carried
      group by v.product_id`,
    [storeIds],
  );
  return new Map(rows.map((row) => [row.product_id, row.stock]));
}

const round1 = (value: number) => Math.round(value * 10) / 10;
/** Days of supply are shown rounded down, so a product shown short of the days to cover is one to reorder. */
const floor1 = (value: number) => Math.floor(value * 10 + 1e-9) / 10;

/**
 * Each forecast product's next 14 days against its stock: the forecast and band, days of supply
 * and the reorder suggestion, products to reorder first (the most units), then the fewest days of
 * supply. Stock is read on every view; only the forecast is cached.
 */
export function productCoverTable(
  products: readonly ProductForecast[],
  stock: ReadonlyMap<string, number>,
  categories: readonly ForecastCategory[],
): ReportTable {
  const categoryName = new Map(categories.map((category) => [category.slug, category.name]));
  const band = `${Math.round(INTERVAL_LEVEL * 100)}%`;
  const forecast = products.filter((product) => product.forecast !== null);
  const rows = forecast
    .map((product) => {
      const onHand = stock.get(product.id) ?? 0;
      const cover = stockCover(onHand, product.forecast!);
      return {
        product: product.name,
        category: categoryName.get(product.category) ?? product.category,
        forecast: round1(cover.units),
        low: round1(cover.low),
        high: round1(cover.high),
        stock: onHand,
        daysOfSupply: cover.daysOfSupply === null ? null : floor1(cover.daysOfSupply),
        reorder: cover.reorder,
      };
    })
    .sort(
      (a, b) =>
        b.reorder - a.reorder ||
        (a.daysOfSupply ?? Infinity) - (b.daysOfSupply ?? Infinity) ||
        a.product.localeCompare(b.product, 'en'),
    );
  const toReorder = rows.filter((row) => row.reorder > 0).length;
  const without = products.length - forecast.length;
  return {
    key: 'products',
    title: 'Products: the next 14 days against stock',
    summary: `${rows.length} products forecast; ${toReorder} have fewer than ${PRODUCT_FORECAST_DAYS} days of supply and should be reordered to cover the ${REORDER_LEAD_DAYS}-day lead time and ${HORIZON_DAYS} days after it.`,
    columns: [
      { key: 'product', label: 'Product', format: 'text' },
      { key: 'category', label: 'Category', format: 'text' },
      {
        key: 'forecast',
        label: `Forecast, ${HORIZON_DAYS} days`,
        format: 'number',
        definition: `The sum of the product’s daily forecasts over the next ${HORIZON_DAYS} days.`,
      },
      {
        key: 'low',
        label: 'Low',
        format: 'number',
        definition: `The sum of the daily lower bounds of the ${band} prediction interval.`,
      },
      {
        key: 'high',
        label: 'High',
        format: 'number',
        definition: `The sum of the daily upper bounds of the ${band} prediction interval.`,
      },
      {
        key: 'stock',
        label: 'In stock',
        format: 'count',
        definition: 'Units in stock now across the product’s active sizes.',
      },
      {
        key: 'daysOfSupply',
        label: 'Days of supply',
        format: 'days',
        definition: `In stock ÷ the forecast units per day over the next ${PRODUCT_FORECAST_DAYS} days (the ${REORDER_LEAD_DAYS}-day lead time and the ${HORIZON_DAYS} days after it), rounded down; blank when no demand is forecast.`,
      },
      {
        key: 'reorder',
        label: 'Reorder',
        format: 'count',
        definition: `Units to order now, when there are fewer than ${PRODUCT_FORECAST_DAYS} days of supply: the forecast over the ${REORDER_LEAD_DAYS}-day lead time and the ${HORIZON_DAYS} days after it, less the stock, rounded up. 0 with ${PRODUCT_FORECAST_DAYS} days of supply or more.`,
      },
    ],
    rows,
    note:
      without > 0
        ? `${without} ${without === 1 ? 'product has' : 'products have'} no forecast (sold for under ${MIN_FORECAST_HISTORY_DAYS / 7} weeks, never sold, or out of stock on every recent day). The lead time is ${REORDER_LEAD_DAYS} days for every product.`
        : `The lead time is ${REORDER_LEAD_DAYS} days for every product.`,
  };
}
