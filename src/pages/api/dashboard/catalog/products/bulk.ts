import { ProductBulkRequest } from '#lib/catalog/product-list.ts';
import { bulkUpdateProducts, requireCatalogEditor } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf, storeScopeOf } from '#server/http/index.ts';

/** A bulk action on the selected products (the catalog's): set a status, feature or stop featuring. */
export const POST = endpoint({ body: ProductBulkRequest }, async ({ body }, context) => {
  const { scope } = await storeScopeOf(context);
  await requireCatalogEditor(context.locals.db, scope);
  return json(await bulkUpdateProducts(context.locals.db, staffOf(context), body.ids, body.action));
});
