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
   * Rebuilds the rollup's rows for these store-local days ('YYYY-MM-DD'), or all of it: deletes
   * what it had for them and writes them again from the source rows.
   */
  rebuild(tx: Queryable, days: readonly string[] | 'all', timeZone: string): Promise<void>;
}

const ROLLUP_LOCK = 'report-rollups';

export interface RefreshOutcome {
  /** Rollups rebuilt whole (first build, or the store's time zone changed). */
  rebuiltWhole: string[];
  /** Store-local days rebuilt, per rollup. */
  daysRebuilt: Record<string, number>;
}

/** Brings every rollup up to date with the changes committed so far. */
export async function refreshReportRollups(db: Database, builders: readonly RollupBuilder[]): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [ROLLUP_LOCK]);
    const [settings] = await tx.query<{ timezone: string }>('select timezone from public.store_settings limit 1');
    const timeZone = settings?.timezone ?? 'America/Detroit';
    const built = new Map(
      (
        await tx.query<{ name: string; time_zone: string }>('select name, time_zone from public.report_rollup_state')
      ).map((row) => [row.name, row.time_zone]),
    );
    const changes = await tx.query<{ subject: string; day: string }>(
      `with taken as (delete from public.report_changes returning subject, at)
       select distinct subject, to_char(at at time zone $1, 'YYYY-MM-DD') as day from taken`,
      [timeZone],
    );

    const outcome: RefreshOutcome = { rebuiltWhole: [], daysRebuilt: {} };
    for (const builder of builders) {
      if (built.get(builder.name) !== timeZone) {
        await builder.rebuild(tx, 'all', timeZone);
        await tx.query(
          `insert into public.report_rollup_state (name, time_zone) values ($1, $2)
           on conflict (name) do update set time_zone = excluded.time_zone, built_at = now()`,
          [builder.name, timeZone],
        );
        outcome.rebuiltWhole.push(builder.name);
        continue;
      }
      const days = [
        ...new Set(changes.filter((change) => builder.subjects.includes(change.subject)).map((change) => change.day)),
      ].sort();
      if (days.length === 0) continue;
      await builder.rebuild(tx, days, timeZone);
      outcome.daysRebuilt[builder.name] = days.length;
    }
    return outcome;
  });
}
