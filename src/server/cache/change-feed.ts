import type { Database } from '../db/database.ts';

/**
 * What the database announces when data behind the public pages changes. Triggers in the
 * migrations call `pg_notify` on these channels once per statement:
 * - `catalog_changed`: products, variants, batches, brands, strains, categories, images
 *   (20261121000300_menu_search.sql);
 * - `store_changed`: store settings, hours, deals and deal targets
 *   (20261121000400_store_change_notifications.sql), and the search vocabulary
 *   (20261125000300_search_words.sql);
 * - `content_changed`: the content pages (20261127000100_content_pages.sql), the job postings
 *   (20261128003100_job_postings_page_cache.sql) and the reviews
 *   (20261128001000_review_pages_and_notifications.sql).
 *
 * PostgreSQL delivers a notification to every session listening on the channel when the
 * transaction commits, so every instance of the store hears every change, whoever made it; the
 * embedded PGlite database delivers its own to this process. In-memory caches subscribe and drop
 * what they hold: the invalidation lives in Postgres, not in any instance.
 */
export const CHANGE_CHANNELS = ['catalog_changed', 'store_changed', 'content_changed'] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

export type ChangeListener = (channel: ChangeChannel, payload: string) => void;

export class DataChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  #watching = false;

  /** Calls `listener` for every change notification; returns a function that unsubscribes. */
  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Whether this process hears the database's change notifications. A cache that cannot be told
   * about changes must not serve anything (it would serve stale pages), so it checks this first.
   */
  get watching(): boolean {
    return this.#watching;
  }

  /**
   * Starts listening on every change channel of `db`. Never throws: when the database cannot
   * LISTEN (unreachable, or a transaction-mode pooler) the process runs without caches, with a
   * warning, and tries again every `retryMs`, rather than running without a store. Resolves to a
   * function that stops listening.
   */
  async watch(db: Database, { retryMs = 30_000 } = {}): Promise<() => Promise<void>> {
    const stops: (() => Promise<void>)[] = [];
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const attempt = async () => {
      let subscribed = false;
      // After the first subscription, every new one follows a lost connection: whatever changed
      // while nobody was listening is unknown, so every cache that depends on the feed empties.
      const resubscribed = () => {
        if (subscribed && !stopped) this.notify('store_changed', 'listening');
      };
      try {
        for (const channel of CHANGE_CHANNELS) {
          stops.push(await db.listen(channel, (payload) => this.notify(channel, payload), resubscribed));
        }
        subscribed = true;
        if (stopped) return;
        this.#watching = true;
        // Whatever changed while nobody was listening is unknown: caches start empty.
        this.notify('store_changed', 'listening');
      } catch (error) {
        await Promise.allSettled(stops.splice(0).map((stop) => stop()));
        if (stopped) return;
        console.warn(
          `Cannot listen for data changes (${error instanceof Error ? error.message : String(error)}); ` +
            'page caching is off until it can. With Supabase, connect through the session pooler or directly.',
        );
        retry = setTimeout(() => void attempt(), retryMs);
        retry.unref?.();
      }
    };
    await attempt();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      this.#watching = false;
      await Promise.allSettled(stops.splice(0).map((stop) => stop()));
    };
  }

  /** Delivers one notification to every subscriber. */
  notify(channel: ChangeChannel, payload = ''): void {
    for (const listener of this.#listeners) {
      try {
        listener(channel, payload);
      } catch (error) {
        console.error(`A ${channel} listener failed:`, error);
      }
    }
  }
}

/**
 * The store a `catalog_changed` notification says is the only one written: a `store_variants`
 * statement at one store (its stock, prices or sizes, decision 64). Null for any other change,
 * which may concern every store.
 */
export function storeWrittenAlone(channel: ChangeChannel, payload: string): string | null {
  if (channel !== 'catalog_changed') return null;
  let change: { table?: unknown; store?: unknown };
  try {
    change = JSON.parse(payload) as { table?: unknown; store?: unknown };
  } catch {
    return null;
  }
  if (change === null || typeof change !== 'object') return null;
  return change.table === 'store_variants' && typeof change.store === 'string' ? change.store : null;
}

/** This process's feed, started with the runtime (src/server/runtime.ts). */
export const dataChanges = new DataChangeFeed();
