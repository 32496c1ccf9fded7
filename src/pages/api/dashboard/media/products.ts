import type { APIRoute } from 'astro';
import { productImageSearchSchema } from '../../../../lib/dashboard/media.ts';
import { dashboardJson, readQuery } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { searchProductImages } from '../../../../server/media/product-image-links.ts';

/** Products and the images they show (`?q=` searches names), for the bundle builder and for attaching images. */
export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, productImageSearchSchema);
  if (!query.ok) return query.response;
  return dashboardJson({ products: await searchProductImages(locals.db, query.data.q) });
};
