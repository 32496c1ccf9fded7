import type { APIRoute } from 'astro';
import { mediaUpdateSchema } from '../../../../lib/dashboard/media.ts';
import { dashboardError, dashboardJson, readJsonBody, staffOf, uuidParam } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { mediaStoreFor } from '../../../../server/media/configured-media-store.ts';
import { deleteMedia, updateMediaAlt } from '../../../../server/media/media-library.ts';
import { mediaProblem } from '../../../../server/media/media-problem.ts';

const NOT_FOUND = 'That image is not in the library (it may have been deleted).';

/** Edits an image's alt text. */
export const PATCH: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, NOT_FOUND);
  const body = await readJsonBody(context.request, mediaUpdateSchema);
  if (!body.ok) return body.response;
  const item = await updateMediaAlt(context.locals.db, staffOf(context), id, body.data.alt);
  return item ? dashboardJson(item) : dashboardError(404, NOT_FOUND);
};

/** Deletes an image and its files; refused while a product shows it. */
export const DELETE: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, NOT_FOUND);
  try {
    const deleted = await deleteMedia(context.locals.db, mediaStoreFor(context.locals.config), staffOf(context), id);
    return deleted ? new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }) : dashboardError(404, NOT_FOUND);
  } catch (error) {
    return mediaProblem(error);
  }
};
