import { z } from 'zod';
import { altTextSchema, MAX_UPLOAD_BYTES } from '#lib/dashboard/media.ts';
import { staffOf } from '#server/http/staff-caller.ts';
import { endpoint, json } from '#server/http/endpoint.ts';
import { mediaStoreFor } from '#server/media/configured-media-store.ts';
import { prepareUpload } from '#server/media/image-upload.ts';
import { addToLibrary, listMedia } from '#server/media/media-library.ts';

/** Room for the form's other fields and the multipart boundaries around the file. */
const FORM_OVERHEAD = 64 * 1024;

const CHOOSE_A_FILE = 'Choose an image file to upload.';

const UploadForm = z.object({
  file: z.instanceof(File, { error: CHOOSE_A_FILE }).refine((file) => file.size > 0, CHOOSE_A_FILE),
  alt: altTextSchema,
});

/** The library, newest first. */
export const GET = endpoint({}, async (_input, { locals }) => json({ items: await listMedia(locals.db) }));

/** An upload: a form with `file` (judged by its content, not its name or declared type) and `alt`. */
export const POST = endpoint(
  { form: UploadForm, maxBytes: MAX_UPLOAD_BYTES + FORM_OVERHEAD },
  async ({ body }, context) => {
    const { locals } = context;
    const image = await prepareUpload(new Uint8Array(await body.file.arrayBuffer()));
    const item = await addToLibrary(locals.db, mediaStoreFor(locals.config), staffOf(context), {
      image,
      alt: body.alt,
      name: body.file.name,
    });
    return json(item, 201);
  },
);
