import type { APIRoute } from 'astro';
import { ImageAltInput } from '../../../../../../lib/dashboard/product-editor.ts';
import { editorAnswer } from '../../../../../../server/catalog-admin/editor-answer.ts';
import { answerSave } from '../../../../../../server/catalog-admin/outcome-response.ts';
import { updateImageAlt } from '../../../../../../server/catalog-admin/product-images.ts';
import { dashboardError, readJsonBody, staffOf, uuidParam } from '../../../../../../server/dashboard/dashboard-endpoint.ts';
import { detachProductImage } from '../../../../../../server/media/product-image-links.ts';

/** Changes an image's description (alt text); answers with the editor's data. */
export const PATCH: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  const imageId = uuidParam(context.params.imageId);
  if (!id || !imageId) return dashboardError(404, 'That image is no longer on this product.');
  const body = await readJsonBody(context.request, ImageAltInput);
  if (!body.ok) return body.response;
  const outcome = await updateImageAlt(context.locals.db, staffOf(context), id, imageId, body.data.alt);
  return answerSave(outcome, () => editorAnswer(context.locals.db, id));
};

/** Takes an image off the product; the media library keeps the file. */
export const DELETE: APIRoute = async (context) => {
  const productId = uuidParam(context.params.id);
  const imageId = uuidParam(context.params.imageId);
  const removed = productId && imageId && (await detachProductImage(context.locals.db, staffOf(context), productId, imageId));
  return removed
    ? new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
    : dashboardError(404, 'That product does not show that image.');
};
