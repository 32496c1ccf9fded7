import { MenuImportRequest } from '#lib/catalog/menu-board.ts';
import { applyMenuImport, MAX_IMPORT_BODY_BYTES, storeFiguresAreTheCatalogs } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';
import { noStore, withStoreScope } from '#server/stores/index.ts';

/**
 * Applies a CSV to the request's store's menu: every row in one transaction, or nothing when any
 * row has a problem (422 with the same preview the dry run shows). At the default store, for
 * someone who may change the catalog, it changes the catalog's sizes; otherwise the store's own
 * figures (decision 64).
 */
export const POST = endpoint(
  { body: MenuImportRequest, maxBytes: MAX_IMPORT_BODY_BYTES },
  async ({ body }, context) => {
    const staff = staffOf(context);
    const { store } = staff.scope;
    if (!store) throw noStore();
    const { db } = context.locals;
    if (await storeFiguresAreTheCatalogs(db, staff.scope)) {
      return json(await applyMenuImport(db, staff, body.csv, { store, ownFigures: false }));
    }
    return json(
      await withStoreScope(db, staff.scope, (scoped) =>
        applyMenuImport(scoped, staff, body.csv, { store, ownFigures: true }),
      ),
    );
  },
);
