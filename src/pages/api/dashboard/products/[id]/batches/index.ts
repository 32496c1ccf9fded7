import type { APIRoute } from 'astro';
import { BatchInput } from '../../../../../../lib/dashboard/product-editor.ts';
import { editorAnswer } from '../../../../../../server/catalog-admin/editor-answer.ts';
import { answerSave } from '../../../../../../server/catalog-admin/outcome-response.ts';
import { addBatch } from '../../../../../../server/catalog-admin/product-batches.ts';
import { dashboardError, readJsonBody, staffOf, uuidParam } from '../../../../../../server/dashboard/dashboard-endpoint.ts';

/** Adds a lab-tested batch to the product; answers with the editor's data. */
export const POST: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, 'No product has that address.');
  const body = await readJsonBody(context.request, BatchInput);
  if (!body.ok) return body.response;
  const outcome = await addBatch(context.locals.db, staffOf(context), id, body.data);
  return answerSave(outcome, () => editorAnswer(context.locals.db, id, 201));
};
