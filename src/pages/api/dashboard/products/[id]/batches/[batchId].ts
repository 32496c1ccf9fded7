import type { APIRoute } from 'astro';
import { BatchInput } from '../../../../../../lib/dashboard/product-editor.ts';
import { editorAnswer } from '../../../../../../server/catalog-admin/editor-answer.ts';
import { answerSave } from '../../../../../../server/catalog-admin/outcome-response.ts';
import { removeBatch, updateBatch } from '../../../../../../server/catalog-admin/product-batches.ts';
import { dashboardError, readJsonBody, staffOf, uuidParam } from '../../../../../../server/dashboard/dashboard-endpoint.ts';

/** Saves a batch and its lab results; answers with the editor's data. */
export const PUT: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  const batchId = uuidParam(context.params.batchId);
  if (!id || !batchId) return dashboardError(404, 'That batch no longer exists.');
  const body = await readJsonBody(context.request, BatchInput);
  if (!body.ok) return body.response;
  const outcome = await updateBatch(context.locals.db, staffOf(context), id, batchId, body.data);
  return answerSave(outcome, () => editorAnswer(context.locals.db, id));
};

/** Removes a batch; answers with the editor's data. */
export const DELETE: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  const batchId = uuidParam(context.params.batchId);
  if (!id || !batchId) return dashboardError(404, 'That batch no longer exists.');
  const outcome = await removeBatch(context.locals.db, staffOf(context), id, batchId);
  return answerSave(outcome, () => editorAnswer(context.locals.db, id));
};
