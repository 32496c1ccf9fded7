import { z } from 'zod';
import { StoreInput } from '#lib/stores/store-input.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { loadStoreDetail, updateStore } from '#server/stores/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such store.') });

/** One store as its form edits it; a store the caller does not manage is not there (404). */
export const GET = endpoint({ params }, async ({ params }, context) =>
  json(await loadStoreDetail(context.locals.db, staffOf(context).scope, params.id)),
);

/** Saves a store's details, licences, hours and pickup settings (its admins and managers). */
export const PUT = endpoint({ params, body: StoreInput, maxBytes: 32 * 1024 }, async ({ params, body }, context) => {
  const staff = staffOf(context);
  const { store } = await updateStore(context.locals.db, staff, staff.scope, params.id, body);
  return json(store);
});
