import type { APIRoute } from 'astro';
import type { ReportPayload } from '#lib/reports/report-payload.ts';
import { readReportRange, type ReportRange } from '#lib/reports/report-range.ts';
import type { Database } from '../../db/database.ts';
import { endpoint, json } from '../../http/endpoint.ts';
import { Refusal } from '../../http/refusal.ts';
import { staffOf } from '../../http/staff-caller.ts';
import { getStoreSettings } from '../../settings/index.ts';
import { readReportStores, type ReportStores } from './report-stores.ts';
import { refreshReports } from './rollup-builders.ts';

export interface ReportRequest {
  db: Database;
  range: ReportRange;
  /** The page's whole query string, for the report's own filters (each read and checked by the report). */
  search: URLSearchParams;
  now: Date;
  /**
   * The stores a report of stores' figures sums, and its filter; absent (a report loaded
   * in-process) every store. The organization's reports (customers, points, referrals) ignore it.
   */
  stores?: ReportStores;
}

/**
 * A report's endpoint (`GET /api/dashboard/reports/<name>`): the range from the query string on
 * the calendar of the report's store (the organization's for a report of the organization or of
 * several stores; 400 with a message when unreadable), the rollups brought up to date, then the
 * report. Who may call it is the guard of its dashboard route (dashboard-api-paths.ts); which
 * stores a report of stores' figures sums is the caller's store filter (report-stores.ts).
 */
export function reportEndpoint(
  load: (request: ReportRequest) => Promise<ReportPayload>,
  { perStore = false }: { perStore?: boolean } = {},
): APIRoute {
  return endpoint({}, async (_input, context) => {
    const { locals, url } = context;
    const now = locals.clock.now();
    const stores = perStore ? await readReportStores(locals.db, staffOf(context), url.searchParams) : undefined;
    const one = stores?.stores.length === 1 ? stores.stores[0] : undefined;
    const timeZone = one?.timeZone ?? (await getStoreSettings(locals.db)).timeZone;
    const read = readReportRange(url.searchParams, now, timeZone);
    if (!read.ok) throw new Refusal(400, read.message);
    await refreshReports(locals.db);
    return json(await load({ db: locals.db, range: read.range, search: url.searchParams, now, stores }));
  });
}
