/** Spec §9: route preloading keeps at most this many requests pending. */
export const PRELOAD_CONCURRENCY = 5;

/**
 * Loads things ahead of need (a route's code when its link is pointed at) with at most `limit`
 * loads in flight; the rest wait their turn, newest first, since the latest hover is the likeliest
 * click. Each key loads once; a failed load may be tried again later.
 */
export function createPreloadQueue(limit = PRELOAD_CONCURRENCY) {
  const started = new Set<string>();
  const waiting: { key: string; load: () => Promise<unknown> }[] = [];
  let pending = 0;

  function runNext(): void {
    while (pending < limit && waiting.length > 0) {
      const { key, load } = waiting.pop()!;
      pending++;
      load()
        .catch(() => started.delete(key))
        .finally(() => {
          pending--;
          runNext();
        });
    }
  }

  return {
    preload(key: string, load: () => Promise<unknown>): void {
      if (started.has(key)) return;
      started.add(key);
      waiting.push({ key, load });
      runNext();
    },
    /** Loads in flight now (never more than the limit). */
    get pending() {
      return pending;
    },
  };
}
