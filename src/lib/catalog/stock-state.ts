/**
 * How a size's shelf count reads to a shopper: the product page, the quick-order list and the cart
 * quote say it the same way, so the rule lives apart from any one of them.
 */
export type StockState = 'in_stock' | 'low_stock' | 'sold_out';

/** At or below this many units a size shows "Low stock". */
export const LOW_STOCK_THRESHOLD = 5;

export function stockStateOf(stock: number): StockState {
  if (stock <= 0) return 'sold_out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}
