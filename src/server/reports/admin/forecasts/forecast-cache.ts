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
 */
export interface LoadedForecast {
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

// One forecast held per database (a process serves one; tests open several).
const held = new WeakMap<Queryable, Held>();

async function readStored(db: Queryable, today: string, version: string): Promise<LoadedForecast | undefined> {
  const [row] = await db.query<{ forecast: ComputedForecast | string; compute_ms: number; computed_at: Date }>(
    'select forecast, compute_ms, computed_at from public.demand_forecasts where as_of = $1::date and version = $2',
    [today, version],
  );
  if (!row) return undefined;
  const computed = typeof row.forecast === 'string' ? (JSON.parse(row.forecast) as ComputedForecast) : row.forecast;
  return { version, computed, computeMs: row.compute_ms, computedAt: row.computed_at, source: 'stored' };
}

async function computeAndStore(db: Queryable, today: string, version: string): Promise<LoadedForecast> {
  const started = performance.now();
  const computed = await computeDemandForecast(await readDemandHistory(db, today));
  const computeMs = Math.round(performance.now() - started);
  const computedAt = new Date();
  // History that changed while it was read makes this a forecast of a newer version: it answers
  // this view, and is not stored under the version read before.
  if ((await demandHistoryVersion(db, today, METHOD_REVISION)) === version) {
    await db.query(
      `insert into public.demand_forecasts (as_of, version, computed_at, compute_ms, forecast)
       values ($1::date, $2, $3, $4, $5::jsonb) on conflict do nothing`,
      [today, version, computedAt, computeMs, JSON.stringify(computed)],
    );
    await db.query('delete from public.demand_forecasts where as_of <> $1::date or version <> $2', [today, version]);
  }
  return { version, computed, computeMs, computedAt, source: 'computed' };
}

/** The forecast whose first day is `today` (store-local), from the history as it is now. */
export async function loadDemandForecast(db: Queryable, today: string): Promise<LoadedForecast> {
  const version = await demandHistoryVersion(db, today, METHOD_REVISION);
  const key = `${today}|${version}`;
  const current = held.get(db);
  if (current?.key === key) return { ...(await current.forecast), source: 'memory' };
  const forecast = (async () => (await readStored(db, today, version)) ?? computeAndStore(db, today, version))();
  held.set(db, { key, forecast });
  // A failed computation is not kept: the next view tries again.
  forecast.catch(() => {
    if (held.get(db)?.key === key) held.delete(db);
  });
  return forecast;
}
