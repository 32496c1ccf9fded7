import type { APIRoute } from 'astro';
import { dashboardError, staffOf, uuidParam } from '../../../../../../server/dashboard/dashboard-endpoint.ts';
import { detachProductImage } from '../../../../../../server/media/product-image-links.ts';

/** Takes an image off the product; the media library keeps the file. */
export const DELETE: APIRoute = async (context) => {
  const productId = uuidParam(context.params.id);
  const imageId = uuidParam(context.params.imageId);
  const removed = productId && imageId && (await detachProductImage(context.locals.db, staffOf(context), productId, imageId));
  return removed
    ? new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
    : dashboardError(404, 'That product does not show that image.');
};
