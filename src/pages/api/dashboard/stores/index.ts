import { StoreInput } from '#lib/stores/store-input.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { createStore, listStoresForStaff } from '#server/stores/admin/index.ts';

/** The stores the caller may see: an admin every store, a manager theirs. */
export const GET = endpoint({}, async (_input, context) =>
  json(await listStoresForStaff(context.locals.db, staffOf(context).scope)),
);

/** Adds a store with its licences and hours (admins); it has no stock until stock is entered. */
export const POST = endpoint({ body: StoreInput, maxBytes: 32 * 1024 }, async ({ body }, context) =>
  json(await createStore(context.locals.db, staffOf(context), body), 201),
);
