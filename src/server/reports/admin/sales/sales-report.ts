import { REPORTS, type Metric, type MetricDirection, type ReportPayload } from '#lib/reports/report-payload.ts';
import { COUNTED_ORDERS_SENTENCE, SALES_DEFINITIONS as DEFINED } from '#lib/vocabulary/sales.ts';
import type { ReportRequest } from '../report-endpoint.ts';
import { reportStoreIds, storeFilters } from '../report-stores.ts';
import { readSalesFilters, salesFilterChoices, type SalesFilters } from './sales-filters.ts';
import {
  readByBrand,
  readByCategory,
  readByDeal,
  readByProduct,
  readDiscountSplit,
  readHourGrid,
  readSegmentBuckets,
  type DiscountSplit,
  type SalesSums,
} from './sales-queries.ts';
import { overTimeTables } from './sales-over-time.ts';
import { breakdownTable, dealTable, hourTable, menuTable, productTable, sumAll } from './sales-tables.ts';

/**
 * The sales report (`reporting/sales`, admins): gross sales, discounts by kind, net sales, taxes,
 * orders, units, average order value and basket size over the range and the compared days, and
 * the tables that break them down. Counted orders only (counted-orders.ts); everything is read
 * from the sales rollups.
 */

const NOT_IN_CATALOG = 'Not in the catalog';
// Deals, points and referral credit are recorded per order, and hours are rolled up per order.
const WHOLE_ORDER_DEALS =
  'Deals, points and referral credit are recorded per order, so this table covers whole orders on the chosen menu, whatever the category or brand.';
const WHOLE_ORDER_HOURS = 'This grid counts whole orders on the chosen menu, whatever the category or brand.';

interface MetricValues {
  sums: SalesSums;
  split: DiscountSplit | null;
}

function metrics(current: MetricValues, previous: MetricValues | null): Metric[] {
  const metric = (
    key: string,
    label: string,
    format: Metric['format'],
    definition: string,
    better: MetricDirection,
    value: (values: MetricValues) => number | null,
  ): Metric => ({
    key,
    label,
    format,
    value: value(current),
    previous: previous ? value(previous) : null,
    definition,
    better,
  });
  const list: Metric[] = [
    metric('gross_sales', 'Gross sales', 'cents', DEFINED.gross, 'higher', ({ sums }) => sums.grossCents),
    metric('discounts', 'Discounts', 'cents', DEFINED.discounts, 'lower', ({ sums }) => sums.discountCents),
  ];
  if (current.split) {
    list.push(
      metric(
        'deal_discounts',
        'Deal discounts',
        'cents',
        DEFINED.dealDiscounts,
        'lower',
        ({ split }) => split?.dealCents ?? 0,
      ),
      metric(
        'points_redeemed',
        'Points redeemed',
        'cents',
        DEFINED.pointsRedeemed,
        'lower',
        ({ split }) => split?.pointsCents ?? 0,
      ),
      metric(
        'referral_discounts',
        'Referral discounts',
        'cents',
        DEFINED.referralDiscounts,
        'lower',
        ({ split }) => split?.referralCents ?? 0,
      ),
    );
  }
  list.push(
    metric('net_sales', 'Net sales', 'cents', DEFINED.net, 'higher', ({ sums }) => sums.netCents),
    metric('excise_tax', 'Excise tax', 'cents', DEFINED.excise, 'neither', ({ sums }) => sums.exciseCents),
    metric('sales_tax', 'Sales tax', 'cents', DEFINED.salesTax, 'neither', ({ sums }) => sums.salesTaxCents),
    metric(
      'orders',
      'Orders',
      'count',
      `${DEFINED.orders} ${COUNTED_ORDERS_SENTENCE}`,
      'higher',
      ({ sums }) => sums.orders,
    ),
    metric('units', 'Units', 'count', DEFINED.units, 'higher', ({ sums }) => sums.units),
    // Whole cents: the average of money is money.
    metric('average_order_value', 'Average order value', 'cents', DEFINED.averageOrderValue, 'higher', (values) =>
      values.sums.orders === 0 ? null : Math.round(values.sums.netCents / values.sums.orders),
    ),
    metric('basket_size', 'Basket size', 'number', DEFINED.basketSize, 'higher', ({ sums }) =>
      sums.orders === 0 ? null : Math.round((sums.units / sums.orders) * 100) / 100,
    ),
  );
  return list;
}

function names(filters: SalesFilters) {
  const categories = new Map(filters.categories.map((category) => [category.id, category.label]));
  const brands = new Map(filters.brands.map((brand) => [brand.id, brand.name]));
  return {
    category: (key: string) => categories.get(key) ?? NOT_IN_CATALOG,
    brand: (key: string) => (key === '-' ? 'No brand' : (brands.get(key) ?? NOT_IN_CATALOG)),
  };
}

export async function loadSalesReport({ db, range, search, stores }: ReportRequest): Promise<ReportPayload> {
  const filters = await readSalesFilters(db, search);
  const scope = {
    days: { start: range.start, end: range.end },
    menu: filters.menu,
    storeIds: reportStoreIds(stores),
  };
  const byProductFilter = filters.category !== null || filters.brand !== null;
  // Unfiltered, categories are the top of the tree (they add up to the totals); filtered, the one chosen.
  const categoryRows = filters.category
    ? [filters.category.id]
    : [...filters.categories.filter((category) => category.parentId === null).map((category) => category.id), '-'];
  const [buckets, split, hours, byCategory, byBrand, products, deals] = await Promise.all([
    readSegmentBuckets(db, {
      ...scope,
      previous: range.previous,
      grain: range.grain,
      categoryKey: filters.categoryKey,
      brandKey: filters.brandKey,
    }),
    readDiscountSplit(db, { ...scope, previous: range.previous }),
    readHourGrid(db, scope),
    readByCategory(db, { ...scope, categoryKeys: categoryRows, brandKey: filters.brandKey }),
    readByBrand(db, { ...scope, categoryKey: filters.categoryKey, brandKey: filters.brandKey }),
    readByProduct(db, { ...scope, categoryKeys: filters.categoryKeys, brandKey: filters.brandKey }),
    readByDeal(db, scope),
  ]);

  const current = sumAll(buckets.filter((row) => row.period === 'current'));
  const previous = range.previous ? sumAll(buckets.filter((row) => row.period === 'previous')) : null;
  const name = names(filters);
  const menus = filters.menu === 'all' ? (['adult', 'medical'] as const) : [filters.menu];
  return {
    report: 'sales',
    title: REPORTS.sales.title,
    range,
    filters: [...storeFilters(stores), ...salesFilterChoices(filters)],
    metrics: metrics(
      { sums: current, split: byProductFilter ? null : split.current },
      previous ? { sums: previous, split: byProductFilter ? null : split.previous } : null,
    ),
    tables: [
      ...overTimeTables(buckets, scope.days, range.previous, range.grain),
      breakdownTable(
        'by-category',
        'By category',
        'Category',
        byCategory.map((row) => ({ ...row, name: name.category(row.key) })),
        'Subcategories are counted in the category above them.',
      ),
      breakdownTable(
        'by-brand',
        'By brand',
        'Brand',
        byBrand.map((row) => ({ ...row, name: name.brand(row.key) })),
      ),
      productTable(products, (product) => ({
        category: name.category(product.categoryKey),
        brand: name.brand(product.brandKey),
      })),
      menuTable(buckets, menus),
      hourTable(hours, byProductFilter ? WHOLE_ORDER_HOURS : undefined),
      dealTable(deals, split.current, byProductFilter ? WHOLE_ORDER_DEALS : undefined),
    ],
    empty: current.orders === 0,
  };
}
