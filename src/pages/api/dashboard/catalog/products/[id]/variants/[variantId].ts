import { z } from 'zod';
import { VariantChanges } from '#lib/catalog/product-editor.ts';
import { removeVariant, requireProductEditor, updateVariant } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

const GONE = 'That size no longer exists.';
const params = z.object({ id: z.uuid(GONE), variantId: z.uuid(GONE) });

/** Changes the fields of a size that were edited; answers with the editor's data. */
export const PATCH = endpoint({ params, body: VariantChanges }, async ({ params, body }, context) => {
  await updateVariant(context.locals.db, staffOf(context), params.variantId, body, { productId: params.id });
  return json(await requireProductEditor(context.locals.db, params.id));
});

/** Removes a size; answers with the editor's data. */
export const DELETE = endpoint({ params }, async ({ params }, context) => {
  await removeVariant(context.locals.db, staffOf(context), params.id, params.variantId);
  return json(await requireProductEditor(context.locals.db, params.id));
});
