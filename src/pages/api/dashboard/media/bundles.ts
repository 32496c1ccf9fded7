import { bundleRequestSchema } from '#lib/dashboard/media.ts';
import { staffOf } from '#server/http/staff-caller.ts';
import { endpoint, json } from '#server/http/endpoint.ts';
import { buildBundleImage } from '#server/media/bundle-builder.ts';
import { mediaStoreFor } from '#server/media/configured-media-store.ts';

/** Composes 2–6 chosen pictures into one bundle image, added to the library. */
export const POST = endpoint({ body: bundleRequestSchema }, async ({ body }, context) =>
  json(await buildBundleImage(context.locals.db, mediaStoreFor(context.locals.config), staffOf(context), body), 201),
);
