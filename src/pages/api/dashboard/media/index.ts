import { z } from 'zod';
import { altTextSchema, MAX_UPLOAD_BYTES } from '#lib/media/media-library.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { listMedia, uploadToLibrary } from '#server/media/admin/index.ts';

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
    const item = await uploadToLibrary(locals.db, locals.config, staffOf(context), {
      bytes: new Uint8Array(await body.file.arrayBuffer()),
      alt: body.alt,
      name: body.file.name,
    });
    return json(item, 201);
  },
);
