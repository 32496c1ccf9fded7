import { formatCents } from '#lib/money.ts';
import type { Cell, Column, ReportTable } from '#lib/reports/report-payload.ts';
import { SALES_DEFINITIONS as DEFINED, SALES_MENU_LABELS } from '#lib/vocabulary/sales.ts';
import {
  NO_SALES,
  type BucketSums,
  type DealSavings,
  type DiscountSplit,
  type HourCell,
  type ProductSums,
  type SalesSums,
} from './sales-queries.ts';

/**
 * The sales report's tables, each from rows the rollups gave: over time, by menu, by category,
 * by brand, by product, by hour and weekday, by deal. Money and units in a breakdown add up to
 * the report's totals (the product table sums what is below its top rows as "Other").
 */

/** Products listed by name; the rest are one "Other" row. */
export const TOP_PRODUCTS = 20;

export const money = (key: string, label: string, definition?: string): Column => ({
  key,
  label,
  format: 'cents',
  ...(definition ? { definition } : {}),
});

const SUM_COLUMNS: Column[] = [
  { key: 'orders', label: 'Orders', format: 'count', definition: DEFINED.ordersWith },
  { key: 'units', label: 'Units', format: 'count', definition: DEFINED.units },
  money('gross_sales', 'Gross sales', DEFINED.gross),
  money('discounts', 'Discounts', DEFINED.discounts),
  money('net_sales', 'Net sales', DEFINED.net),
  { key: 'share', label: 'Share of net sales', format: 'percent', definition: DEFINED.share },
];

function addSums(into: SalesSums, from: SalesSums): SalesSums {
  return {
    orders: into.orders + from.orders,
    units: into.units + from.units,
    grossCents: into.grossCents + from.grossCents,
    discountCents: into.discountCents + from.discountCents,
    netCents: into.netCents + from.netCents,
    exciseCents: into.exciseCents + from.exciseCents,
    salesTaxCents: into.salesTaxCents + from.salesTaxCents,
    totalCents: into.totalCents + from.totalCents,
  };
}

export function sumAll(rows: readonly SalesSums[]): SalesSums {
  return rows.reduce(addSums, NO_SALES);
}

const share = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

function sumCells(sums: SalesSums, totalNet: number, orders: number | null = sums.orders): Record<string, Cell> {
  return {
    orders,
    units: sums.units,
    gross_sales: sums.grossCents,
    discounts: sums.discountCents,
    net_sales: sums.netCents,
    share: share(sums.netCents, totalNet),
  };
}

export function menuTable(buckets: readonly BucketSums[], menus: readonly ('adult' | 'medical')[]): ReportTable {
  const current = buckets.filter((row) => row.period === 'current');
  const totalNet = sumAll(current).netCents;
  const byMenu = menus.map((mode) => ({ mode, sums: sumAll(current.filter((row) => row.menuMode === mode)) }));
  const medical = byMenu.find((row) => row.mode === 'medical');
  return {
    key: 'by-menu',
    title: 'Adult-use and medical',
    summary:
      totalNet > 0 && medical
        ? `Medical orders made ${Math.round((medical.sums.netCents / totalNet) * 100)}% of net sales.`
        : 'Net sales on the adult-use and the medical menu.',
    columns: [
      { key: 'menu', label: 'Menu', format: 'text' },
      ...SUM_COLUMNS,
      money('excise_tax', 'Excise tax', DEFINED.excise),
      money('sales_tax', 'Sales tax', DEFINED.salesTax),
    ],
    rows: byMenu.map(({ mode, sums }) => ({
      menu: SALES_MENU_LABELS[mode],
      ...sumCells(sums, totalNet),
      excise_tax: sums.exciseCents,
      sales_tax: sums.salesTaxCents,
    })),
    chart: { kind: 'bar', x: 'menu', series: ['net_sales'] },
  };
}

/** A breakdown by named rows (categories, brands), largest net sales first. */
export function breakdownTable(
  key: string,
  title: string,
  label: string,
  rows: readonly (SalesSums & { name: string })[],
  note?: string,
): ReportTable {
  const sorted = [...rows].sort((a, b) => b.netCents - a.netCents || a.name.localeCompare(b.name));
  const totalNet = sumAll(sorted).netCents;
  const best = sorted[0];
  return {
    key,
    title,
    summary:
      best && totalNet > 0
        ? `${best.name} sold the most: ${formatCents(best.netCents)}, ${Math.round((best.netCents / totalNet) * 100)}% of net sales.`
        : `Net sales by ${label.toLowerCase()}: none in these dates.`,
    columns: [{ key: 'name', label, format: 'text' }, ...SUM_COLUMNS],
    rows: sorted.map((row) => ({ name: row.name, ...sumCells(row, totalNet) })),
    chart: { kind: 'bar', x: 'name', series: ['net_sales'] },
    ...(note ? { note } : {}),
  };
}

export function productTable(
  products: readonly ProductSums[],
  describe: (product: ProductSums) => { category: string; brand: string },
): ReportTable {
  const totalNet = sumAll(products).netCents;
  const top = products.slice(0, TOP_PRODUCTS);
  const rest = products.slice(TOP_PRODUCTS);
  const rows: Record<string, Cell>[] = top.map((product) => ({
    name: product.name,
    ...describe(product),
    ...sumCells(product, totalNet),
  }));
  if (rest.length > 0) {
    // Orders are not summed: an order with two of these products would count twice.
    rows.push({
      name: `Other (${rest.length} products)`,
      category: null,
      brand: null,
      ...sumCells(sumAll(rest), totalNet, null),
    });
  }
  const best = products[0];
  return {
    key: 'by-product',
    title: 'By product',
    summary:
      best && totalNet > 0
        ? `${best.name} sold the most: ${formatCents(best.netCents)} from ${best.units} units.`
        : 'Net sales by product: none in these dates.',
    columns: [
      { key: 'name', label: 'Product', format: 'text' },
      { key: 'category', label: 'Category', format: 'text' },
      { key: 'brand', label: 'Brand', format: 'text' },
      ...SUM_COLUMNS,
    ],
    rows,
    chart: { kind: 'bar', x: 'name', series: ['net_sales'] },
    note: `Products beyond the top ${TOP_PRODUCTS} by net sales are summed as "Other", so the columns add up to the totals.`,
  };
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function hourTable(cells: readonly HourCell[], note?: string): ReportTable {
  const hours = cells.map((cell) => cell.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const rows: Record<string, Cell>[] = [];
  for (let weekday = 1; weekday <= 7 && cells.length > 0; weekday++) {
    for (let hour = first; hour <= last; hour++) {
      const cell = cells.find((candidate) => candidate.weekday === weekday && candidate.hour === hour);
      rows.push({
        weekday: WEEKDAYS[weekday - 1]!,
        hour: hourLabel(hour),
        orders: cell?.orders ?? 0,
        net_sales: cell?.netCents ?? 0,
      });
    }
  }
  const busiest = cells.reduce<HourCell | undefined>(
    (best, cell) => (!best || cell.orders > best.orders ? cell : best),
    undefined,
  );
  return {
    key: 'hour-weekday',
    title: 'Orders by hour and weekday',
    summary: busiest
      ? `The busiest hour was ${WEEKDAYS[busiest.weekday - 1]} at ${hourLabel(busiest.hour)}, with ${busiest.orders} orders.`
      : 'Orders by hour and weekday: none in these dates.',
    columns: [
      { key: 'weekday', label: 'Weekday', format: 'text' },
      { key: 'hour', label: 'Hour', format: 'text' },
      { key: 'orders', label: 'Orders', format: 'count', definition: DEFINED.orders },
      money('net_sales', 'Net sales', DEFINED.net),
    ],
    rows,
    chart: { kind: 'heatmap', x: 'hour', y: 'weekday', value: 'orders' },
    note: ['Hours are the store’s local time, when the order was placed.', note].filter(Boolean).join(' '),
  };
}

export function dealTable(deals: readonly DealSavings[], split: DiscountSplit, note?: string): ReportTable {
  const rows: Record<string, Cell>[] = deals.map((deal) => ({
    discount: deal.title,
    orders: deal.orders,
    amount: deal.savingsCents,
  }));
  if (split.pointsCents > 0)
    rows.push({
      discount: `Rewards points (${split.pointsRedeemed.toLocaleString('en-US')} points)`,
      orders: split.pointsOrders,
      amount: split.pointsCents,
    });
  if (split.referralCents > 0)
    rows.push({ discount: 'Referral credit', orders: split.referralOrders, amount: split.referralCents });
  const total = rows.reduce((sum, row) => sum + Number(row.amount), 0);
  for (const row of rows) row.share = share(Number(row.amount), total);
  const best = deals[0];
  return {
    key: 'by-deal',
    title: 'Discounts by deal',
    summary: best
      ? `${best.title} took the most off: ${formatCents(best.savingsCents)} on ${best.orders} orders.`
      : 'No deal was used in these dates.',
    columns: [
      { key: 'discount', label: 'Discount', format: 'text' },
      { key: 'orders', label: 'Orders', format: 'count', definition: 'Orders: the counted orders it was taken off.' },
      money('amount', 'Amount', 'What it took off the counted orders, before tax.'),
      {
        key: 'share',
        label: 'Share of discounts',
        format: 'percent',
        definition: 'This row’s amount ÷ all discounts.',
      },
    ],
    rows,
    chart: { kind: 'bar', x: 'discount', series: ['amount'] },
    ...(note ? { note } : {}),
  };
}
