import type { APIRoute } from 'astro';
import type { ReportPayload } from '#lib/reports/report-payload.ts';
import { readReportRange, type ReportRange } from '#lib/reports/report-range.ts';
import type { Database } from '../../db/database.ts';
import { endpoint, json } from '../../http/endpoint.ts';
import { Refusal } from '../../http/refusal.ts';
import { getStoreSettings } from '../../settings/index.ts';
import { refreshReports } from './rollup-builders.ts';

export interface ReportRequest {
  db: Database;
  range: ReportRange;
  /** The page's whole query string, for the report's own filters (each read and checked by the report). */
  search: URLSearchParams;
  now: Date;
}

/**
 * A report's endpoint (`GET /api/dashboard/reports/<name>`): the range from the query string on
 * the store's calendar (400 with a message when unreadable), the rollups brought up to date, then
 * the report. Who may call it is the guard of its dashboard route (dashboard-api-paths.ts).
 */
export function reportEndpoint(load: (request: ReportRequest) => Promise<ReportPayload>): APIRoute {
  return endpoint({}, async (_input, { locals, url }) => {
    const now = locals.clock.now();
    const { timeZone } = await getStoreSettings(locals.db);
    const read = readReportRange(url.searchParams, now, timeZone);
    if (!read.ok) throw new Refusal(400, read.message);
    await refreshReports(locals.db);
    return json(await load({ db: locals.db, range: read.range, search: url.searchParams, now }));
  });
}
