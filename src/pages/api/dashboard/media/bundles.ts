import type { APIRoute } from 'astro';
import { bundleRequestSchema } from '../../../../lib/dashboard/media.ts';
import { dashboardJson, readJsonBody, staffOf } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { buildBundleImage } from '../../../../server/media/bundle-builder.ts';
import { mediaStoreFor } from '../../../../server/media/configured-media-store.ts';
import { mediaProblem } from '../../../../server/media/media-problem.ts';

/** Composes 2–6 chosen pictures into one bundle image, added to the library. */
export const POST: APIRoute = async (context) => {
  const body = await readJsonBody(context.request, bundleRequestSchema);
  if (!body.ok) return body.response;
  try {
    const item = await buildBundleImage(context.locals.db, mediaStoreFor(context.locals.config), staffOf(context), body.data);
    return dashboardJson(item, { status: 201 });
  } catch (error) {
    return mediaProblem(error);
  }
};
