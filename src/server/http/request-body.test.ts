import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BODY_GRACE_MS, BODY_MIN_BYTES_PER_SECOND, BODY_STALL_MS, readForm } from './request-body.ts';
import { Refusal } from './refusal.ts';

/** A form body that sends `chunkBytes` every `everyMs` until `totalBytes`, or stops after `stopAfter` chunks. */
function pacedForm({
  chunkBytes,
  everyMs,
  totalBytes,
  stopAfter = Infinity,
}: {
  chunkBytes: number;
  everyMs: number;
  totalBytes: number;
  stopAfter?: number;
}): Request {
  let sent = 0;
  let chunks = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= totalBytes) return controller.close();
      if (chunks >= stopAfter) return new Promise<void>(() => undefined);
      if (chunks > 0) await new Promise((resolve) => setTimeout(resolve, everyMs));
      const size = Math.min(chunkBytes, totalBytes - sent);
      controller.enqueue(
        new TextEncoder().encode(`${chunks === 0 ? 'a=' : ''}${'x'.repeat(size - (chunks === 0 ? 2 : 0))}`),
      );
      sent += size;
      chunks += 1;
    },
  });
  return new Request('http://shop.test/api/upload', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function outcomeAfter(reading: Promise<unknown>, ms: number): Promise<unknown> {
  const settled = reading.then(
    (value) => ({ read: value }),
    (error: unknown) => ({ refused: error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('reading a request body', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers 408 once the body stops arriving for the stall limit', async () => {
    const reading = readForm(
      pacedForm({ chunkBytes: 1024, everyMs: 100, totalBytes: 10_000, stopAfter: 2 }),
      64 * 1024,
    );
    const outcome = (await outcomeAfter(reading, BODY_STALL_MS + 200)) as { refused?: unknown };
    expect(outcome.refused).toBeInstanceOf(Refusal);
    expect((outcome.refused as Refusal).status).toBe(408);
    expect((outcome.refused as Refusal).headers).toEqual({ Connection: 'close' });
  });

  it('answers 408 to a trickle that never pauses long but would take minutes', async () => {
    // 1 KB every 5 s: never a stall, far below the pace a body must keep past its grace.
    const reading = readForm(pacedForm({ chunkBytes: 1024, everyMs: 5_000, totalBytes: 60 * 1024 }), 64 * 1024);
    const outcome = (await outcomeAfter(reading, BODY_GRACE_MS + 5_000)) as { refused?: unknown };
    expect((outcome.refused as Refusal | undefined)?.status).toBe(408);
  });

  it('takes a large upload from a slow phone, however long it runs, while it keeps the pace', async () => {
    // 2 MB at half again the slowest pace allowed: over a minute of steady progress.
    const chunkBytes = 16 * 1024;
    const everyMs = Math.floor((chunkBytes / (BODY_MIN_BYTES_PER_SECOND * 1.5)) * 1000);
    const totalBytes = 2 * 1024 * 1024;
    const reading = readForm(pacedForm({ chunkBytes, everyMs, totalBytes }), 5 * 1024 * 1024);
    const outcome = (await outcomeAfter(reading, (totalBytes / chunkBytes) * everyMs + 1_000)) as {
      read?: Record<string, string>;
      refused?: unknown;
    };
    expect(outcome.refused).toBeUndefined();
    expect(outcome.read?.a).toHaveLength(totalBytes - 2);
  });
});
