import type { APIRoute } from 'astro';
import { ProductDetailsInput } from '../../../../../lib/dashboard/product-editor.ts';
import { saveProductDetails } from '../../../../../server/catalog-admin/product-details.ts';
import { editorAnswer } from '../../../../../server/catalog-admin/editor-answer.ts';
import { answerSave } from '../../../../../server/catalog-admin/outcome-response.ts';
import { dashboardError, readJsonBody, staffOf, uuidParam } from '../../../../../server/dashboard/dashboard-endpoint.ts';

/** The product editor's data: the product, its sizes, batches, images and audit log. */
export const GET: APIRoute = async ({ params, locals }) => {
  const id = uuidParam(params.id);
  if (!id) return dashboardError(404, 'No product has that address.');
  return editorAnswer(locals.db, id);
};

/** Saves the product's details; answers with the editor's data as saved. */
export const PUT: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, 'No product has that address.');
  const body = await readJsonBody(context.request, ProductDetailsInput);
  if (!body.ok) return body.response;
  const outcome = await saveProductDetails(context.locals.db, staffOf(context), id, body.data);
  return answerSave(outcome, () => editorAnswer(context.locals.db, id));
};
