import type { APIRoute } from 'astro';
import { MenuImportRequest } from '../../../../../lib/dashboard/menu-board.ts';
import { importTooLarge } from '../../../../../lib/dashboard/menu-import.ts';
import { applyMenuImport, IMPORT_BODY_LIMIT } from '../../../../../server/catalog-admin/menu-import.ts';
import { dashboardError, dashboardJson, readJsonBody, staffOf } from '../../../../../server/dashboard/dashboard-endpoint.ts';

/**
 * Applies a CSV to the menu: every row in one transaction, or nothing when any row has a problem
 * (422 with the same preview the dry run shows).
 */
export const POST: APIRoute = async (context) => {
  const body = await readJsonBody(context.request, MenuImportRequest, IMPORT_BODY_LIMIT);
  if (!body.ok) return body.response;
  const tooLarge = importTooLarge(body.data.csv);
  if (tooLarge) return dashboardError(413, tooLarge);
  const outcome = await applyMenuImport(context.locals.db, staffOf(context), body.data.csv);
  if (!outcome.ok) {
    const count = outcome.preview.problems.length;
    return dashboardJson(
      { error: `Nothing was changed: the file has ${count === 1 ? 'a problem' : `${count} problems`}. Fix the file and try again.`, preview: outcome.preview },
      { status: 422 },
    );
  }
  return dashboardJson({ changedRows: outcome.changedRows });
};
