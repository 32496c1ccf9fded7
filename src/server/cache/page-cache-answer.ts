import { COMPRESSION_THRESHOLD_BYTES, negotiateContentCoding, type ContentCoding } from '#lib/http/content-coding.ts';
import { compressBytes } from '#server/http/compression.ts';
import { ifNoneMatchHits } from '#server/http/entity-tag.ts';
import type { CachedPage, PageCache } from './page-cache.ts';

/**
 * How a cached page answers one request, the same from the front (page-cache-front.ts, before
 * Astro) and from the middleware (page-cache-handler.ts): `304 Not Modified` when the client
 * already holds this page (`If-None-Match`), else the body in the best coding the client takes,
 * compressed once per page and coding and then kept beside the plain body, so a hit never
 * compresses.
 */

/** 304, a compressed body, or the body as rendered. */
export type PageForm = ContentCoding | 'identity' | 'not-modified';

/** Headers of a 200 that a 304 leaves out: they describe the body it does not carry. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/** The form of `page` that answers a request with these headers. */
export function formFor(
  page: CachedPage,
  ifNoneMatch: string | null | undefined,
  acceptEncoding: string | null | undefined,
): PageForm {
  if (ifNoneMatchHits(ifNoneMatch, page.etag)) return 'not-modified';
  if (page.body.byteLength < COMPRESSION_THRESHOLD_BYTES) return 'identity';
  return negotiateContentCoding(acceptEncoding) ?? 'identity';
}

/** The status of a form. */
export function statusFor(page: CachedPage, form: PageForm): number {
  return form === 'not-modified' ? 304 : page.status;
}

/**
 * The headers of a form: the page's own (validators and Vary included, which a 304 must repeat),
 * the length and coding of its body, and whether it came from the cache (`X-Cache`).
 */
export function headersFor(
  page: CachedPage,
  form: PageForm,
  body: Uint8Array | null,
  state: 'HIT' | 'MISS',
): [name: string, value: string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of page.headers) {
    if (form !== 'not-modified' || !BODY_HEADERS.has(name)) headers.push([name, value]);
  }
  if (form === 'br' || form === 'gzip') headers.push(['content-encoding', form]);
  if (body) headers.push(['content-length', String(body.byteLength)]);
  headers.push(['x-cache', state]);
  return headers;
}

/** Compressions in progress, so concurrent requests for a page in one coding compress it once. */
const compressing = new WeakMap<CachedPage, Map<ContentCoding, Promise<Uint8Array<ArrayBuffer>>>>();

/** The body of `page` in `coding`: kept already, or compressed now and kept under `key`. */
export function encodedBody(
  cache: PageCache,
  key: string,
  page: CachedPage,
  coding: ContentCoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const kept = page.encoded.get(coding);
  if (kept) return Promise.resolve(kept);
  let inProgress = compressing.get(page);
  if (!inProgress) compressing.set(page, (inProgress = new Map()));
  let body = inProgress.get(coding);
  if (!body) {
    body = compressBytes(page.body, coding, 'cached')
      .then((compressed) => {
        cache.addEncoding(key, page, coding, compressed);
        return compressed;
      })
      .finally(() => inProgress.delete(coding));
    inProgress.set(coding, body);
  }
  return body;
}
