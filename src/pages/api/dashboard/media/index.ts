import type { APIRoute } from 'astro';
import { mediaUpdateSchema } from '../../../../lib/dashboard/media.ts';
import { dashboardError, dashboardJson, invalidInput, staffOf } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { mediaStoreFor } from '../../../../server/media/configured-media-store.ts';
import { prepareUpload } from '../../../../server/media/image-upload.ts';
import { addToLibrary, listMedia } from '../../../../server/media/media-library.ts';
import { mediaProblem } from '../../../../server/media/media-problem.ts';
import { readUploadForm } from '../../../../server/media/upload-request.ts';

/** The library, newest first. */
export const GET: APIRoute = async ({ locals }) => dashboardJson({ items: await listMedia(locals.db) });

/** An upload: a form with `file` (judged by its content, not its name or declared type) and `alt`. */
export const POST: APIRoute = async (context) => {
  const { request, locals } = context;
  try {
    const form = await readUploadForm(request);
    const file = form.get('file');
    const details = mediaUpdateSchema.safeParse({ alt: form.get('alt') ?? undefined });
    if (!(file instanceof File) || file.size === 0) {
      const fields: Record<string, string[]> = { file: ['Choose an image file to upload.'] };
      if (!details.success) fields.alt = [details.error.issues[0]!.message];
      return dashboardError(400, 'Choose an image file to upload.', fields);
    }
    if (!details.success) return invalidInput(details.error);
    const image = await prepareUpload(new Uint8Array(await file.arrayBuffer()));
    const item = await addToLibrary(locals.db, mediaStoreFor(locals.config), staffOf(context), {
      image,
      alt: details.data.alt,
      name: file.name,
    });
    return dashboardJson(item, { status: 201 });
  } catch (error) {
    return mediaProblem(error);
  }
};
