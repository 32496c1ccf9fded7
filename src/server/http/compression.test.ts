import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBytes, compressStream, decompressBytes } from './compression.ts';

const page = new TextEncoder().encode(
  `<!doctype html><title>Menu</title>${'<li class="card">Blue Dream 3.5 g $35.00</li>'.repeat(400)}`,
);

/** A source that gives its chunks one by one, waiting for `release()` before each chunk in `pausesBefore`. */
function pausingSource(chunks: Uint8Array[], pausesBefore: Set<number>) {
  const releases: (() => void)[] = [];
  let index = 0;
  let cancelled: unknown;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index >= chunks.length) return controller.close();
      if (pausesBefore.has(index)) await new Promise<void>((resolve) => releases.push(resolve));
      controller.enqueue(chunks[index++]!);
    },
    cancel(reason) {
      cancelled = reason ?? 'cancelled';
    },
  });
  return {
    stream,
    release: () => releases.shift()?.(),
    waiting: () => releases.length,
    get cancelled() {
      return cancelled;
    },
  };
}

/** What the bytes received so far decode to, without waiting for the end of the stream. */
function partiallyDecompressed(received: Buffer, coding: 'br' | 'gzip'): Buffer {
  return coding === 'br'
    ? zlib.brotliDecompressSync(received, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH })
    : zlib.gunzipSync(received, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe('compressBytes', () => {
  it('compresses and decompresses to the same bytes in both codings and every effort', async () => {
    for (const coding of ['br', 'gzip'] as const) {
      for (const effort of ['stream', 'cached', 'build'] as const) {
        const compressed = await compressBytes(page, coding, effort);
        expect(compressed.byteLength, `${coding} ${effort}`).toBeLessThan(page.byteLength / 5);
        expect(decompressBytes(compressed, coding).equals(page), `${coding} ${effort}`).toBe(true);
      }
    }
  });
});

describe('compressStream', () => {
  it('compresses a stream of many small chunks into what decompresses to the same bytes', async () => {
    const chunks = Array.from({ length: 200 }, (_, i) => page.subarray(i * 100, (i + 1) * 100));
    for (const coding of ['br', 'gzip'] as const) {
      const { stream } = pausingSource(chunks, new Set());
      const compressed = await readAll(compressStream(stream, coding));
      expect(decompressBytes(compressed, coding).equals(Buffer.from(page.subarray(0, 20_000))), coding).toBe(true);
    }
  });

  it('compresses a page whose pieces each wait for a busy event loop as well as a page given whole', async () => {
    // Under load every piece of a page arrives a turn of the event loop after the last.
    const chunks = Array.from({ length: 400 }, (_, i) => page.subarray(i * 50, (i + 1) * 50));
    let index = 0;
    const slow = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setImmediate(resolve));
        if (index >= chunks.length) controller.close();
        else controller.enqueue(chunks[index++]!);
      },
    });
    const pieces: Uint8Array[] = [];
    for await (const piece of compressStream(slow, 'br')) pieces.push(piece);
    const streamed = Buffer.concat(pieces);
    const whole = await compressBytes(page.subarray(0, 20_000), 'br', 'stream');
    expect(decompressBytes(streamed, 'br').equals(Buffer.from(page.subarray(0, 20_000)))).toBe(true);
    // Not flushed piece by piece: as small as the whole page compressed at once, in a few writes.
    expect(streamed.byteLength).toBeLessThanOrEqual(whole.byteLength * 1.1);
    expect(pieces.length).toBeLessThanOrEqual(5);
  });

  it('sends what the source gave so far when it pauses, decodable before the rest exists', async () => {
    const head = new TextEncoder().encode('<!doctype html><head><link rel="stylesheet" href="/_astro/a.css"></head>');
    const tail = page;
    for (const coding of ['br', 'gzip'] as const) {
      const source = pausingSource([head, tail], new Set([1]));
      const reader = compressStream(source.stream, coding).getReader();
      // Nothing more comes until the page's data arrives; what arrived must already be readable.
      const received: Buffer[] = [];
      const decodedSoFar = () => partiallyDecompressed(Buffer.concat(received), coding).toString();
      while (decodedSoFar().length < head.byteLength) {
        const { value, done } = await reader.read();
        expect(done, coding).toBe(false);
        received.push(Buffer.from(value!));
      }
      expect(source.waiting(), coding).toBe(1); // the source is still paused
      expect(decodedSoFar(), coding).toBe(new TextDecoder().decode(head));
      source.release();
      for (let next = await reader.read(); !next.done; next = await reader.read())
        received.push(Buffer.from(next.value));
      expect(decompressBytes(Buffer.concat(received), coding).equals(Buffer.concat([head, tail])), coding).toBe(true);
    }
  });

  it('includes chunks already read from the source first', async () => {
    const { stream } = pausingSource([page.subarray(1_000)], new Set());
    const compressed = await readAll(compressStream(stream, 'br', [page.subarray(0, 1_000)]));
    expect(decompressBytes(compressed, 'br').equals(Buffer.from(page))).toBe(true);
  });

  it('stops reading the source when the client goes away', async () => {
    const source = pausingSource([page.subarray(0, 100), page.subarray(100)], new Set([1]));
    const reader = compressStream(source.stream, 'gzip').getReader();
    await reader.read();
    await reader.cancel('gone');
    expect(source.cancelled).toBe('gone');
  });

  it('fails the compressed stream when the source fails', async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(page.subarray(0, 100));
        controller.error(new Error('render failed'));
      },
    });
    await expect(readAll(compressStream(failing, 'br'))).rejects.toThrow('render failed');
  });
});
