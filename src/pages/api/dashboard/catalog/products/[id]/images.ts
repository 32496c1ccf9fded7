import { z } from 'zod';
import { attachImageSchema } from '#lib/media/media-library.ts';
import { staffOf, endpoint, json, found } from '#server/http/index.ts';
import { attachMediaToProduct } from '#server/catalog/admin/index.ts';

const NOT_FOUND = 'That product does not exist.';

/** Shows a library image on the product, after its other images (`{ mediaId, alt? }`). */
export const POST = endpoint(
  { params: z.object({ id: z.uuid(NOT_FOUND) }), body: attachImageSchema },
  async ({ params, body }, context) =>
    json(found(await attachMediaToProduct(context.locals.db, staffOf(context), params.id, body), NOT_FOUND), 201),
);
