import { ProductListQuery } from '#lib/catalog/product-list.ts';
import { NewProductInput } from '#lib/catalog/product-editor.ts';
import { createProduct, listProducts, requireCatalogEditor } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';
import { noStore, withStoreScope } from '#server/stores/index.ts';

/** One page of the products list with the request's store's stock and prices (`?q=&category=&brand=&status=&sort=&page=&store=`). */
export const GET = endpoint({ query: ProductListQuery }, async ({ query }, context) => {
  const { scope } = staffOf(context);
  const { store } = scope;
  if (!store) throw noStore();
  return json(await withStoreScope(context.locals.db, scope, (db) => listProducts(db, query, store)));
});

/** Adds a draft product (name, web address, category, brand) to the catalog; answers 201 with its id. */
export const POST = endpoint({ body: NewProductInput }, async ({ body }, context) => {
  const staff = staffOf(context);
  await requireCatalogEditor(context.locals.db, staff.scope);
  return json(await createProduct(context.locals.db, staff, body), 201);
});
