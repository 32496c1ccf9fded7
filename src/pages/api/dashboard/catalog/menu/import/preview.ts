import { MenuImportRequest } from '#lib/catalog/menu-board.ts';
import { MAX_IMPORT_BODY_BYTES, previewMenuImport } from '#server/catalog/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

/** The import's dry run: what each row of the CSV would change, and every row's problems. Writes nothing. */
export const POST = endpoint(
  { body: MenuImportRequest, maxBytes: MAX_IMPORT_BODY_BYTES },
  async ({ body }, { locals }) => json(await previewMenuImport(locals.db, body.csv)),
);
