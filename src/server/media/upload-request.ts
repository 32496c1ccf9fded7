import { MAX_UPLOAD_BYTES } from '../../lib/dashboard/media.ts';
import { Refusal } from '../dashboard/refusal.ts';

/** Room for the form's other fields and the multipart boundaries around the file. */
const FORM_OVERHEAD = 64 * 1024;

/** The body, read no further than `limit` bytes: a client that lies about or omits its length still cannot fill memory. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function tooLarge(): Refusal {
  return new Refusal(413, `That file is too large; the library takes files up to ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`, 'file');
}

/**
 * The multipart form of an upload (`request.formData()`, once the body is known to be within the
 * limit). Refused: a body that is not a form upload (415), one over the limit (413), one that
 * cannot be parsed (400).
 */
export async function readUploadForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new Refusal(415, 'Send the image as a file upload (multipart/form-data).', 'file');
  }
  const limit = MAX_UPLOAD_BYTES + FORM_OVERHEAD;
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const body = await readCapped(request, limit);
  try {
    return await new Request(request.url, { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
  } catch {
    throw new Refusal(400, 'The upload could not be read. Choose the file again and retry.', 'file');
  }
}
