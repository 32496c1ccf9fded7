import {
  COMPRESSION_THRESHOLD_BYTES,
  isCompressibleType,
  negotiateContentCoding,
  varyWith,
} from '#lib/http/content-coding.ts';
import { compressStream } from './compression.ts';

/**
 * A response the store is about to send, compressed for the request when it should be: a text
 * body (HTML, JSON, CSS, JavaScript, SVG, XML…) of 1 KB or more, to a client whose
 * `Accept-Encoding` takes Brotli or gzip. Never a 204, 206 or 304, a body another layer has
 * encoded already (the page cache's), `no-transform`, or a range. Every response that could have
 * been compressed says `Vary: Accept-Encoding`, so a cache never hands Brotli to a client that
 * did not ask for it, nor the plain body to one that did.
 */
export async function compressedResponse(request: Request, response: Response): Promise<Response> {
  if (!compressible(request, response)) return response;
  const headers = new Headers(response.headers);
  headers.set('vary', varyWith(headers.get('vary'), 'Accept-Encoding'));
  const coding = negotiateContentCoding(request.headers.get('accept-encoding'));
  const declaredLength = Number(headers.get('content-length') ?? NaN);
  if (!coding || declaredLength < COMPRESSION_THRESHOLD_BYTES) return rebuilt(response, response.body, headers);

  // The length is rarely known ahead (pages stream): read until there is enough to be worth it.
  const reader = response.body!.getReader();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < COMPRESSION_THRESHOLD_BYTES) {
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      break;
    }
    head.push(value);
    headBytes += value.byteLength;
  }
  if (ended) {
    headers.set('content-length', String(headBytes));
    return rebuilt(response, concat(head, headBytes), headers);
  }
  reader.releaseLock();
  headers.set('content-encoding', coding);
  headers.delete('content-length');
  // The compressed bytes differ from the plain ones: a strong validator would be wrong for them.
  const tag = headers.get('etag');
  if (tag && !tag.startsWith('W/')) headers.set('etag', `W/${tag}`);
  return rebuilt(response, compressStream(response.body!, coding, head), headers);
}

function compressible(request: Request, response: Response): boolean {
  if (request.method === 'HEAD' || response.body === null) return false;
  const { status, headers } = response;
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (headers.has('content-encoding') || headers.has('content-range')) return false;
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return false;
  return isCompressibleType(headers.get('content-type'));
}

function rebuilt(response: Response, body: BodyInit | null, headers: Headers): Response {
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

function concat(chunks: Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
