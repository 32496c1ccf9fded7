import type { Database } from '../db/database.ts';
import { demandHistoryRollup } from './forecasts/demand-rollup.ts';
import { refreshReportRollups, type RefreshOutcome, type RollupBuilder } from './report-rollups.ts';

/** Every rollup the reports read; each report's module exports its builder and it is listed here once. */
export const REPORT_ROLLUPS: readonly RollupBuilder[] = [demandHistoryRollup];

/** Brings every report rollup up to date (cheap when nothing changed: one empty delete under a lock). */
export function refreshReports(db: Database): Promise<RefreshOutcome> {
  return refreshReportRollups(db, REPORT_ROLLUPS);
}
