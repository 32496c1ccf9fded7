import { MenuImportRequest } from '#lib/catalog/menu-board.ts';
import { applyMenuImport, MAX_IMPORT_BODY_BYTES } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

/**
 * Applies a CSV to the menu: every row in one transaction, or nothing when any row has a problem
 * (422 with the same preview the dry run shows).
 */
export const POST = endpoint({ body: MenuImportRequest, maxBytes: MAX_IMPORT_BODY_BYTES }, async ({ body }, context) =>
  json(await applyMenuImport(context.locals.db, staffOf(context), body.csv)),
);
