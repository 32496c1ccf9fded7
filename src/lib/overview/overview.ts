/** The dashboard's home: what today holds for the counter, the till and the shelves. */

/** A size at or under the low-stock line. */
export interface LowStockItem {
  productId: string;
  productName: string;
  brandName: string | null;
  variantId: string;
  sizeLabel: string;
  sku: string;
  stock: number;
  /** The count it is of: 'medical' for a store's medical count where it keeps medical stock apart (decision 73). */
  pool: 'all' | 'medical';
}

export interface DashboardOverview {
  /** The store-local day the figures are for ('YYYY-MM-DD'). */
  date: string;
  timeZone: string;
  /** Open orders with a pickup today (or already due), by status; `later` is open orders for another day. */
  ordersToPrepare: { placed: number; accepted: number; ready: number; later: number };
  /** Orders picked up since the store's midnight and what they came to. */
  salesToday: { orders: number; totalCents: number };
  lowStock: {
    /** Sizes with this many units or fewer count as low. */
    threshold: number;
    /** Active sizes of active products with a few units left, fewest first. */
    runningLow: LowStockItem[];
    /** Active sizes of active products with none left. */
    soldOut: LowStockItem[];
    /** How many there are in all (each list shows at most a page of them). */
    runningLowCount: number;
    soldOutCount: number;
  };
  /** Reviews held for an admin's decision; null for staff who do not moderate reviews (managers). */
  reviewsWaiting: number | null;
}

/** The units at or under which a size is listed as running low. */
export const LOW_STOCK_THRESHOLD = 5;
