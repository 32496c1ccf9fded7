import type { Database, Queryable } from '../../db/database.ts';

/**
 * Keeps the reports' rollups current. Writes note the days they touch in `report_changes` (a
 * trigger on orders; other subjects add their own); a refresh takes the notes it can see and has
 * each rollup rebuild just those store-local days, in one transaction under one advisory lock, so
 * any number of instances may refresh at once and each day is rebuilt from committed rows only. A
 * write that commits during a refresh leaves its note for the next one: rebuilding a day is
 * idempotent, so a day rebuilt twice costs time, never correctness.
 */
export interface RollupBuilder {
  /** Names the rollup in `report_rollup_state`. */
  name: string;
  /** The `report_changes` subjects whose days this rollup rebuilds. */
  subjects: readonly string[];
  /**
   * Kept per store: rebuilt for each store, in its time zone, from that store's rows only. A
   * rollup of the organization's (customers, points) is rebuilt once, on the default store's clock.
   */
  perStore?: boolean;
  /**
   * Rebuilds the rollup's rows for these store-local days ('YYYY-MM-DD'), or all of it: deletes
   * what it had for them and writes them again from the source rows. `storeId` is the store whose
   * rows these are (the default store for a rollup of the organization's).
   */
  rebuild(tx: Queryable, days: readonly string[] | 'all', timeZone: string, storeId: string): Promise<void>;
}

type RollupStore = { id: string; timezone: string; is_default: boolean };

const ROLLUP_LOCK = 'report-rollups';

export interface RefreshOutcome {
  /** Rollups rebuilt whole for a store (first build, a new store, or the store's time zone changed). */
  rebuiltWhole: string[];
  /** Store-local days rebuilt, per rollup, summed over the stores. */
  daysRebuilt: Record<string, number>;
}

/**
 * Brings every rollup up to date with the changes committed so far. A change is an instant: it
 * names that instant's local day at every store, and a store with nothing on that day rebuilds it
 * to nothing.
 */
export async function refreshReportRollups(db: Database, builders: readonly RollupBuilder[]): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [ROLLUP_LOCK]);
    const stores = await tx.query<RollupStore>(
      'select id, timezone, is_default from public.stores order by is_default desc, position, id',
    );
    const organization = stores[0];
    if (!organization) return { rebuiltWhole: [], daysRebuilt: {} };
    const built = new Map(
      (
        await tx.query<{ name: string; store_id: string; time_zone: string }>(
          'select name, store_id, time_zone from public.report_rollup_state',
        )
      ).map((row) => [`${row.name}|${row.store_id}`, row.time_zone]),
    );
    const changes = await tx.query<{ subject: string; store_id: string; day: string }>(
      `with taken as (delete from public.report_changes returning subject, at)
       select distinct t.subject, s.id as store_id, to_char(t.at at time zone s.timezone, 'YYYY-MM-DD') as day
         from taken t cross join public.stores s`,
    );

    const outcome: RefreshOutcome = { rebuiltWhole: [], daysRebuilt: {} };
    for (const builder of builders) {
      for (const store of builder.perStore ? stores : [organization]) {
        if (built.get(`${builder.name}|${store.id}`) !== store.timezone) {
          await builder.rebuild(tx, 'all', store.timezone, store.id);
          await tx.query(
            `insert into public.report_rollup_state (name, store_id, time_zone) values ($1, $2, $3)
             on conflict (name, store_id) do update set time_zone = excluded.time_zone, built_at = now()`,
            [builder.name, store.id, store.timezone],
          );
          if (!outcome.rebuiltWhole.includes(builder.name)) outcome.rebuiltWhole.push(builder.name);
          continue;
        }
        const days = [
          ...new Set(
            changes
              .filter((change) => change.store_id === store.id && builder.subjects.includes(change.subject))
              .map((change) => change.day),
          ),
        ].sort();
        if (days.length === 0) continue;
        await builder.rebuild(tx, days, store.timezone, store.id);
        outcome.daysRebuilt[builder.name] = (outcome.daysRebuilt[builder.name] ?? 0) + days.length;
      }
    }
    return outcome;
  });
}
