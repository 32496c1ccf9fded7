import type { APIRoute } from 'astro';
import { MenuImportRequest } from '../../../../../lib/dashboard/menu-board.ts';
import { importTooLarge } from '../../../../../lib/dashboard/menu-import.ts';
import { IMPORT_BODY_LIMIT, previewMenuImport } from '../../../../../server/catalog-admin/menu-import.ts';
import { dashboardError, dashboardJson, readJsonBody } from '../../../../../server/dashboard/dashboard-endpoint.ts';

/** The import's dry run: what each row of the CSV would change, and every row's problems. Writes nothing. */
export const POST: APIRoute = async ({ request, locals }) => {
  const body = await readJsonBody(request, MenuImportRequest, IMPORT_BODY_LIMIT);
  if (!body.ok) return body.response;
  const tooLarge = importTooLarge(body.data.csv);
  if (tooLarge) return dashboardError(413, tooLarge);
  return dashboardJson(await previewMenuImport(locals.db, body.data.csv));
};
