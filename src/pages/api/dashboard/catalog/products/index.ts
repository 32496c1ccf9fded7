import { ProductListQuery } from '#lib/catalog/product-list.ts';
import { NewProductInput } from '#lib/catalog/product-editor.ts';
import { createProduct, listProducts, requireCatalogEditor } from '#server/catalog/admin/index.ts';
import { endpoint, inStoreScope, json, staffOf, storeScopeOf } from '#server/http/index.ts';

/**
 * One page of the products list with the stock and prices of the store the dashboard is about
 * (`?q=&category=&brand=&status=&sort=&page=&store=`).
 */
export const GET = endpoint({ query: ProductListQuery }, async ({ query }, context) =>
  json(await inStoreScope(context, (db, store) => listProducts(db, query, store))),
);

/** Adds a draft product (name, web address, category, brand) to the catalog; answers 201 with its id. */
export const POST = endpoint({ body: NewProductInput }, async ({ body }, context) => {
  const { scope } = await storeScopeOf(context);
  await requireCatalogEditor(context.locals.db, scope);
  return json(await createProduct(context.locals.db, staffOf(context), body), 201);
});
