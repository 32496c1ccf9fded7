import { dataChanges, storeWrittenAlone, type ChangeChannel, type DataChangeFeed } from '../../cache/change-feed.ts';
import type { Queryable } from '../../db/database.ts';
import { readCardRows, type CardRow } from './cards.ts';
import { readMenuCatalogFacts, type MenuCatalogFacts } from './context.ts';
import { MenuFacetIndex, type MenuIndexView } from './facet-index.ts';
import { readSearchRanking, searchKey } from './search-ranking.ts';
import type { StockPool } from './menu-source.ts';
import { StoreMenuView, StoreOverlay } from './store-overlay.ts';

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
 *
 * The facet index and the card rows are the default store's (the catalog's read model). Every other
 * store whose menu is asked for gets an overlay over that one index (store-overlay.ts) and its own
 * card rows; a write at one such store (a `store_variants` announcement naming it) re-reads only
 * that store's rows (docs/decisions/0067-one-catalog-index-one-overlay-per-store.md). The medical
 * menu of a store keeping medical stock apart, the default store included, is an overlay of its own
 * in the store's medical count (menu-source.ts, decision 73).
 */

/** Past this many changed products, reading the whole index again is cheaper than row by row. */
const MAX_PARTIAL_REFRESH = 2_000;

/** Card rows kept; past it, the oldest read go first. */
const MAX_CARD_ROWS = 50_000;

/** Search terms whose ranked matches are kept; the oldest term goes first. */
const MAX_SEARCH_TERMS = 256;

const MINUTE_MS = 60_000;

interface CatalogChange {
  table?: string;
  op?: string;
  /** The one store a `store_variants` statement wrote; null when it wrote several. */
  store?: string | null;
  menuRows?: number;
  productIds?: string[] | null;
}

/** What the cache keeps of a store's overlay in one of its counts. */
interface StoreState {
  pool: StockPool;
  overlay: StoreOverlay | undefined;
  /** Products whose store rows changed since the overlay was read; 'all' before the first read. */
  stale: Set<string> | 'all';
  refreshing: Promise<void> | undefined;
  view: StoreMenuView | undefined;
  cardRows: Map<string, CardRow>;
  /** Counts the changes heard for the store: card rows read across one are not kept. */
  changes: number;
}

/** The products to read again after a change: those it names, or all past MAX_PARTIAL_REFRESH. */
function staleAfter(stale: Set<string> | 'all', change: CatalogChange): Set<string> | 'all' {
  if (stale === 'all') return stale;
  if (Array.isArray(change.productIds)) {
    for (const id of change.productIds) stale.add(id);
    return stale.size > MAX_PARTIAL_REFRESH ? 'all' : stale;
  }
  // Too many products to name, or a delete whose rows went by cascade (not counted as written).
  return change.menuRows !== 0 || change.op === 'delete' ? 'all' : stale;
}

/** Forgets the card rows a change names (all of them when it names none but wrote rows). */
function dropCardRows(rows: Map<string, CardRow>, change: CatalogChange): void {
  if (Array.isArray(change.productIds)) {
    for (const id of change.productIds) rows.delete(id);
  } else if (change.menuRows !== 0 || change.op === 'delete') {
    rows.clear();
  }
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
  /** The default store, as the facts last said: its writes change the index itself. */
  #defaultStoreId: string | null | undefined;
  /** Every store overlay asked for, by storeKey. */
  readonly #stores = new Map<string, StoreState>();
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
      reading.then(
        (facts) => (this.#defaultStoreId = facts.defaultStoreId),
        () => {
          if (this.#facts === reading) this.#facts = undefined;
        },
      );
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
    return this.#keptCardRows(productIds, this.#cardRows, () => this.#catalogChanges);
  }

  /**
   * As cardRows, with a store's listing, stock and prices: `storeId` is not the default store, or
   * `pool` is its medical count (menu-source.ts).
   */
  storeCardRows(
    storeId: string,
    productIds: readonly string[],
    pool: StockPool = 'all',
  ): Promise<{ rows: Map<string, CardRow>; today: string }> {
    this.#expire();
    const state = this.#storeState(storeId, pool);
    return this.#keptCardRows(productIds, state.cardRows, () => state.changes, { storeId, pool });
  }

  async #keptCardRows(
    productIds: readonly string[],
    kept: Map<string, CardRow>,
    changes: () => number,
    store?: { storeId: string; pool: StockPool },
  ): Promise<{ rows: Map<string, CardRow>; today: string }> {
    const rows = new Map<string, CardRow>();
    const missing: string[] = [];
    for (const id of productIds) {
      const row = kept.get(id);
      if (row) rows.set(id, row);
      else missing.push(id);
    }
    if (missing.length === 0) return { rows, today: await this.today() };
    const changesBefore = changes();
    const read = await readCardRows(this.#db, missing, store?.storeId, store?.pool);
    this.sawToday(read.today);
    const keep = changesBefore === changes();
    for (const row of read.rows) {
      rows.set(row.product_id, row);
      if (keep) kept.set(row.product_id, row);
    }
    while (kept.size > MAX_CARD_ROWS) kept.delete(kept.keys().next().value!);
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

  /**
   * A store's menu over the facet index (store-overlay.ts), with every change announced so far
   * applied to both. For a store other than the default one, or a store's medical count: the
   * default store's menu is the index itself (facetIndex).
   */
  async storeView(storeId: string, pool: StockPool = 'all'): Promise<MenuIndexView> {
    this.#expire();
    const state = this.#storeState(storeId, pool);
    while (state.stale === 'all' || state.stale.size > 0 || !state.overlay) {
      state.refreshing ??= this.#refreshStore(storeId, state).finally(() => (state.refreshing = undefined));
      await state.refreshing;
    }
    const index = await this.facetIndex();
    if (!state.view?.madeOver(index, state.overlay)) state.view = new StoreMenuView(index, state.overlay);
    return state.view;
  }

  #storeState(storeId: string, pool: StockPool): StoreState {
    let state = this.#stores.get(storeKey(storeId, pool));
    if (!state) {
      state = {
        pool,
        overlay: undefined,
        stale: 'all',
        refreshing: undefined,
        view: undefined,
        cardRows: new Map(),
        changes: 0,
      };
      this.#stores.set(storeKey(storeId, pool), state);
    }
    return state;
  }

  async #refreshStore(storeId: string, state: StoreState): Promise<void> {
    const stale = state.stale;
    state.stale = new Set();
    try {
      if (stale === 'all' || !state.overlay) {
        state.overlay = await StoreOverlay.load(this.#db, storeId, await this.facetIndex(), state.pool);
      } else await state.overlay.refresh(this.#db, storeId, [...stale]);
      // The overlay changed in place: the view over it is made again.
      state.view = undefined;
    } catch (error) {
      state.stale = 'all';
      throw error;
    }
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
    this.#stores.clear();
  }

  #heard(channel: ChangeChannel, payload: string): void {
    // Content pages are not part of the menu.
    if (channel === 'content_changed') return;
    if (this.#heardAtOneStore(storeWrittenAlone(channel, payload), payload)) return;
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
      change = { menuRows: 1 };
    }
    // A change of the catalog (or of several stores at once) may change every store's rows.
    dropCardRows(this.#cardRows, change);
    this.#stale = staleAfter(this.#stale, change);
    for (const state of this.#stores.values()) this.#heardForStore(state, change);
  }

  /**
   * A `store_variants` write at one store other than the default: only that store's rows changed
   * (the catalog's index, the default store's rows, the tree, deals and searches did not).
   */
  #heardAtOneStore(store: string | null, payload: string): boolean {
    if (store === null) return false;
    if (this.#defaultStoreId === undefined || store === this.#defaultStoreId) return false;
    const change = JSON.parse(payload) as CatalogChange;
    for (const pool of STOCK_POOLS) {
      const state = this.#stores.get(storeKey(store, pool));
      if (state) this.#heardForStore(state, change);
    }
    return true;
  }

  #heardForStore(state: StoreState, change: CatalogChange): void {
    state.changes += 1;
    dropCardRows(state.cardRows, change);
    state.stale = staleAfter(state.stale, change);
  }
}

const STOCK_POOLS: readonly StockPool[] = ['all', 'medical'];

/** A store's overlay in one count: its id for the sizes' own rows, as before there were two. */
function storeKey(storeId: string, pool: StockPool): string {
  return pool === 'all' ? storeId : `${storeId} ${pool}`;
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
