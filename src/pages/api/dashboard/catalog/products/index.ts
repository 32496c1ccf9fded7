import { ProductListQuery } from '#lib/catalog/product-list.ts';
import { NewProductInput } from '#lib/catalog/product-editor.ts';
import { createProduct, listProducts } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

/** One page of the products list (`?q=&category=&brand=&status=&sort=&page=`). */
export const GET = endpoint({ query: ProductListQuery }, async ({ query }, { locals }) =>
  json(await listProducts(locals.db, query)),
);

/** Adds a draft product (name, web address, category, brand); answers 201 with its id. */
export const POST = endpoint({ body: NewProductInput }, async ({ body }, context) =>
  json(await createProduct(context.locals.db, staffOf(context), body), 201),
);
