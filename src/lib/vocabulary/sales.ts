/**
 * What the sales report's figures mean, in the words staff read beside them. A counted order is
 * a sale: placed, accepted, ready or picked up (cancelled and expired orders are not), on the
 * store-local day it was placed; every report counts sales the same way
 * (`src/server/reports/admin/sales/counted-orders.ts`).
 */
export const COUNTED_ORDERS_SENTENCE =
  'Counted orders are those placed, accepted, ready or picked up (not cancelled or expired), on the store-local day they were placed.';

export const SALES_DEFINITIONS = {
  gross: 'Gross sales: list price × quantity of every line of the counted orders, before any discount.',
  discounts:
    'Discounts: everything taken off the lines of the counted orders: deals, rewards points and referral credit.',
  dealDiscounts: 'Deal discounts: what the store’s deals took off the counted orders.',
  pointsRedeemed:
    'Points redeemed: the dollar value of the rewards points customers spent on the counted orders (taken off before tax).',
  referralDiscounts: 'Referral discounts: the first-order credit of referred customers on the counted orders.',
  net: 'Net sales: gross sales − all discounts, the pre-tax price of the lines of the counted orders.',
  excise: 'Excise tax: the Michigan marihuana retailer excise tax, charged on the pre-tax price of adult-use cannabis.',
  salesTax: 'Sales tax: the Michigan sales tax, charged on the pre-tax price plus excise.',
  total: 'Total collected: net sales + excise tax + sales tax.',
  orders: 'Orders: the number of counted orders.',
  units: 'Units: the number of items on the counted orders (the sum of the lines’ quantities).',
  averageOrderValue: 'Average order value: net sales ÷ orders.',
  basketSize: 'Basket size: units ÷ orders.',
  share: 'Share: this row’s net sales ÷ the net sales of all rows.',
  ordersWith: 'Orders: the counted orders with at least one line in this row (an order can count in several rows).',
} as const;

/** The menu an order was placed on, and the choices of the report's `menu` filter. */
export const SALES_MENU_FILTERS = ['all', 'adult', 'medical'] as const;
export type SalesMenuFilter = (typeof SALES_MENU_FILTERS)[number];

export const SALES_MENU_LABELS: Readonly<Record<SalesMenuFilter, string>> = {
  all: 'Adult-use and medical',
  adult: 'Adult-use',
  medical: 'Medical',
};
