import { OrderSearchQuery } from '#lib/orders/order-search.ts';
import { endpoint, inStoreScope, json } from '#server/http/index.ts';
import { searchOrders } from '#server/orders/admin/index.ts';

/** One page of the orders of the store the dashboard is about, guests' included (`?q=&from=&to=&status=&page=`), newest first. */
export const GET = endpoint({ query: OrderSearchQuery }, async ({ query }, context) =>
  json(await inStoreScope(context, (db, store) => searchOrders(db, query, { storeId: store.id }))),
);
