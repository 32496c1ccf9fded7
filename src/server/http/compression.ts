import { once } from 'node:events';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ContentCoding } from '#lib/http/content-coding.ts';

/**
 * Brotli and gzip for the store's responses, at three effort levels (decisions 34 and 42):
 * - `stream`: a response compressed as it is sent, once per request: Brotli 4, which on a 126 KB
 *   menu page takes about 1.4 ms for 19.8 KB, as fast as gzip 6 for 7% fewer bytes;
 * - `cached`: a page the page cache keeps, compressed once and sent to every visitor until it
 *   expires: Brotli 4 as well. Brotli 5 saves another 7% (18.4 KB) but costs a third more CPU,
 *   and under load (many pages compressed at once on a 2-core server) nearly twice as much, while
 *   most kept pages of a long tail are sent only a few times before they expire;
 * - `build`: files of the build, compressed once per deployment: Brotli 11 and gzip 9, the
 *   smallest each can do (Brotli 11 takes 100+ ms a page, fine once, never per request).
 * At run time Brotli's window is 256 KB (2^18) instead of 4 MB: a page fits in it whole, so no
 * byte is lost, and each compression allocates and clears far less memory.
 * gzip uses level 6 at run time: 9 costs half as much again for under 1% fewer bytes.
 */
export type CompressionEffort = 'stream' | 'cached' | 'build';

const BROTLI_QUALITY: Record<CompressionEffort, number> = { stream: 4, cached: 4, build: 11 };
/** Brotli's window, as a power of two (22, Brotli's own default, for the build's files). */
const BROTLI_WINDOW: Record<CompressionEffort, number> = { stream: 18, cached: 18, build: 22 };
const GZIP_LEVEL: Record<CompressionEffort, number> = { stream: 6, cached: 6, build: 9 };

function brotliOptions(effort: CompressionEffort, sizeHint = 0): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW[effort],
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

/** Source bytes gathered before they go to the compressor together (one thread-pool job each). */
const BATCH_BYTES = 32 * 1024;
/** How often a stream checks whether its source has paused; after a whole quiet period it flushes. */
const PAUSE_CHECK_MS = 10;

/**
 * `source` compressed as it streams. Astro writes a page in many small pieces: they are gathered
 * and handed to the compressor in batches of BATCH_BYTES (each a job on Node's thread pool), so a
 * page costs about what compressing it whole does. When the source pauses for a whole
 * PAUSE_CHECK_MS — a component waiting for the database — what has come so far is compressed and
 * flushed, so the browser gets the head of the page (its stylesheet links) without waiting for the
 * rest. A busy event loop delaying each piece does not cause a flush per piece: at most one per
 * check. `first` holds chunks already read from `source`.
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
  let waiting: Uint8Array[] = [...first];
  let waitingBytes = first.reduce((total, chunk) => total + chunk.byteLength, 0);
  /** Bytes handed to the compressor since the last flush. */
  let unflushed = false;
  /** Chunks read since the last pause check. */
  let arrived = 0;

  /** Hands what has gathered to the compressor; false when it asks to wait for 'drain'. */
  const writeWaiting = (): boolean => {
    if (waiting.length === 0) return true;
    const whole = waiting.length === 1 ? waiting[0]! : Buffer.concat(waiting, waitingBytes);
    waiting = [];
    waitingBytes = 0;
    unflushed = true;
    return encoder.write(whole);
  };
  const pauseCheck = setInterval(() => {
    if (arrived > 0 || cancelled) {
      arrived = 0;
      return;
    }
    writeWaiting();
    if (unflushed) {
      unflushed = false;
      encoder.flush(flushKind);
    }
  }, PAUSE_CHECK_MS);
  pauseCheck.unref();

  const pump = async () => {
    try {
      for (;;) {
        const result = await reader.read();
        if (cancelled) return;
        if (result.done) break;
        arrived += 1;
        waiting.push(result.value);
        waitingBytes += result.value.byteLength;
        if (waitingBytes >= BATCH_BYTES && !writeWaiting()) await once(encoder, 'drain');
      }
    } finally {
      clearInterval(pauseCheck);
    }
    writeWaiting();
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
      clearInterval(pauseCheck);
      encoder.destroy();
      return reader.cancel(reason);
    },
  });
}
