import type { APIRoute } from 'astro';
import { shopFiltersSchema } from '../../../../../lib/dashboard/categories.ts';
import { saveShopFilters } from '../../../../../server/catalog/shop-filters.ts';
import { dashboardError, dashboardJson, readJsonBody, staffOf, uuidParam } from '../../../../../server/dashboard/dashboard-endpoint.ts';

/** Sets which filters the category's menu shows, in order; an empty list uses its parent's. */
export const PUT: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, 'That category does not exist.');
  const body = await readJsonBody(context.request, shopFiltersSchema);
  if (!body.ok) return body.response;
  const category = await saveShopFilters(context.locals.db, staffOf(context), id, body.data.filters);
  return category ? dashboardJson(category) : dashboardError(404, 'That category does not exist.');
};
