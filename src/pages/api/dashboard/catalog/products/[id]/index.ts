import { z } from 'zod';
import { ProductDetailsInput } from '#lib/catalog/product-editor.ts';
import { requireProductEditor, saveProductDetails } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('No product has that address.') });

/** The product editor's data: the product, its sizes, batches, images and audit log. */
export const GET = endpoint({ params }, async ({ params }, { locals }) =>
  json(await requireProductEditor(locals.db, params.id)),
);

/** Saves the product's details; answers with the editor's data as saved. */
export const PUT = endpoint({ params, body: ProductDetailsInput }, async ({ params, body }, context) => {
  await saveProductDetails(context.locals.db, staffOf(context), params.id, body);
  return json(await requireProductEditor(context.locals.db, params.id));
});
