import { bundleRequestSchema } from '#lib/media/media-library.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { composeBundleImage } from '#server/media/admin/index.ts';

/** Composes 2–6 chosen pictures into one bundle image, added to the library. */
export const POST = endpoint({ body: bundleRequestSchema }, async ({ body }, context) =>
  json(await composeBundleImage(context.locals.db, context.locals.config, staffOf(context), body), 201),
);
