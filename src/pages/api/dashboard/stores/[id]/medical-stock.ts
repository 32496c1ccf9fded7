import { z } from 'zod';
import { MedicalStockInput } from '#lib/stores/store-input.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { setMedicalStockApart } from '#server/stores/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such store.') });

/**
 * Switches whether a co-located store keeps its medical stock apart from its adult-use stock
 * (decision 73): its admins and managers, as for its licences.
 */
export const PUT = endpoint({ params, body: MedicalStockInput, maxBytes: 1024 }, async ({ params, body }, context) => {
  const staff = staffOf(context);
  const { store } = await setMedicalStockApart(context.locals.db, staff, staff.scope, params.id, body.apart);
  return json(store);
});
