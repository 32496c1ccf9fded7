import { z } from 'zod';
import { ProductDetailsInput } from '#lib/catalog/product-editor.ts';
import { requireCatalogEditor, requireProductEditor, saveProductDetails } from '#server/catalog/admin/index.ts';
import { endpoint, inStoreScope, json, staffOf, storeScopeOf } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('No product has that address.') });

/**
 * The product editor's data: the product, its sizes with the stock of the store the dashboard is
 * about, batches, images and audit log.
 */
export const GET = endpoint({ params }, async ({ params }, context) =>
  json(await inStoreScope(context, (db, store) => requireProductEditor(db, params.id, store.id))),
);

/** Saves the product's details (the organization's); answers with the editor's data as saved. */
export const PUT = endpoint({ params, body: ProductDetailsInput }, async ({ params, body }, context) => {
  const { scope, store } = await storeScopeOf(context);
  await requireCatalogEditor(context.locals.db, scope);
  await saveProductDetails(context.locals.db, staffOf(context), params.id, body);
  return json(await requireProductEditor(context.locals.db, params.id, store.id));
});
