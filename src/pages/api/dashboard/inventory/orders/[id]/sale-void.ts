import { z } from 'zod';
import { SaleVoidInput } from '#lib/inventory/sales-inputs.ts';
import { staffOf, storeScopeOf, endpoint, json } from '#server/http/index.ts';
import { queueSaleVoid } from '#server/inventory/admin/index.ts';

/**
 * Voids a handed-over order's sale in Metrc: `{ reason }` (its store's managers and admins). An
 * order of a store the caller does not manage is no order (404).
 */
export const POST = endpoint(
  { params: z.object({ id: z.uuid('There is no such order.') }), body: SaleVoidInput, maxBytes: 4 * 1024 },
  async ({ params, body }, context) => {
    const { scope } = await storeScopeOf(context);
    const voided = await queueSaleVoid(
      context.locals.db,
      staffOf(context),
      scope,
      params.id,
      body.reason,
      context.locals.clock.now(),
    );
    return json({ number: voided.number, sale: 'void queued' });
  },
);
