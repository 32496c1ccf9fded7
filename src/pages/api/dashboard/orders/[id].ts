import type { APIRoute } from 'astro';
import { dashboardError, dashboardJson, uuidParam } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { getOrderDetail } from '../../../../server/orders/order-detail.ts';

/** One order in full: contact, lines, totals and its status history. */
export const GET: APIRoute = async ({ params, locals }) => {
  const orderId = uuidParam(params.id);
  const order = orderId ? await getOrderDetail(locals.db, orderId) : null;
  return order ? dashboardJson(order) : dashboardError(404, 'There is no such order.');
};
