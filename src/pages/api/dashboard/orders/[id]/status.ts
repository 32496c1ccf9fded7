import type { APIRoute } from 'astro';
import { orderMoveRequest } from '../../../../../lib/dashboard/order-queue.ts';
import { dashboardError, dashboardJson, readJsonBody, staffOf, uuidParam } from '../../../../../server/dashboard/dashboard-endpoint.ts';
import { moveOrderAsStaff, refusedMoveMessage } from '../../../../../server/orders/staff-order-move.ts';

/** Moves one order: `{ to: 'accepted' | 'ready' | 'picked_up' | 'cancelled', reason? }` (a reason to cancel). */
export const POST: APIRoute = async (context) => {
  const staff = staffOf(context);
  const orderId = uuidParam(context.params.id);
  if (!orderId) return dashboardError(404, 'There is no such order.');
  const body = await readJsonBody(context.request, orderMoveRequest, { maxBytes: 4 * 1024 });
  if (!body.ok) return body.response;
  const { to, reason } = body.data;
  const outcome = await moveOrderAsStaff(context.locals.db, staff, orderId, to, { reason });
  if (!outcome.ok) {
    return outcome.reason === 'not_found'
      ? dashboardError(404, 'There is no such order.')
      : dashboardError(409, refusedMoveMessage(outcome.number, outcome.from, to));
  }
  return dashboardJson({ number: outcome.number, status: outcome.to });
};
