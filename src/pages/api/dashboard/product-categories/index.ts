import type { APIRoute } from 'astro';
import { categoryInputSchema } from '../../../../lib/dashboard/categories.ts';
import { createCategory, listCategoryTree } from '../../../../server/catalog/category-editor.ts';
import { dashboardJson, readJsonBody, staffOf } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { Refusal, refusalResponse } from '../../../../server/dashboard/refusal.ts';

/** The whole category tree with each category's filters and product count. */
export const GET: APIRoute = async ({ locals }) => dashboardJson({ categories: await listCategoryTree(locals.db) });

/** Adds a category. */
export const POST: APIRoute = async (context) => {
  const body = await readJsonBody(context.request, categoryInputSchema);
  if (!body.ok) return body.response;
  try {
    return dashboardJson(await createCategory(context.locals.db, staffOf(context), body.data), { status: 201 });
  } catch (error) {
    if (error instanceof Refusal) return refusalResponse(error);
    throw error;
  }
};
