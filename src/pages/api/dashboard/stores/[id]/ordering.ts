import { z } from 'zod';
import { OrderingInput } from '#lib/settings/store-settings-input.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { setStoreOrdering } from '#server/stores/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such store.') });

/** Pauses or resumes one store's online ordering, with the message its shoppers read meanwhile. */
export const PUT = endpoint({ params, body: OrderingInput, maxBytes: 4 * 1024 }, async ({ params, body }, context) => {
  const staff = staffOf(context);
  const { store } = await setStoreOrdering(context.locals.db, staff, staff.scope, params.id, body);
  return json(store);
});
