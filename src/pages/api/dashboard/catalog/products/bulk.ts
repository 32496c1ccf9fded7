import { ProductBulkRequest } from '#lib/catalog/product-list.ts';
import { bulkUpdateProducts } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

/** A bulk action on the selected products: set a status, feature or stop featuring. */
export const POST = endpoint({ body: ProductBulkRequest }, async ({ body }, context) =>
  json(await bulkUpdateProducts(context.locals.db, staffOf(context), body.ids, body.action)),
);
