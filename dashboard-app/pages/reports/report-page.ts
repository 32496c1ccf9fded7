import type { ReportKey } from '#lib/reports/report-payload.ts';
import type { PageModule } from '../../page-registry.ts';

/**
 * The page module of a report, for its line in `page-registry.ts`. A report registers itself with
 * one line there, once its endpoint (`src/pages/api/dashboard/reports/<key>.ts`) exists:
 *
 *   { path: 'reporting/sales', title: 'Sales', nav: { section: 'Reports' }, load: () => reportPage('sales') },
 *
 * The page (ReportPage.tsx) and the chart layer load only when a report is first opened, in their
 * own chunks: this file imports neither, so the dashboard's first screen carries no chart code.
 */
export async function reportPage(key: ReportKey): Promise<PageModule> {
  const { reportModule } = await import('./ReportPage.tsx');
  return reportModule(key);
}
