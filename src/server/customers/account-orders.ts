import type { Queryable } from '../db/database.ts';
import type { OrderAgain } from '#lib/cart/quick-order-list.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { listOrderAgain } from '../cart/index.ts';
import { claimGuestOrders, listCustomerOrders, type CustomerOrder } from './customer-orders.ts';
import type { SignedInAccount } from './signed-in-account.ts';

export interface AccountOrder extends CustomerOrder {
  /** The order's sizes as "Order again" offers them now on the visitor's menu. */
  again: OrderAgain | undefined;
}

/**
 * What `/account/orders` shows: the customer's orders, newest first, guest orders placed with the
 * confirmed email claimed first, each with its "Order again" offer on `mode`'s menu.
 */
export async function loadAccountOrders(
  db: Queryable,
  account: Pick<SignedInAccount, 'id' | 'email' | 'emailConfirmed'>,
  options: { mode: MenuMode },
): Promise<AccountOrder[]> {
  await claimGuestOrders(db, account);
  const orders = await listCustomerOrders(db, account.id);
  const offers = new Map((await listOrderAgain(db, orders, options)).map((offer) => [offer.number, offer]));
  return orders.map((order) => ({ ...order, again: offers.get(order.number) }));
}
