import type { APIRoute } from 'astro';
import { VariantChanges } from '../../../../../../lib/dashboard/product-editor.ts';
import { editorAnswer } from '../../../../../../server/catalog-admin/editor-answer.ts';
import { answerSave } from '../../../../../../server/catalog-admin/outcome-response.ts';
import { removeVariant } from '../../../../../../server/catalog-admin/product-sizes.ts';
import { updateVariant } from '../../../../../../server/catalog-admin/variant-changes.ts';
import { dashboardError, readJsonBody, staffOf, uuidParam } from '../../../../../../server/dashboard/dashboard-endpoint.ts';

/** Changes the fields of a size that were edited; answers with the editor's data. */
export const PATCH: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  const variantId = uuidParam(context.params.variantId);
  if (!id || !variantId) return dashboardError(404, 'That size no longer exists.');
  const body = await readJsonBody(context.request, VariantChanges);
  if (!body.ok) return body.response;
  const outcome = await updateVariant(context.locals.db, staffOf(context), variantId, body.data, { productId: id });
  return answerSave(outcome, () => editorAnswer(context.locals.db, id));
};

/** Removes a size; answers with the editor's data. */
export const DELETE: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  const variantId = uuidParam(context.params.variantId);
  if (!id || !variantId) return dashboardError(404, 'That size no longer exists.');
  const outcome = await removeVariant(context.locals.db, staffOf(context), id, variantId);
  return answerSave(outcome, () => editorAnswer(context.locals.db, id));
};
