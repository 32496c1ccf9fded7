import { OrderSearchQuery } from '#lib/orders/order-search.ts';
import { endpoint, json } from '#server/http/index.ts';
import { searchOrders } from '#server/orders/admin/index.ts';

/** One page of every order, guests' included (`?q=&from=&to=&status=&page=`), newest first. */
export const GET = endpoint({ query: OrderSearchQuery }, async ({ query }, { locals }) =>
  json(await searchOrders(locals.db, query)),
);
