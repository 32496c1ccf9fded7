import type { APIRoute } from 'astro';
import { VariantInput } from '../../../../../../lib/dashboard/product-editor.ts';
import { editorAnswer } from '../../../../../../server/catalog-admin/editor-answer.ts';
import { answerSave } from '../../../../../../server/catalog-admin/outcome-response.ts';
import { addVariant } from '../../../../../../server/catalog-admin/product-sizes.ts';
import { dashboardError, readJsonBody, staffOf, uuidParam } from '../../../../../../server/dashboard/dashboard-endpoint.ts';

/** Adds a size to the product; answers with the editor's data. */
export const POST: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, 'No product has that address.');
  const body = await readJsonBody(context.request, VariantInput);
  if (!body.ok) return body.response;
  const outcome = await addVariant(context.locals.db, staffOf(context), id, body.data);
  return answerSave(outcome, () => editorAnswer(context.locals.db, id, 201));
};
