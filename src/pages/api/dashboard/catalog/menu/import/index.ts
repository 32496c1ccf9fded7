import { MenuImportRequest } from '#lib/catalog/menu-board.ts';
import { applyMenuImport, MAX_IMPORT_BODY_BYTES, storeFiguresAreTheCatalogs } from '#server/catalog/admin/index.ts';
import { endpoint, inStoreScope, json, staffOf, storeScopeOf } from '#server/http/index.ts';

/**
 * Applies a CSV to the menu of the store the dashboard is about: every row in one transaction, or
 * nothing when any row has a problem (422 with the same preview the dry run shows). At the default
 * store, for someone who may change the catalog, it changes the catalog's sizes; otherwise the
 * store's own figures (decision 64).
 */
export const POST = endpoint(
  { body: MenuImportRequest, maxBytes: MAX_IMPORT_BODY_BYTES },
  async ({ body }, context) => {
    const staff = staffOf(context);
    const { scope, store } = await storeScopeOf(context);
    const { db } = context.locals;
    if (await storeFiguresAreTheCatalogs(db, scope)) {
      return json(await applyMenuImport(db, staff, body.csv, { store, ownFigures: false }));
    }
    return json(
      await inStoreScope(context, (scoped) => applyMenuImport(scoped, staff, body.csv, { store, ownFigures: true })),
    );
  },
);
