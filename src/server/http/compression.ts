import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ContentCoding } from '#lib/http/content-coding.ts';

/**
 * Brotli and gzip for the store's responses, at three effort levels (decision 34):
 * - `stream`: a response compressed while it is written, once per request: Brotli 4, which on a
 *   126 KB menu page takes about 1.2 ms for 16 KB, as fast as gzip 6 for 7% fewer bytes;
 * - `cached`: a page the page cache keeps, compressed once and sent to every visitor until it
 *   expires: Brotli 5 (1.7 ms, 15 KB);
 * - `build`: files of the build, compressed once per deployment: Brotli 11 and gzip 9, the
 *   smallest each can do (Brotli 11 takes 100+ ms a page, fine once, never per request).
 * gzip uses level 6 at run time: 9 costs half as much again for under 1% fewer bytes.
 */
export type CompressionEffort = 'stream' | 'cached' | 'build';

const BROTLI_QUALITY: Record<CompressionEffort, number> = { stream: 4, cached: 5, build: 11 };
const GZIP_LEVEL: Record<CompressionEffort, number> = { stream: 6, cached: 6, build: 9 };

function brotliOptions(effort: CompressionEffort, sizeHint = 0): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  };
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `body` compressed whole, off the main thread (zlib works in Node's thread pool). */
export async function compressBytes(
  body: Uint8Array,
  coding: ContentCoding,
  effort: CompressionEffort,
): Promise<Uint8Array<ArrayBuffer>> {
  const compressed =
    coding === 'br'
      ? await brotliCompress(body, brotliOptions(effort, body.byteLength))
      : await gzip(body, { level: GZIP_LEVEL[effort] });
  return new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength) as Uint8Array<ArrayBuffer>;
}

/** The body decompressed (tests and the benchmark check what was sent). */
export function decompressBytes(body: Uint8Array, coding: ContentCoding): Buffer {
  return coding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
}

/** Signals that the source has nothing more to give right now: flush what was compressed so far. */
const STALLED = Symbol('stalled');

/**
 * `source` compressed as it streams. Chunks that arrive together (Astro writes a page in many
 * small pieces) are compressed together; whenever the source pauses — a component waiting for
 * the database — what has been compressed so far is flushed, so the browser gets the head of the
 * page (its stylesheet links) as early as it would uncompressed. `first` holds chunks already
 * read from `source`.
 */
export function compressStream(
  source: ReadableStream<Uint8Array>,
  coding: ContentCoding,
  first: Uint8Array[] = [],
): ReadableStream<Uint8Array> {
  const encoder = coding === 'br' ? zlib.createBrotliCompress(brotliOptions('stream')) : zlib.createGzip({ level: 6 });
  const flushKind = coding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  const reader = source.getReader();
  let cancelled = false;

  const write = (chunks: Uint8Array[]) =>
    new Promise<void>((resolve, reject) => {
      const whole = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      if (encoder.write(whole)) resolve();
      else encoder.once('drain', resolve).once('error', reject);
    });

  const pump = async () => {
    let waiting = [...first];
    for (;;) {
      const read = reader.read();
      let result = await Promise.race([read, new Promise<typeof STALLED>((resolve) => setImmediate(resolve, STALLED))]);
      if (result === STALLED) {
        if (waiting.length > 0) {
          await write(waiting);
          waiting = [];
          encoder.flush(flushKind);
        }
        result = await read;
      }
      if (cancelled) return;
      if (result.done) break;
      waiting.push(result.value);
    }
    if (waiting.length > 0) await write(waiting);
    encoder.end();
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      encoder.on('data', (chunk: Buffer) => {
        if (!cancelled) controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      });
      encoder.on('end', () => {
        if (!cancelled) controller.close();
      });
      encoder.on('error', (error) => {
        if (!cancelled) controller.error(error);
      });
      pump().catch((error: unknown) => {
        encoder.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    },
    cancel(reason) {
      cancelled = true;
      encoder.destroy();
      return reader.cancel(reason);
    },
  });
}
