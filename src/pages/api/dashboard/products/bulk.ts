import type { APIRoute } from 'astro';
import { ProductBulkRequest } from '../../../../lib/dashboard/product-list.ts';
import { bulkUpdateProducts } from '../../../../server/catalog-admin/product-bulk.ts';
import { dashboardJson, readJsonBody, staffOf } from '../../../../server/dashboard/dashboard-endpoint.ts';

/** A bulk action on the selected products: set a status, feature or stop featuring. */
export const POST: APIRoute = async (context) => {
  const body = await readJsonBody(context.request, ProductBulkRequest);
  if (!body.ok) return body.response;
  return dashboardJson(await bulkUpdateProducts(context.locals.db, staffOf(context), body.data.ids, body.data.action));
};
