import type { APIRoute } from 'astro';
import { categoryMoveSchema } from '../../../../../lib/dashboard/categories.ts';
import { moveCategory } from '../../../../../server/catalog/category-editor.ts';
import { dashboardError, dashboardJson, readJsonBody, staffOf, uuidParam } from '../../../../../server/dashboard/dashboard-endpoint.ts';
import { Refusal, refusalResponse } from '../../../../../server/dashboard/refusal.ts';

/** Moves a category one place up or down among its siblings. */
export const POST: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, 'That category does not exist.');
  const body = await readJsonBody(context.request, categoryMoveSchema);
  if (!body.ok) return body.response;
  try {
    const category = await moveCategory(context.locals.db, staffOf(context), id, body.data.direction);
    return category ? dashboardJson(category) : dashboardError(404, 'That category does not exist.');
  } catch (error) {
    if (error instanceof Refusal) return refusalResponse(error);
    throw error;
  }
};
