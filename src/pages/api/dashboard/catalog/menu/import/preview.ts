import { MenuImportRequest } from '#lib/catalog/menu-board.ts';
import { MAX_IMPORT_BODY_BYTES, previewMenuImport, storeFiguresAreTheCatalogs } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';
import { noStore, withStoreScope } from '#server/stores/index.ts';

/**
 * The import's dry run at the request's store: what each row of the CSV would change, and every
 * row's problems. Writes nothing.
 */
export const POST = endpoint(
  { body: MenuImportRequest, maxBytes: MAX_IMPORT_BODY_BYTES },
  async ({ body }, context) => {
    const { scope } = staffOf(context);
    const { store } = scope;
    if (!store) throw noStore();
    const { db } = context.locals;
    if (await storeFiguresAreTheCatalogs(db, scope)) {
      return json(await previewMenuImport(db, body.csv, { store, ownFigures: false }));
    }
    return json(
      await withStoreScope(db, scope, (scoped) => previewMenuImport(scoped, body.csv, { store, ownFigures: true })),
    );
  },
);
