/**
 * The dashboard's web-vitals report: p75 and the rating split per metric, route and device, and
 * the daily trend on the store's calendar; the one entry its endpoint uses.
 */
export { loadVitalsReport } from '../vitals-report.ts';
