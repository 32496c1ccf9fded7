import { endpoint, inStoreScope, json } from '#server/http/index.ts';
import { listStorePackages } from '#server/inventory/admin/index.ts';

/** Every package of the dashboard's store, with the size it is sold as and why it is not on the menu. */
export const GET = endpoint({}, async (_, context) =>
  json(await inStoreScope(context, (db, store) => listStorePackages(db, store, context.locals.clock.now()))),
);
