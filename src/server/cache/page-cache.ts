import type { ContentCoding } from '#lib/http/content-coding.ts';
import { storeWrittenAlone, type ChangeChannel } from './change-feed.ts';
import { Popularity } from './popularity.ts';

/**
 * The rendered-page cache: whole HTML responses of public pages, kept in this process's memory,
 * bounded by bytes, each entry with its own expiry, and emptied whenever the data behind the pages
 * changes (see change-feed.ts: PostgreSQL tells every instance).
 *
 * When it is full, a new page takes the place of the least recently used ones only if it is asked
 * for more often than each of them (popularity.ts); expired entries make room for anything. So a
 * long tail of filtered menu addresses, each asked for now and then, never pushes out the pages
 * shoppers keep opening, and addresses asked for in turn (more of them than fit) keep the ones that
 * fit instead of each pushing out the next one needed (where plain LRU keeps nothing).
 *
 * It is only ever a copy: every instance renders the same page from the shared database, so losing
 * the cache (a restart, another instance) costs a render, never correctness. Nothing here is
 * Astro-specific; the request rules live in page-cache-handler.ts.
 */

/** A response as the cache keeps it: the exact bytes and headers to answer with. */
export interface CachedPage {
  status: number;
  /**
   * Response headers, without `Content-Length` (derived from the body) and `Set-Cookie` (never
   * cached); with the page's `ETag`, `Cache-Control` and `Vary`.
   */
  headers: readonly (readonly [name: string, value: string])[];
  /** The body as rendered (what a client that takes no compression gets). */
  body: Uint8Array<ArrayBuffer>;
  /** The body's entity tag, also in `headers` (entity-tag.ts). */
  etag: string;
  /** The body compressed, per coding, each made the first time a visitor asks for it (addEncoding). */
  encoded: ReadonlyMap<ContentCoding, Uint8Array<ArrayBuffer>>;
  /** Epoch milliseconds from which the page must be rendered again. */
  expiresAt: number;
  /** The one store whose stock and prices the page shows; absent when it may show any store's. */
  stockOf?: PageStock;
}

/**
 * The store a page's stock and prices are of (`locals.pageStock`), with the store that was the
 * default when it rendered: a change at the default store can change what every store lists
 * (decision 67), a change at another store only that store's pages.
 */
export interface PageStock {
  store: string;
  defaultStore: string;
}

/**
 * What the cache knows about a key: a page to serve, or `BYPASS` — the last render was not
 * cacheable (a 404, a page that did not opt in, a page too large to keep), so requests for the key
 * render on their own without waiting for one another. Both expire and both go on invalidation.
 */
export const BYPASS = Symbol('page-cache-bypass');
export type CacheLookup = CachedPage | typeof BYPASS | undefined;

export interface PageCacheOptions {
  /** Memory budget for keys, headers and bodies together. */
  maxBytes: number;
  /** Pages larger than this are served but not kept (default: an eighth of `maxBytes`). */
  maxEntryBytes?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  evictions: number;
  /** Pages not kept because they were asked for less often than those they would have pushed out. */
  refusals: number;
  invalidations: number;
}

interface Entry {
  value: CachedPage | typeof BYPASS;
  expiresAt: number;
  size: number;
}

/** A render in progress for one key; other requests for the key wait for it instead of rendering too. */
export interface Fill {
  /** The render's outcome; `null` when it turned out not cacheable (waiters then render themselves). */
  readonly result: Promise<CachedPage | null>;
}

/** Rough per-entry bookkeeping (Map slot, objects, header strings) on top of the counted bytes. */
const ENTRY_OVERHEAD_BYTES = 256;

export class PageCache {
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  readonly #now: () => number;
  /** Insertion order is recency order: a hit moves its entry to the end, eviction takes the front. */
  readonly #entries = new Map<string, Entry>();
  readonly #fills = new Map<string, Fill>();
  /** The key last in recency order, so repeated hits on one page skip reordering the map. */
  #lastKey: string | undefined;
  #bytes = 0;
  /** Bumped by `clear()`: a render that started before an invalidation must not be stored after it. */
  #generation = 0;
  #hits = 0;
  #misses = 0;
  #evictions = 0;
  #refusals = 0;
  #invalidations = 0;
  readonly #popularity: Popularity;

  constructor(options: PageCacheOptions) {
    if (!(options.maxBytes > 0)) throw new RangeError('A page cache needs a positive memory budget');
    this.maxBytes = options.maxBytes;
    this.maxEntryBytes = Math.min(options.maxEntryBytes ?? Math.floor(options.maxBytes / 8), options.maxBytes);
    this.#now = options.now ?? Date.now;
    // Tells apart about as many addresses as a cache of 4 KB pages would hold: 32 KB of counters for 32 MB.
    this.#popularity = new Popularity(this.maxBytes / 4096);
  }

  /**
   * The page or bypass marker for `key`, if it has not expired. Counts a hit or a miss, and the
   * request for the key's popularity: call it once per request.
   */
  get(key: string): CacheLookup {
    this.#popularity.record(key);
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) {
      // Most recently used goes last. Skipped when it already is (the common case under load).
      if (this.#lastKey !== key) {
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        this.#lastKey = key;
      }
      if (entry.value !== BYPASS) this.#hits += 1;
      return entry.value;
    }
    if (entry) this.#delete(key, entry);
    this.#misses += 1;
    return undefined;
  }

  /** The page kept for `key`, if it has not expired, without counting anything or reordering. */
  peek(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.value !== BYPASS && entry.expiresAt > this.#now() ? entry.value : undefined;
  }

  /** The render in progress for `key`, if any. */
  pending(key: string): Fill | undefined {
    return this.#fills.get(key);
  }

  /**
   * Registers the render of `key` that the caller is about to do, so concurrent requests wait
   * for it (`pending`). The caller must call `settle` exactly once with what it rendered.
   */
  begin(key: string): { fill: Fill; settle: (outcome: CachedPage | typeof BYPASS | null, expiresAt?: number) => void } {
    const generation = this.#generation;
    let resolve!: (page: CachedPage | null) => void;
    const fill: Fill = { result: new Promise((r) => (resolve = r)) };
    this.#fills.set(key, fill);
    let settled = false;
    const settle = (outcome: CachedPage | typeof BYPASS | null, expiresAt?: number) => {
      if (settled) return;
      settled = true;
      if (this.#fills.get(key) === fill) this.#fills.delete(key);
      // Rendered from data an invalidation has since replaced: hand it to the requests that
      // were waiting (they arrived before the change) but do not keep it.
      if (outcome !== null && generation === this.#generation) this.set(key, outcome, expiresAt);
      resolve(outcome === null || outcome === BYPASS ? null : outcome);
    };
    return { fill, settle };
  }

  /**
   * Stores a page under `key` until its `expiresAt`, or a bypass marker until `expiresAt`
   * (by default the next minute, like a page). A page that does not fit is kept only if it is
   * asked for more often than every entry it would push out (`#makeRoom`); else it is not kept.
   */
  set(key: string, value: CachedPage | typeof BYPASS, expiresAt?: number): void {
    expiresAt ??= value === BYPASS ? timeExpiry(this.#now()) : value.expiresAt;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    if (expiresAt <= this.#now()) return;
    const size = sizeOf(key, value);
    if (value !== BYPASS && size > this.maxEntryBytes) {
      this.set(key, BYPASS, expiresAt);
      return;
    }
    if (value !== BYPASS && !this.#makeRoom(key, size)) {
      this.#refusals += 1;
      return;
    }
    this.#entries.set(key, { value, expiresAt, size });
    this.#lastKey = key;
    this.#bytes += size;
    this.#evictOverBudget();
  }

  /**
   * Keeps `body` as `page`'s body compressed with `coding`, counted against the memory budget —
   * if `key` still holds `page` (an entry replaced, expired or evicted meanwhile gets nothing) and
   * room can be made for it as for a new page (else it is sent but not kept).
   */
  addEncoding(key: string, page: CachedPage, coding: ContentCoding, body: Uint8Array<ArrayBuffer>): void {
    const entry = this.#entries.get(key);
    if (!entry || entry.value !== page || page.encoded.has(coding)) return;
    // Room is made as for a new page: a compressed copy never pushes out a more popular page.
    if (!this.#makeRoom(key, body.byteLength)) return;
    (page.encoded as Map<ContentCoding, Uint8Array<ArrayBuffer>>).set(coding, body);
    entry.size += body.byteLength;
    this.#bytes += body.byteLength;
  }

  /**
   * Forgets every page and every render in progress (renders finishing later are not stored).
   * Called when the catalog or the store's settings change.
   */
  clear(): void {
    this.#generation += 1;
    this.#invalidations += 1;
    this.#entries.clear();
    this.#fills.clear();
    this.#bytes = 0;
    this.#lastKey = undefined;
  }

  /**
   * Forgets what a change announced by the database (change-feed.ts) may have made wrong: every
   * page, but for a write of one store's stock (`dropStockOf`).
   */
  heard(channel: ChangeChannel, payload: string): void {
    const store = storeWrittenAlone(channel, payload);
    if (store === null) this.clear();
    else this.dropStockOf(store);
  }

  /**
   * Forgets what a write of one store's stock, prices or sizes can change (a `store_variants`
   * statement at `store`): every page but those that show only another store's, unless `store`
   * is the default one. Renders in progress are not kept, as after `clear()`.
   */
  dropStockOf(store: string): void {
    this.#generation += 1;
    this.#invalidations += 1;
    this.#fills.clear();
    for (const [key, entry] of this.#entries) {
      const stockOf = entry.value === BYPASS ? undefined : entry.value.stockOf;
      if (!stockOf || stockOf.store === store || stockOf.defaultStore === store) this.#delete(key, entry);
    }
  }

  get stats(): PageCacheStats {
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      hits: this.#hits,
      misses: this.#misses,
      evictions: this.#evictions,
      refusals: this.#refusals,
      invalidations: this.#invalidations,
    };
  }

  /**
   * Frees room for `size` more bytes for `key` by pushing out the least recently used entries,
   * if each of them is expired, a bypass marker or asked for less often than `key`; else pushes
   * out nothing and says no.
   */
  #makeRoom(key: string, size: number): boolean {
    const needed = this.#bytes + size - this.maxBytes;
    if (needed <= 0) return true;
    const now = this.#now();
    const wanted = this.#popularity.estimate(key);
    const victims: [string, Entry][] = [];
    let freed = 0;
    for (const [oldKey, oldEntry] of this.#entries) {
      if (freed >= needed) break;
      if (oldKey === key) continue;
      const live = oldEntry.value !== BYPASS && oldEntry.expiresAt > now;
      if (live && this.#popularity.estimate(oldKey) >= wanted) return false;
      victims.push([oldKey, oldEntry]);
      freed += oldEntry.size;
    }
    for (const [oldKey, oldEntry] of victims) {
      this.#delete(oldKey, oldEntry);
      this.#evictions += 1;
    }
    return true;
  }

  /** Drops the least recently used entries until the cache fits its budget. */
  #evictOverBudget(): void {
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#delete(oldKey, oldEntry);
      this.#evictions += 1;
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.size;
    if (this.#lastKey === key) this.#lastKey = undefined;
  }
}

function sizeOf(key: string, value: CachedPage | typeof BYPASS): number {
  let size = ENTRY_OVERHEAD_BYTES + key.length * 2;
  if (value === BYPASS) return size;
  size += value.body.byteLength;
  for (const encoded of value.encoded.values()) size += encoded.byteLength;
  for (const [name, headerValue] of value.headers) size += (name.length + headerValue.length) * 2;
  return size;
}

const MINUTE_MS = 60_000;

/**
 * When a page rendered at `now` stops being right because of time alone: at the next minute.
 * The open/closed label changes only on a minute of the store's hours, deal windows open and close
 * on a minute (both judged on this server's clock), and no cached page lives longer than a minute,
 * whatever else on it depends on time. Time zones offset UTC by whole minutes, so a UTC minute is a
 * local minute everywhere.
 */
export function timeExpiry(now: number): number {
  return Math.floor(now / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
}
