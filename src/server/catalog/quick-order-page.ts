import type { Queryable } from '../db/database.ts';
import { listCustomerOrders, type SignedInAccount } from '../customers/index.ts';
import type { OrderAgain, QuickOrderSection } from '#lib/cart/quick-order-list.ts';
import { listOrderAgain } from '../cart/index.ts';
import { listQuickOrder, type QuickOrderOptions } from './quick-order.ts';

/** How many of a signed-in customer's latest orders the page offers again. */
const ORDERS_OFFERED_AGAIN = 3;

export interface QuickOrderPage {
  sections: QuickOrderSection[];
  /** Signed in: the latest orders with something left to buy again (the account's history names why not). */
  orders: OrderAgain[];
}

/** `/quick-order`: everything in stock with a quantity per size and, for a signed-in customer, their last orders to repeat. */
export async function loadQuickOrderPage(
  db: Queryable,
  options: QuickOrderOptions & { account: Pick<SignedInAccount, 'id'> | null },
): Promise<QuickOrderPage> {
  const [sections, recent] = await Promise.all([
    listQuickOrder(db, options),
    options.account ? listCustomerOrders(db, options.account.id, ORDERS_OFFERED_AGAIN) : [],
  ]);
  const again = await listOrderAgain(db, recent, { mode: options.mode });
  return { sections, orders: again.filter((order) => order.lines.length > 0) };
}
