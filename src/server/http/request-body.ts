import { Refusal } from './refusal.ts';

/**
 * Request bodies read no further than a limit: a client that lies about or leaves out its
 * length still cannot fill the server's memory.
 */

export function tooLarge(maxBytes: number): Refusal {
  return new Refusal(413, `That is too much at once (at most ${Math.floor(maxBytes / 1024)} KB).`);
}

/**
 * A body must keep arriving: a pause longer than BODY_STALL_MS, or — past its first
 * BODY_GRACE_MS — an average below BODY_MIN_BYTES_PER_SECOND, ends it with 408. Progress is what
 * counts, not the whole upload's time, so a 5 MB résumé from a slow phone still arrives (about four
 * minutes at the slowest pace allowed) while a client that trickles or stops cannot hold a
 * connection for minutes.
 */
export const BODY_STALL_MS = 10_000;
export const BODY_GRACE_MS = 15_000;
export const BODY_MIN_BYTES_PER_SECOND = 20 * 1024;

function stalled(): Refusal {
  return new Refusal(408, 'The request stopped arriving before its end. Send it again.', undefined, {
    headers: { Connection: 'close' },
  });
}

/** The next chunk, or the 408 of a body that stopped arriving or arrives too slowly to finish. */
async function nextChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  { started, received }: { started: number; received: number },
): Promise<ReadableStreamReadResult<Uint8Array>> {
  const elapsed = Date.now() - started;
  const paceAllows = Math.max(BODY_GRACE_MS, (received / BODY_MIN_BYTES_PER_SECOND) * 1000) - elapsed;
  const wait = Math.min(BODY_STALL_MS, paceAllows);
  if (wait <= 0) throw stalled();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(stalled()), wait);
  });
  try {
    return await Promise.race([reader.read(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Refuses a body whose declared length is over the limit, before anything is read. */
export function checkDeclaredLength(request: Request, maxBytes: number): void {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  checkDeclaredLength(request, maxBytes);
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  const started = Date.now();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await nextChunk(reader, { started, received: size });
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Not awaited: cancelling a copy (`request.clone()`) settles only once every copy is
        // cancelled, so awaiting it here would wait for the rest of a body nobody reads.
        reader.cancel().catch(() => undefined);
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Refusal) {
      // Not awaited, as above: the rest of the body is nobody's.
      if (error.status === 408) reader.cancel().catch(() => undefined);
      throw error;
    }
    // A client that went away mid-send: its loss, not a server error.
    throw new Refusal(400, 'The request arrived incomplete.');
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Marks a body that is not JSON (a JSON body may be anything else, `null` included). */
export const NOT_JSON = Symbol('not JSON');

/** The JSON body; `undefined` when there is none. */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const text = new TextDecoder().decode(await readCapped(request, maxBytes));
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** Each name's first value: a query string's parameters, a form's fields (files as `File`). */
export function firstValues<V>(entries: Iterable<[string, V]>): Record<string, V> {
  const values: Record<string, V> = {};
  for (const [name, value] of entries) if (!Object.hasOwn(values, name)) values[name] = value;
  return values;
}

/** A posted form (URL-encoded or multipart) as its fields' first values. */
export async function readForm(request: Request, maxBytes: number): Promise<Record<string, FormDataEntryValue>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!FORM_TYPES.test(contentType)) {
    throw new Refusal(415, 'Send this as a form (application/x-www-form-urlencoded or multipart/form-data).');
  }
  const body = await readCapped(request, maxBytes);
  try {
    const form = await new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
    return firstValues(form.entries());
  } catch {
    throw new Refusal(400, 'The form could not be read. Send it again.');
  }
}
