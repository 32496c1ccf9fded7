import { z } from 'zod';
import { orderMoveRequest } from '#lib/orders/order-queue.ts';
import { staffOf, storeScopeOf, endpoint, json } from '#server/http/index.ts';
import { moveOrderAsStaff } from '#server/orders/admin/index.ts';

/**
 * Moves one order: `{ to: 'accepted' | 'ready' | 'picked_up' | 'cancelled', reason? }` (a reason
 * to cancel). An order of a store the caller does not manage is no order (404); the move checks
 * the scope itself, since what it sets off reads the customer's orders at every store.
 */
export const POST = endpoint(
  { params: z.object({ id: z.uuid('There is no such order.') }), body: orderMoveRequest, maxBytes: 4 * 1024 },
  async ({ params, body }, context) => {
    const { scope } = await storeScopeOf(context);
    const moved = await moveOrderAsStaff(context.locals.db, staffOf(context), params.id, body.to, {
      reason: body.reason,
      scope,
      // The pickup's review and feedback emails link to the store's public pages.
      linkOrigin: context.locals.config.linkOrigin,
    });
    return json({ number: moved.number, status: moved.to });
  },
);
