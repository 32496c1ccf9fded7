import type { APIRoute } from 'astro';
import { OrderSearchQuery } from '../../../../lib/dashboard/order-search.ts';
import { dashboardJson, readQuery } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { searchOrders } from '../../../../server/orders/order-search.ts';

/** One page of every order, guests' included (`?q=&from=&to=&status=&page=`), newest first. */
export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, OrderSearchQuery);
  if (!query.ok) return query.response;
  return dashboardJson(await searchOrders(locals.db, query.data));
};
