import { productImageSearchSchema } from '#lib/media/media-library.ts';
import { endpoint, json } from '#server/http/index.ts';
import { searchProductImages } from '#server/media/admin/index.ts';

/** Products and the images they show (`?q=` searches names), for the bundle builder and for attaching images. */
export const GET = endpoint({ query: productImageSearchSchema }, async ({ query }, { locals }) =>
  json({ products: await searchProductImages(locals.db, query.q) }),
);
