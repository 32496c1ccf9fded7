/**
 * Which responses are compressed, and with what: the rules shared by the middleware that
 * compresses dynamic responses, the page cache, and the server's precompressed static files.
 */

/** The compressions the store sends, best first: Brotli, then gzip. */
export type ContentCoding = 'br' | 'gzip';
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** Bodies smaller than this go out as they are: the compression header costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The coding to answer with for a request's `Accept-Encoding`, of those `available`, or null for
 * the body as it is. Honours q-values (`q=0` refuses a coding, `*` stands for any coding not
 * named); at equal preference Brotli wins. No header, or only `identity`, means no compression.
 */
export function negotiateContentCoding(
  acceptEncoding: string | null | undefined,
  available: readonly ContentCoding[] = CONTENT_CODINGS,
): ContentCoding | null {
  if (!acceptEncoding) return null;
  const named = new Map<string, number>();
  let anyOther: number | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...parameters] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let quality = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=').map((piece) => piece.trim());
      if (key?.toLowerCase() !== 'q') continue;
      quality = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    if (name === '*') anyOther = quality;
    else named.set(name === 'x-gzip' ? 'gzip' : name, quality);
  }
  let best: ContentCoding | null = null;
  let bestQuality = 0;
  for (const coding of available) {
    const quality = named.get(coding) ?? anyOther ?? 0;
    if (quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}

/**
 * Media types worth compressing: text of every kind, JSON, JavaScript, XML and SVG. Images, fonts,
 * archives and PDFs are compressed already; an event stream must reach the browser as written.
 */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  if (type.startsWith('text/')) return true;
  return (
    type === 'application/json' ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type === 'application/wasm' ||
    type === 'image/svg+xml' ||
    /^application\/[\w.-]+\+(?:json|xml)$/.test(type)
  );
}

/** `vary` with `name` added, once, however the header was spelled before. */
export function varyWith(vary: string | null | undefined, ...names: string[]): string {
  const present = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (present.includes('*')) return '*';
  const lower = new Set(present.map((name) => name.toLowerCase()));
  for (const name of names) {
    if (!lower.has(name.toLowerCase())) {
      present.push(name);
      lower.add(name.toLowerCase());
    }
  }
  return present.join(', ');
}
