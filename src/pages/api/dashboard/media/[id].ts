import { z } from 'zod';
import { mediaUpdateSchema } from '#lib/dashboard/media.ts';
import { staffOf } from '#server/http/staff-caller.ts';
import { endpoint, json, noContent } from '#server/http/endpoint.ts';
import { found } from '#server/http/refusal.ts';
import { mediaStoreFor } from '#server/media/configured-media-store.ts';
import { deleteMedia, updateMediaAlt } from '#server/media/media-library.ts';

const NOT_FOUND = 'That image is not in the library (it may have been deleted).';
const params = z.object({ id: z.uuid(NOT_FOUND) });

/** Edits an image's alt text. */
export const PATCH = endpoint({ params, body: mediaUpdateSchema }, async ({ params, body }, context) =>
  json(found(await updateMediaAlt(context.locals.db, staffOf(context), params.id, body.alt), NOT_FOUND)),
);

/** Deletes an image and its files; refused while a product shows it. */
export const DELETE = endpoint({ params }, async ({ params }, context) => {
  found(
    await deleteMedia(context.locals.db, mediaStoreFor(context.locals.config), staffOf(context), params.id),
    NOT_FOUND,
  );
  return noContent();
});
