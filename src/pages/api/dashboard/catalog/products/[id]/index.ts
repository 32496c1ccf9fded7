import { z } from 'zod';
import { ProductDetailsInput } from '#lib/catalog/product-editor.ts';
import { requireCatalogEditor, requireProductEditor, saveProductDetails } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';
import { noStore, withStoreScope } from '#server/stores/index.ts';

const params = z.object({ id: z.uuid('No product has that address.') });

/** The product editor's data: the product, its sizes with the request's store's stock, batches, images and audit log. */
export const GET = endpoint({ params }, async ({ params }, context) => {
  const { scope } = staffOf(context);
  const { store } = scope;
  if (!store) throw noStore();
  return json(await withStoreScope(context.locals.db, scope, (db) => requireProductEditor(db, params.id, store.id)));
});

/** Saves the product's details (the organization's); answers with the editor's data as saved. */
export const PUT = endpoint({ params, body: ProductDetailsInput }, async ({ params, body }, context) => {
  const staff = staffOf(context);
  await requireCatalogEditor(context.locals.db, staff.scope);
  await saveProductDetails(context.locals.db, staff, params.id, body);
  return json(await requireProductEditor(context.locals.db, params.id, staff.scope.store?.id));
});
