import { z } from 'zod';
import { categoryInputSchema } from '#lib/catalog/categories.ts';
import { deleteCategory, updateCategory } from '#server/catalog/admin/index.ts';
import { endpoint, found, json, noContent, staffOf } from '#server/http/index.ts';

const NOT_FOUND = 'That category does not exist (it may have been deleted).';
const params = z.object({ id: z.uuid(NOT_FOUND) });

/** Edits a category: name, address, description, parent and position. */
export const PATCH = endpoint({ params, body: categoryInputSchema }, async ({ params, body }, context) =>
  json(found(await updateCategory(context.locals.db, staffOf(context), params.id, body), NOT_FOUND)),
);

/** Deletes an empty category. */
export const DELETE = endpoint({ params }, async ({ params }, context) => {
  found(await deleteCategory(context.locals.db, staffOf(context), params.id), NOT_FOUND);
  return noContent();
});
