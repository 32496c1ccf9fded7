import type { APIRoute } from 'astro';
import { ProductListQuery } from '../../../../lib/dashboard/product-list.ts';
import { listProducts } from '../../../../server/catalog-admin/product-list.ts';
import { dashboardJson, readQuery } from '../../../../server/dashboard/dashboard-endpoint.ts';

/** One page of the products list (`?q=&category=&brand=&status=&sort=&page=`). */
export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, ProductListQuery);
  if (!query.ok) return query.response;
  return dashboardJson(await listProducts(locals.db, query.data));
};
