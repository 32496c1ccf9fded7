import type { APIRoute } from 'astro';
import { categoryInputSchema } from '../../../../lib/dashboard/categories.ts';
import { deleteCategory, updateCategory } from '../../../../server/catalog/category-editor.ts';
import { dashboardError, dashboardJson, readJsonBody, staffOf, uuidParam } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { Refusal, refusalResponse } from '../../../../server/dashboard/refusal.ts';

const NOT_FOUND = 'That category does not exist (it may have been deleted).';

/** Edits a category: name, address, description, parent and position. */
export const PATCH: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, NOT_FOUND);
  const body = await readJsonBody(context.request, categoryInputSchema);
  if (!body.ok) return body.response;
  try {
    const category = await updateCategory(context.locals.db, staffOf(context), id, body.data);
    return category ? dashboardJson(category) : dashboardError(404, NOT_FOUND);
  } catch (error) {
    if (error instanceof Refusal) return refusalResponse(error);
    throw error;
  }
};

/** Deletes an empty category. */
export const DELETE: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, NOT_FOUND);
  try {
    const deleted = await deleteCategory(context.locals.db, staffOf(context), id);
    return deleted ? new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }) : dashboardError(404, NOT_FOUND);
  } catch (error) {
    if (error instanceof Refusal) return refusalResponse(error);
    throw error;
  }
};
