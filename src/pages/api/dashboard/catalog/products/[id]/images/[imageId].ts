import { z } from 'zod';
import { staffOf, endpoint, json, noContent, found } from '#server/http/index.ts';
import { ImageAltInput } from '#lib/catalog/product-editor.ts';
import { detachProductImage, requireProductEditor, updateImageAlt } from '#server/catalog/admin/index.ts';

const imageOf = (message: string) => z.object({ id: z.uuid(message), imageId: z.uuid(message) });

/** Changes an image's description (alt text); answers with the editor's data. */
export const PATCH = endpoint(
  { params: imageOf('That image is no longer on this product.'), body: ImageAltInput },
  async ({ params, body }, context) => {
    await updateImageAlt(context.locals.db, staffOf(context), params.id, params.imageId, body.alt);
    return json(await requireProductEditor(context.locals.db, params.id));
  },
);

const NOT_SHOWN = 'That product does not show that image.';

/** Takes an image off the product; the media library keeps the file. */
export const DELETE = endpoint({ params: imageOf(NOT_SHOWN) }, async ({ params }, context) => {
  found(await detachProductImage(context.locals.db, staffOf(context), params.id, params.imageId), NOT_SHOWN);
  return noContent();
});
