import { dataChanges, type ChangeChannel, type DataChangeFeed } from '../../cache/change-feed.ts';
import type { Queryable } from '../../db/database.ts';
import { readCardRows, type CardRow } from './cards.ts';
import { readMenuCatalogFacts, type MenuCatalogFacts } from './context.ts';
import { MenuFacetIndex } from './facet-index.ts';
import { readSearchRanking, searchKey } from './search-ranking.ts';

/**
 * What every menu query of this process reads, kept between queries: the category tree, the deals
 * and brand names (context.ts), the facet index (facet-index.ts), the ranked matches of recent
 * search terms (search-ranking.ts) and the rows cards are made of (cards.ts), so a menu page the
 * page cache misses asks the database nothing it has read before. Docs:
 * docs/decisions/0017-one-menu-engine.md, docs/decisions/0038-cheap-misses.md.
 *
 * It is kept as fresh as the page cache keeps pages. While the process hears the database's change
 * notifications (`catalog_changed` / `store_changed`, see change-feed.ts), every instance drops or
 * re-reads its copy on any instance's write. While it does not (a transaction-mode pooler, a lost
 * connection), whatever was read expires at the next minute, as every cached page does, and the
 * first call after that reads it again.
 */

/** Past this many changed products, reading the whole index again is cheaper than row by row. */
const MAX_PARTIAL_REFRESH = 2_000;

/** Card rows kept; past it, the oldest read go first. */
const MAX_CARD_ROWS = 50_000;

/** Search terms whose ranked matches are kept; the oldest term goes first. */
const MAX_SEARCH_TERMS = 256;

const MINUTE_MS = 60_000;

interface CatalogChange {
  op?: string;
  menuRows?: number;
  productIds?: string[] | null;
}

export interface MenuCacheOptions {
  /** The clock the minute is read from while no notification can be heard (tests move it). */
  clock?: () => number;
}

export class MenuCache {
  readonly #db: Queryable;
  readonly #feed: DataChangeFeed;
  readonly #clock: () => number;
  #facts: Promise<MenuCatalogFacts> | undefined;
  #index: MenuFacetIndex | undefined;
  /** Products whose rows changed since the index was read; 'all' before the first read. */
  #stale: Set<string> | 'all' = 'all';
  #refreshing: Promise<void> | undefined;
  readonly #rankings = new Map<string, Promise<string[]>>();
  /** Each product's card row, by product id, as last read. */
  readonly #cardRows = new Map<string, CardRow>();
  /** Counts the catalog changes heard: rows read across one are not kept (they may predate it). */
  #catalogChanges = 0;
  /** The database's `current_date` as last seen (lots lapse by it): callers check it on every read. */
  #today: string | undefined;
  /** The minute the date was last seen in: it is asked again in the next (midnight needs no write). */
  #todayMinute: number | undefined;
  /** While nothing can be heard: the minute (since 1970) whatever is kept was read in. */
  #minute: number | undefined;
  readonly stop: () => void;

  /** @param db The database the feed listens to, which the cache reads from. */
  constructor(db: Queryable, feed: DataChangeFeed, options: MenuCacheOptions = {}) {
    this.#db = db;
    this.#feed = feed;
    this.#clock = options.clock ?? Date.now;
    this.stop = feed.subscribe((channel, payload) => this.#heard(channel, payload));
  }

  /** The category tree, every deal that could run and every brand's name. */
  facts(): Promise<MenuCatalogFacts> {
    this.#expire();
    if (!this.#facts) {
      const reading = readMenuCatalogFacts(this.#db);
      this.#facts = reading;
      reading.catch(() => {
        if (this.#facts === reading) this.#facts = undefined;
      });
    }
    return this.#facts;
  }

  /** The products a search term matches, best first (readSearchRanking), until the catalog changes. */
  searchRanking(term: string): Promise<string[]> {
    this.#expire();
    const key = searchKey(term);
    let ranking = this.#rankings.get(key);
    if (ranking) {
      // Most recently used last: the first key is the one to let go.
      this.#rankings.delete(key);
    } else {
      ranking = readSearchRanking(this.#db, key);
      ranking.catch(() => {
        if (this.#rankings.get(key) === ranking) this.#rankings.delete(key);
      });
      if (this.#rankings.size >= MAX_SEARCH_TERMS) this.#rankings.delete(this.#rankings.keys().next().value!);
    }
    this.#rankings.set(key, ranking);
    return ranking;
  }

  /** The database's date as seen this minute, read if not. */
  async today(): Promise<string> {
    this.#expire();
    if (this.#today === undefined || this.#todayMinute !== this.#currentMinute()) {
      const [row] = await this.#db.query<{ today: string }>('select current_date::text as today');
      this.sawToday(row!.today);
    }
    return this.#today!;
  }

  /** Records the database's date a statement answered with. */
  sawToday(today: string): void {
    this.#today = today;
    this.#todayMinute = this.#currentMinute();
  }

  /**
   * The card rows of `productIds` (those with a row) and the database's date: kept rows from
   * memory, the others in one statement, which tells the date too.
   */
  async cardRows(productIds: readonly string[]): Promise<{ rows: Map<string, CardRow>; today: string }> {
    this.#expire();
    const rows = new Map<string, CardRow>();
    const missing: string[] = [];
    for (const id of productIds) {
      const row = this.#cardRows.get(id);
      if (row) rows.set(id, row);
      else missing.push(id);
    }
    if (missing.length === 0) return { rows, today: await this.today() };
    const changesBefore = this.#catalogChanges;
    const read = await readCardRows(this.#db, missing);
    this.sawToday(read.today);
    const keep = changesBefore === this.#catalogChanges;
    for (const row of read.rows) {
      rows.set(row.product_id, row);
      if (keep) this.#cardRows.set(row.product_id, row);
    }
    while (this.#cardRows.size > MAX_CARD_ROWS) this.#cardRows.delete(this.#cardRows.keys().next().value!);
    return { rows, today: read.today };
  }

  #currentMinute(): number {
    return Math.floor(this.#clock() / MINUTE_MS);
  }

  /** The facet index with every change announced so far applied. */
  async facetIndex(): Promise<MenuFacetIndex> {
    this.#expire();
    while (this.#stale === 'all' || this.#stale.size > 0 || !this.#index) {
      this.#refreshing ??= this.#refresh().finally(() => (this.#refreshing = undefined));
      await this.#refreshing;
    }
    return this.#index;
  }

  async #refresh(): Promise<void> {
    const stale = this.#stale;
    // Changes announced from now on are applied by the next refresh: this one may not see them.
    this.#stale = new Set();
    try {
      if (stale === 'all' || !this.#index) this.#index = await MenuFacetIndex.load(this.#db);
      else await this.#index.refresh(this.#db, [...stale]);
    } catch (error) {
      this.#stale = 'all';
      throw error;
    }
  }

  /** While no notification can be heard, forgets everything read before this minute. */
  #expire(): void {
    if (this.#feed.watching) {
      this.#minute = undefined;
      return;
    }
    const minute = this.#currentMinute();
    if (minute === this.#minute) return;
    this.#minute = minute;
    this.#forget();
  }

  #forget(): void {
    this.#facts = undefined;
    this.#rankings.clear();
    this.#stale = 'all';
    this.#today = undefined;
    this.#cardRows.clear();
    this.#catalogChanges += 1;
  }

  #heard(channel: ChangeChannel, payload: string): void {
    // Content pages are not part of the menu.
    if (channel === 'content_changed') return;
    this.#facts = undefined;
    this.#rankings.clear();
    if (channel === 'store_changed') {
      // The feed (re)started listening: whatever changed before is unknown.
      if (payload === 'listening') this.#forget();
      return;
    }
    this.#catalogChanges += 1;
    let change: CatalogChange;
    try {
      change = JSON.parse(payload) as CatalogChange;
    } catch {
      this.#stale = 'all';
      this.#cardRows.clear();
      return;
    }
    if (Array.isArray(change.productIds)) {
      for (const id of change.productIds) this.#cardRows.delete(id);
    } else if (change.menuRows !== 0 || change.op === 'delete') {
      this.#cardRows.clear();
    }
    if (this.#stale === 'all') return;
    if (Array.isArray(change.productIds)) {
      for (const id of change.productIds) this.#stale.add(id);
      if (this.#stale.size > MAX_PARTIAL_REFRESH) this.#stale = 'all';
    } else if (change.menuRows !== 0 || change.op === 'delete') {
      // Too many products to name, or a delete whose rows went by cascade (not counted as written).
      this.#stale = 'all';
    }
  }
}

const caches = new WeakMap<Queryable, MenuCache>();

/**
 * This process's menu cache for `db`, the database its change feed listens to. Notifications from
 * another database never reach it: pass the one the runtime watches.
 */
export function menuCacheOf(db: Queryable, feed: DataChangeFeed = dataChanges): MenuCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MenuCache(db, feed);
    caches.set(db, cache);
  }
  return cache;
}
