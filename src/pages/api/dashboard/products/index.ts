import type { APIRoute } from 'astro';
import { ProductListQuery } from '../../../../lib/dashboard/product-list.ts';
import { NewProductInput } from '../../../../lib/dashboard/product-editor.ts';
import { createProduct } from '../../../../server/catalog-admin/product-details.ts';
import { answerSave } from '../../../../server/catalog-admin/outcome-response.ts';
import { listProducts } from '../../../../server/catalog-admin/product-list.ts';
import { dashboardJson, readJsonBody, readQuery, staffOf } from '../../../../server/dashboard/dashboard-endpoint.ts';

/** One page of the products list (`?q=&category=&brand=&status=&sort=&page=`). */
export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, ProductListQuery);
  if (!query.ok) return query.response;
  return dashboardJson(await listProducts(locals.db, query.data));
};

/** Adds a draft product (name, web address, category, brand); answers 201 with its id. */
export const POST: APIRoute = async (context) => {
  const body = await readJsonBody(context.request, NewProductInput);
  if (!body.ok) return body.response;
  const outcome = await createProduct(context.locals.db, staffOf(context), body.data);
  return answerSave(outcome, (created) => dashboardJson(created, { status: 201 }));
};
