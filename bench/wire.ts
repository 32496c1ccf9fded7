// What a page costs on the wire: its bytes plain, gzip and Brotli as the store sends them, and
// how long those take to arrive at a phone's speed. Read byte for byte (fetch would decompress).
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/** One GET with exactly these headers; the body as it came over the wire. */
export function fetchRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const received = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) received.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: response.statusCode ?? 0, headers: received, body: new Uint8Array(Buffer.concat(chunks)) });
      });
    });
    request.on('error', reject);
  });
}

/** Lighthouse's mobile throttling (slow 4G): 1.6 Mbit/s down. */
const PHONE_BITS_PER_SECOND = 1.6 * 1024 * 1024;

export interface WireSizes {
  plain: number;
  gzip: number;
  br: number;
}

/** The page's size in each form the store sends it (asked with `headers` plus each Accept-Encoding). */
export async function wireSizes(url: string, headers: Record<string, string>): Promise<WireSizes> {
  const sizes = { plain: 0, gzip: 0, br: 0 };
  for (const coding of ['identity', 'gzip', 'br'] as const) {
    // Twice: the first compresses the page in that coding, the second is the page cache's copy.
    await fetchRaw(url, { ...headers, 'accept-encoding': coding });
    const answer = await fetchRaw(url, { ...headers, 'accept-encoding': coding });
    const sent = answer.headers.get('content-encoding') ?? 'identity';
    if (sent !== coding) throw new Error(`Asked for ${coding}, the store sent ${sent}.`);
    sizes[coding === 'identity' ? 'plain' : coding] = answer.body.byteLength;
  }
  return sizes;
}

export function formatWireSizes(sizes: WireSizes): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (bytes: number) => `${Math.round(((bytes * 8) / PHONE_BITS_PER_SECOND) * 1000)} ms`;
  const saved = (bytes: number) => `${Math.round((1 - bytes / sizes.plain) * 100)}% smaller`;
  return [
    '| form | bytes per page | at 1.6 Mbit/s (Lighthouse mobile) |',
    '|---|---:|---:|',
    `| plain (before) | ${kb(sizes.plain)} | ${ms(sizes.plain)} |`,
    `| gzip | ${kb(sizes.gzip)} (${saved(sizes.gzip)}) | ${ms(sizes.gzip)} |`,
    `| Brotli | ${kb(sizes.br)} (${saved(sizes.br)}) | ${ms(sizes.br)} |`,
  ];
}
