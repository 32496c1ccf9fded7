import { z } from 'zod';
import { PackageChange } from '#lib/inventory/inventory-admin.ts';
import { endpoint, inStoreScope, json, staffOf } from '#server/http/index.ts';
import { changeStorePackage } from '#server/inventory/admin/index.ts';

/** Maps one of the store's packages to the size it is sold as, or confirms its unusual unit weight; audited. */
export const PATCH = endpoint(
  { params: z.object({ id: z.uuid('That package is not at this store.') }), body: PackageChange, maxBytes: 1024 },
  async ({ params, body }, context) => {
    const staff = staffOf(context);
    const now = context.locals.clock.now();
    return json(await inStoreScope(context, (db, store) => changeStorePackage(db, staff, store, params.id, body, now)));
  },
);
