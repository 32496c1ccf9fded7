import { MenuImportRequest } from '#lib/catalog/menu-board.ts';
import { MAX_IMPORT_BODY_BYTES, previewMenuImport, storeFiguresAreTheCatalogs } from '#server/catalog/admin/index.ts';
import { endpoint, inStoreScope, json, storeScopeOf } from '#server/http/index.ts';

/**
 * The import's dry run at the store the dashboard is about: what each row of the CSV would change,
 * and every row's problems. Writes nothing.
 */
export const POST = endpoint(
  { body: MenuImportRequest, maxBytes: MAX_IMPORT_BODY_BYTES },
  async ({ body }, context) => {
    const { scope, store } = await storeScopeOf(context);
    const { db } = context.locals;
    if (await storeFiguresAreTheCatalogs(db, scope)) {
      return json(await previewMenuImport(db, body.csv, { store, ownFigures: false }));
    }
    return json(
      await inStoreScope(context, (scoped) => previewMenuImport(scoped, body.csv, { store, ownFigures: true })),
    );
  },
);
