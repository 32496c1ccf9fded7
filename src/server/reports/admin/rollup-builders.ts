import type { Database } from '../../db/database.ts';
import { ABANDONED_CARTS_ROLLUP } from './abandoned-carts-rollup.ts';
import { customerRollups } from './customer-rollups.ts';
import { FEEDBACK_ROLLUP } from './feedback-rollup.ts';
import { demandHistoryRollup } from './forecasts/demand-rollup.ts';
import { referralDaysRollup, rewardDaysRollup } from './loyalty-rollups.ts';
import { refreshReportRollups, type RefreshOutcome, type RollupBuilder } from './report-rollups.ts';
import { salesRollup } from './sales/sales-rollups.ts';

/** Every rollup the reports read; each report's module exports its builder and it is listed here once. */
export const REPORT_ROLLUPS: readonly RollupBuilder[] = [
  salesRollup,
  ABANDONED_CARTS_ROLLUP,
  FEEDBACK_ROLLUP,
  customerRollups,
  rewardDaysRollup,
  referralDaysRollup,
  demandHistoryRollup,
];

/** Brings every report rollup up to date (cheap when nothing changed: one empty delete under a lock). */
export function refreshReports(db: Database): Promise<RefreshOutcome> {
  return refreshReportRollups(db, REPORT_ROLLUPS);
}
