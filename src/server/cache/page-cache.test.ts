import { describe, expect, it } from 'vitest';
import { BYPASS, PageCache, timeExpiry, type CachedPage } from './page-cache.ts';

const T0 = Date.UTC(2026, 10, 21, 15, 30, 10); // 15:30:10 UTC, 10 s into a minute

function page(bytes: number, expiresAt = T0 + 60_000): CachedPage {
  return {
    status: 200,
    headers: [['content-type', 'text/html']],
    body: new Uint8Array(bytes),
    etag: 'W/"test"',
    encoded: new Map(),
    expiresAt,
  };
}

function cacheAt(maxBytes: number, clock = { now: T0 }) {
  return { cache: new PageCache({ maxBytes, maxEntryBytes: maxBytes, now: () => clock.now }), clock };
}

describe('timeExpiry', () => {
  it('ends a page at the next minute, when the store status or a deal window can change', () => {
    expect(timeExpiry(T0)).toBe(Date.UTC(2026, 10, 21, 15, 31, 0));
    expect(timeExpiry(Date.UTC(2026, 10, 21, 15, 30, 59, 999))).toBe(Date.UTC(2026, 10, 21, 15, 31, 0));
  });

  it('expires a page rendered on the minute at the next one', () => {
    const minute = Date.UTC(2026, 10, 21, 15, 30, 0);
    expect(timeExpiry(minute)).toBe(minute + 60_000);
  });

  it('never lets a page live longer than a minute', () => {
    for (let now = T0; now < T0 + 180_000; now += 777) {
      expect(timeExpiry(now)).toBeGreaterThan(now);
      expect(timeExpiry(now) - now).toBeLessThanOrEqual(60_000);
    }
  });
});

describe('PageCache', () => {
  it('returns what it stored until the entry expires, then forgets it', () => {
    const { cache, clock } = cacheAt(1_000_000);
    cache.set('a', page(10, T0 + 5_000));
    expect(cache.get('a')).toMatchObject({ status: 200 });
    clock.now = T0 + 4_999;
    expect(cache.get('a')).toBeDefined();
    clock.now = T0 + 5_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0, hits: 2, misses: 1 });
  });

  it('does not keep a page that has already expired', () => {
    const { cache } = cacheAt(1_000_000);
    cache.set('a', page(10, T0));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats.entries).toBe(0);
  });

  it('evicts the least recently used pages when the memory budget is exceeded', () => {
    const { cache } = cacheAt(3_000);
    cache.set('a', page(700));
    cache.set('b', page(700));
    cache.set('c', page(700));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    expect(cache.get('d')).toBeUndefined(); // asked for, missed, rendered…
    cache.set('d', page(700)); // …and over budget: b goes, the least recently used
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.stats.evictions).toBe(1);
    expect(cache.stats.bytes).toBeLessThanOrEqual(3_000);
  });

  it('keeps the pages that fit when more addresses than fit are asked for in turn (plain LRU keeps none)', () => {
    const { cache } = cacheAt(3_000); // room for 3 pages of 700 bytes
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const hitsPerRound: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      let hits = 0;
      for (const key of keys) {
        if (cache.get(key)) hits += 1;
        else cache.set(key, page(700));
      }
      hitsPerRound.push(hits);
    }
    expect(hitsPerRound).toEqual([0, 3, 3, 3]);
    expect(cache.stats.refusals).toBeGreaterThan(0);
    expect(cache.stats.bytes).toBeLessThanOrEqual(3_000);
  });

  it('lets a page asked for more often push out one asked for less, never the other way', () => {
    const { cache } = cacheAt(3_000);
    for (const key of ['popular', 'b', 'c']) {
      cache.get(key);
      cache.set(key, page(600));
    }
    for (let request = 0; request < 5; request += 1) cache.get('popular');
    cache.get('b');
    cache.get('c');
    cache.get('b');
    cache.get('c');
    cache.get('popular');
    // A one-off address pushes out nothing, not even the least recently used page (b, asked for 3 times).
    expect(cache.get('once')).toBeUndefined();
    cache.set('once', page(600));
    expect(cache.get('once')).toBeUndefined();
    expect(cache.peek('popular')).toBeDefined();
    expect(cache.stats.refusals).toBe(1);
    // An address asked for more often than the least recently used page takes its place.
    for (let request = 0; request < 5; request += 1) cache.get('rising');
    cache.set('rising', page(600));
    expect(cache.peek('rising')).toBeDefined();
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('popular')).toBeDefined();
    expect(cache.stats).toMatchObject({ evictions: 1, refusals: 1 });
  });

  it('lets expired pages and bypass markers make room for any page', () => {
    const { cache, clock } = cacheAt(3_000);
    for (const key of ['a', 'b', 'c']) {
      for (let request = 0; request < 5; request += 1) cache.get(key);
      cache.set(key, page(600, T0 + 1_000));
    }
    clock.now = T0 + 1_000;
    cache.set('new', page(600, T0 + 60_000));
    expect(cache.peek('new')).toBeDefined();
    expect(cache.stats.refusals).toBe(0);
  });

  it('counts keys and headers, not only bodies, and stays within its budget under any sequence', () => {
    const { cache } = cacheAt(20_000);
    for (let i = 0; i < 500; i += 1) {
      cache.set(`key-${i % 37}-${'x'.repeat(i % 50)}`, page((i * 97) % 3_000));
      if (i % 3 === 0) cache.get(`key-${(i * 7) % 37}-`);
      expect(cache.stats.bytes).toBeLessThanOrEqual(20_000);
    }
    expect(cache.stats.entries).toBeGreaterThan(0);
  });

  it('replaces an entry stored again under the same key without counting it twice', () => {
    const { cache } = cacheAt(1_000_000);
    cache.set('a', page(1_000));
    const once = cache.stats.bytes;
    cache.set('a', page(1_000));
    expect(cache.stats).toMatchObject({ entries: 1, bytes: once });
  });

  it('serves a page larger than an entry may be without keeping it, and remembers not to wait for it', () => {
    const cache = new PageCache({ maxBytes: 8_000, now: () => T0 }); // entries up to 1 000 bytes
    cache.set('big', page(5_000));
    expect(cache.get('big')).toBe(BYPASS);
    expect(cache.stats.bytes).toBeLessThan(1_000);
  });

  it('keeps a bypass marker like a page: it expires and goes on invalidation', () => {
    const { cache, clock } = cacheAt(1_000_000);
    cache.set('404', BYPASS, T0 + 1_000);
    expect(cache.get('404')).toBe(BYPASS);
    clock.now = T0 + 1_000;
    expect(cache.get('404')).toBeUndefined();
    cache.set('404', BYPASS, T0 + 60_000);
    cache.clear();
    expect(cache.get('404')).toBeUndefined();
  });

  it('counts the compressed bodies a page gains, and keeps them only on the entry that still holds the page', () => {
    const { cache } = cacheAt(3_000);
    const kept = page(1_000);
    cache.set('a', kept);
    const before = cache.stats.bytes;
    cache.addEncoding('a', kept, 'br', new Uint8Array(300));
    expect(kept.encoded.get('br')?.byteLength).toBe(300);
    expect(cache.stats.bytes).toBe(before + 300);
    cache.addEncoding('a', kept, 'br', new Uint8Array(999)); // made twice: the first stays
    expect(cache.stats.bytes).toBe(before + 300);

    const replaced = page(1_000);
    cache.set('b', replaced);
    cache.set('b', page(1_000));
    cache.addEncoding('b', replaced, 'gzip', new Uint8Array(400));
    expect(replaced.encoded.size).toBe(0);

    // Growing past the budget pushes out the least recently used page if it is asked for less often…
    cache.get('b');
    cache.addEncoding('b', cache.get('b') as CachedPage, 'gzip', new Uint8Array(900));
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')?.encoded.get('gzip')?.byteLength).toBe(900);
    expect(cache.stats.bytes).toBeLessThanOrEqual(3_000);

    // …and else is sent without being kept.
    const third = page(400);
    cache.get('c');
    cache.set('c', third);
    expect(cache.peek('c')).toBe(third);
    for (let request = 0; request < 5; request += 1) cache.get('b');
    cache.addEncoding('c', third, 'br', new Uint8Array(900));
    expect(third.encoded.has('br')).toBe(false);
    expect(cache.peek('b')).toBeDefined();
    expect(cache.stats.bytes).toBeLessThanOrEqual(3_000);
  });

  it('empties itself on invalidation', () => {
    const { cache } = cacheAt(1_000_000);
    cache.set('a', page(10));
    cache.set('b', page(10));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0, invalidations: 1 });
  });

  it("forgets on a write of one store's stock every page but those of only another store's stock", () => {
    const { cache } = cacheAt(1_000_000);
    const monroe = { store: 'monroe', defaultStore: 'monroe' };
    const ypsilanti = { store: 'ypsilanti', defaultStore: 'monroe' };
    const lansing = { store: 'lansing', defaultStore: 'monroe' };
    const keep = () => {
      cache.set('/', { ...page(10), stockOf: monroe });
      cache.set('/stores/ypsilanti', { ...page(10), stockOf: ypsilanti });
      cache.set('/stores/lansing', { ...page(10), stockOf: lansing });
      cache.set('/products/blue-dream', page(10));
      cache.set('/missing', BYPASS);
    };
    const kept = () =>
      ['/', '/stores/ypsilanti', '/stores/lansing', '/products/blue-dream', '/missing'].filter(
        (key) => cache.peek(key) || cache.get(key) === BYPASS,
      );

    keep();
    cache.dropStockOf('ypsilanti');
    // The default store's menu and Lansing's stay; the page of every store's stock and the bypass go.
    expect(kept()).toEqual(['/', '/stores/lansing']);
    expect(cache.stats).toMatchObject({ entries: 2, invalidations: 1 });

    keep();
    // The default store's sizes decide what every store lists: nothing stays.
    cache.dropStockOf('monroe');
    expect(kept()).toEqual([]);
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0, invalidations: 2 });
  });

  it('does not keep a render that started before a write of its store', async () => {
    const { cache } = cacheAt(1_000_000);
    const { settle } = cache.begin('/stores/ypsilanti');
    cache.dropStockOf('ypsilanti');
    settle({ ...page(10), stockOf: { store: 'ypsilanti', defaultStore: 'monroe' } });
    expect(cache.peek('/stores/ypsilanti')).toBeUndefined();
  });

  describe('single flight', () => {
    it('lets concurrent requests for a key wait for the one render in progress', async () => {
      const { cache } = cacheAt(1_000_000);
      expect(cache.pending('a')).toBeUndefined();
      const { fill, settle } = cache.begin('a');
      expect(cache.pending('a')).toBe(fill);
      const waiters = [cache.pending('a')!.result, cache.pending('a')!.result];
      const rendered = page(10);
      settle(rendered);
      expect(await Promise.all(waiters)).toEqual([rendered, rendered]);
      expect(cache.pending('a')).toBeUndefined();
      expect(cache.get('a')).toBe(rendered);
    });

    it('tells waiters to render themselves when the render was not cacheable or failed', async () => {
      const { cache } = cacheAt(1_000_000);
      const notCacheable = cache.begin('a');
      const waiting = cache.pending('a')!.result;
      notCacheable.settle(BYPASS, T0 + 60_000);
      expect(await waiting).toBeNull();
      expect(cache.get('a')).toBe(BYPASS);

      const failed = cache.begin('b');
      const waitingForFailure = cache.pending('b')!.result;
      failed.settle(null);
      expect(await waitingForFailure).toBeNull();
      expect(cache.get('b')).toBeUndefined();
    });

    it('does not store a render that started before an invalidation', async () => {
      const { cache } = cacheAt(1_000_000);
      const before = cache.begin('a');
      const waiting = cache.pending('a')!.result;
      cache.clear(); // the catalog changed while the page was rendering
      expect(cache.pending('a')).toBeUndefined(); // new requests render afresh…
      const after = cache.begin('a');
      const stale = page(10);
      before.settle(stale);
      expect(await waiting).toBe(stale); // …the request that was already waiting still gets an answer
      expect(cache.get('a')).toBeUndefined(); // but the stale page is not kept
      const fresh = page(20);
      after.settle(fresh);
      expect(cache.get('a')).toBe(fresh);
    });

    it('ignores a second settle', () => {
      const { cache } = cacheAt(1_000_000);
      const { settle } = cache.begin('a');
      const first = page(10);
      settle(first);
      settle(page(20));
      expect(cache.get('a')).toBe(first);
    });
  });
});
