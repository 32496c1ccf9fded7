import type { APIRoute } from 'astro';
import { attachImageSchema } from '../../../../../lib/dashboard/media.ts';
import { dashboardError, dashboardJson, readJsonBody, staffOf, uuidParam } from '../../../../../server/dashboard/dashboard-endpoint.ts';
import { mediaProblem } from '../../../../../server/media/media-problem.ts';
import { attachMediaToProduct } from '../../../../../server/media/product-image-links.ts';

/** Shows a library image on the product, after its other images (`{ mediaId, alt? }`). */
export const POST: APIRoute = async (context) => {
  const productId = uuidParam(context.params.id);
  if (!productId) return dashboardError(404, 'That product does not exist.');
  const body = await readJsonBody(context.request, attachImageSchema);
  if (!body.ok) return body.response;
  try {
    const image = await attachMediaToProduct(context.locals.db, staffOf(context), productId, body.data);
    return image ? dashboardJson(image, { status: 201 }) : dashboardError(404, 'That product does not exist.');
  } catch (error) {
    return mediaProblem(error);
  }
};
