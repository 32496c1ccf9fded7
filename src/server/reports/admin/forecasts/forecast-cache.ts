import type { Queryable } from '../../../db/database.ts';
import { computeDemandForecast, METHOD_REVISION, type ComputedForecast } from './demand-forecast.ts';
import { demandHistoryVersion, readDemandHistory } from './demand-history.ts';

/**
 * Forecasts are computed once per store-local day and version of their history (decision 32), not
 * per page view: fitting hundreds of products with their backtests takes seconds. The version is
 * read on every view (the fingerprints of the days before today and of the catalog's categories,
 * a few hundred short rows); a forecast of that version is taken from this process's memory, else
 * from `demand_forecasts`, where whichever instance computed it first left it, else computed here
 * and left there. Equal versions mean equal inputs, and the computation is deterministic, so any
 * instance's copy is the right one; two instances that miss at once both compute the same numbers
 * and the second write is a no-op.
 *
 * A forecast is of one store's history, or of the sum of several stores' (the report's "All
 * stores"). A store's forecast is kept in `demand_forecasts` under the store; a forecast of several
 * stores only in this process's memory, as it is asked for less and any instance computes the
 * same one.
 */
export interface LoadedForecast {
  /** The stores whose history it was computed from. */
  storeIds: string[];
  version: string;
  computed: ComputedForecast;
  /** How long the computation took where it ran (milliseconds), and when. */
  computeMs: number;
  computedAt: Date;
  /** Where this copy came from: computed now, read from the table, or this process's memory. */
  source: 'computed' | 'stored' | 'memory';
}

interface Held {
  key: string;
  forecast: Promise<LoadedForecast>;
}

// One forecast held per database and set of stores (a process serves one database; tests open several).
const held = new WeakMap<Queryable, Map<string, Held>>();

/** The store whose forecasts the table keeps, or null for a forecast of several stores. */
const storedStore = (storeIds: readonly string[]) => (storeIds.length === 1 ? storeIds[0]! : null);

async function readStored(
  db: Queryable,
  today: string,
  version: string,
  storeIds: readonly string[],
): Promise<LoadedForecast | undefined> {
  const store = storedStore(storeIds);
  if (store === null) return undefined;
  const [row] = await db.query<{ forecast: ComputedForecast | string; compute_ms: number; computed_at: Date }>(
    `select forecast, compute_ms, computed_at from public.demand_forecasts
      where store_id = $3 and as_of = $1::date and version = $2`,
    [today, version, store],
  );
  if (!row) return undefined;
  const computed = typeof row.forecast === 'string' ? (JSON.parse(row.forecast) as ComputedForecast) : row.forecast;
  return {
    storeIds: [...storeIds],
    version,
    computed,
    computeMs: row.compute_ms,
    computedAt: row.computed_at,
    source: 'stored',
  };
}

async function computeAndStore(
  db: Queryable,
  today: string,
  version: string,
  storeIds: readonly string[],
): Promise<LoadedForecast> {
  const started = performance.now();
  const computed = await computeDemandForecast(await readDemandHistory(db, today, storeIds));
  const computeMs = Math.round(performance.now() - started);
  const computedAt = new Date();
  // History that changed while it was read makes this a forecast of a newer version: it answers
  // this view, and is not stored under the version read before.
  const store = storedStore(storeIds);
  if (store !== null && (await demandHistoryVersion(db, today, METHOD_REVISION, storeIds)) === version) {
    await db.query(
      `insert into public.demand_forecasts (store_id, as_of, version, computed_at, compute_ms, forecast)
       values ($6, $1::date, $2, $3, $4, $5::jsonb) on conflict do nothing`,
      [today, version, computedAt, computeMs, JSON.stringify(computed), store],
    );
    await db.query('delete from public.demand_forecasts where store_id = $3 and (as_of <> $1::date or version <> $2)', [
      today,
      version,
      store,
    ]);
  }
  return { storeIds: [...storeIds], version, computed, computeMs, computedAt, source: 'computed' };
}

/**
 * The forecast of these stores (every store when none are named) whose first day is `today`
 * (store-local), from the history as it is now.
 */
export async function loadDemandForecast(
  db: Queryable,
  today: string,
  stores?: readonly string[] | null,
): Promise<LoadedForecast> {
  const storeIds = [
    ...(stores ?? (await db.query<{ id: string }>('select id from public.stores')).map((row) => row.id)),
  ].sort();
  const version = await demandHistoryVersion(db, today, METHOD_REVISION, storeIds);
  const key = `${today}|${version}`;
  const forStores = storeIds.join(',');
  const heldHere = held.get(db) ?? new Map<string, Held>();
  held.set(db, heldHere);
  const current = heldHere.get(forStores);
  if (current?.key === key) return { ...(await current.forecast), source: 'memory' };
  const forecast = (async () =>
    (await readStored(db, today, version, storeIds)) ?? computeAndStore(db, today, version, storeIds))();
  heldHere.set(forStores, { key, forecast });
  // A failed computation is not kept: the next view tries again.
  forecast.catch(() => {
    if (heldHere.get(forStores)?.key === key) heldHere.delete(forStores);
  });
  return forecast;
}
