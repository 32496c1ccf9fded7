import type { Queryable } from '../db/database.ts';
import { dataChanges, type ChangeChannel, type DataChangeFeed } from './change-feed.ts';

/**
 * Reads every page makes that do not change with the request (the store's settings, hours and
 * theme, the navigation's categories), kept by the process between requests, so a page the page
 * cache misses asks the database only what is its own. Docs: docs/decisions/0038-cheap-misses.md.
 *
 * Kept as fresh as the page cache and the menu cache (src/server/catalog/menu/cache.ts) keep theirs: while
 * the process hears the database's change notifications (change-feed.ts), a read is dropped on
 * any instance's write to a channel it depends on, and everything is dropped when the feed
 * (re)subscribes; while it does not (a transaction-mode pooler, a lost connection), whatever was
 * read expires at the next minute. A read that fails is not kept.
 *
 * Values are shared by every request of the process: they are frozen, so a caller that would
 * change one fails loudly instead of changing every other page.
 */

const MINUTE_MS = 60_000;

export interface StoreWideRead<T> {
  /** Names the read in the cache. */
  key: string;
  /** The notifications that announce a change to what it reads. */
  dependsOn: readonly ChangeChannel[];
  load: (db: Queryable) => Promise<T>;
}

interface Entry {
  dependsOn: readonly ChangeChannel[];
  value: Promise<unknown>;
}

export interface StoreWideCacheOptions {
  /** The clock the minute is read from while no notification can be heard (tests move it). */
  clock?: () => number;
}

export class StoreWideCache {
  readonly #db: Queryable;
  readonly #feed: DataChangeFeed;
  readonly #clock: () => number;
  readonly #entries = new Map<string, Entry>();
  /** While nothing can be heard: the minute (since 1970) whatever is kept was read in. */
  #minute: number | undefined;
  readonly stop: () => void;

  /** @param db The database the feed listens to, which the cache reads from. */
  constructor(db: Queryable, feed: DataChangeFeed, options: StoreWideCacheOptions = {}) {
    this.#db = db;
    this.#feed = feed;
    this.#clock = options.clock ?? Date.now;
    this.stop = feed.subscribe((channel, payload) => this.#heard(channel, payload));
  }

  /** What `read` answers, from the cache while nothing it depends on has changed. */
  read<T>(read: StoreWideRead<T>): Promise<T> {
    this.#expire();
    const kept = this.#entries.get(read.key);
    if (kept) return kept.value as Promise<T>;
    const value = read.load(this.#db).then(deepFreeze);
    const entry = { dependsOn: read.dependsOn, value };
    this.#entries.set(read.key, entry);
    value.catch(() => {
      if (this.#entries.get(read.key) === entry) this.#entries.delete(read.key);
    });
    return value;
  }

  /** While no notification can be heard, forgets everything read before this minute. */
  #expire(): void {
    if (this.#feed.watching) {
      this.#minute = undefined;
      return;
    }
    const minute = Math.floor(this.#clock() / MINUTE_MS);
    if (minute === this.#minute) return;
    this.#minute = minute;
    this.#entries.clear();
  }

  #heard(channel: ChangeChannel, payload: string): void {
    // The feed (re)started listening: whatever changed before is unknown.
    if (channel === 'store_changed' && payload === 'listening') {
      this.#entries.clear();
      return;
    }
    for (const [key, entry] of this.#entries) {
      if (entry.dependsOn.includes(channel)) this.#entries.delete(key);
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const caches = new WeakMap<Queryable, StoreWideCache>();

/**
 * This process's store-wide cache for `db`, the database its change feed listens to. Notifications
 * from another database never reach it: pass the one the runtime watches.
 */
export function storeWideCacheOf(db: Queryable, feed: DataChangeFeed = dataChanges): StoreWideCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new StoreWideCache(db, feed);
    caches.set(db, cache);
  }
  return cache;
}
