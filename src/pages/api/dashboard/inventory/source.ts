import { InventorySourceInput } from '#lib/inventory/inventory-admin.ts';
import { endpoint, inStoreScope, json, staffOf } from '#server/http/index.ts';
import { loadInventorySource, saveInventorySource } from '#server/inventory/admin/index.ts';

/** Where the dashboard's store gets its stock (its admins): the state of its credentials and sync, never the credentials. */
export const GET = endpoint({}, async (_, context) =>
  json(
    await inStoreScope(context, (db, store) =>
      loadInventorySource(db, store, { credentialsKey: context.locals.config.inventoryCredentialsKey }),
    ),
  ),
);

/** Chooses the store's source, its licence and user API key (write-only); audited without the key. */
export const PUT = endpoint({ body: InventorySourceInput, maxBytes: 4 * 1024 }, async ({ body }, context) => {
  const staff = staffOf(context);
  const { config, clock } = context.locals;
  return json(
    await inStoreScope(context, (db, store) =>
      saveInventorySource(db, staff, store, body, { credentialsKey: config.inventoryCredentialsKey, now: clock.now() }),
    ),
  );
});
