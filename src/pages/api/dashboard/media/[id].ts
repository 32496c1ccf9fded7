import { z } from 'zod';
import { mediaUpdateSchema } from '#lib/media/media-library.ts';
import { staffOf, endpoint, json, noContent, found } from '#server/http/index.ts';
import { deleteFromLibrary, updateMediaAlt } from '#server/media/admin/index.ts';

const NOT_FOUND = 'That image is not in the library (it may have been deleted).';
const params = z.object({ id: z.uuid(NOT_FOUND) });

/** Edits an image's alt text. */
export const PATCH = endpoint({ params, body: mediaUpdateSchema }, async ({ params, body }, context) =>
  json(found(await updateMediaAlt(context.locals.db, staffOf(context), params.id, body.alt), NOT_FOUND)),
);

/** Deletes an image and its files; refused while a product shows it. */
export const DELETE = endpoint({ params }, async ({ params }, context) => {
  found(await deleteFromLibrary(context.locals.db, context.locals.config, staffOf(context), params.id), NOT_FOUND);
  return noContent();
});
