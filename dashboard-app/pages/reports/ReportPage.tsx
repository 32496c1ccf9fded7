import { useLoaderData, useLocation, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useState } from 'react';
import { REPORTS, type ReportFilter, type ReportKey, type ReportPayload } from '#lib/reports/report-payload.ts';
import { reportCsvFileName } from '#lib/reports/report-csv.ts';
import { STORE_FILTER } from '#lib/reports/report-stores.ts';
import { formatDayRange } from '#lib/reports/report-range.ts';
import { HttpError } from '../../api/client.ts';
import { loadReport } from '../../api/reports.ts';
import type { PageModule } from '../../page-registry.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { HeadlineMetrics } from './HeadlineMetrics.tsx';
import { ReportControls } from './ReportControls.tsx';
import { ReportTableView } from './ReportTableView.tsx';

/**
 * The page of any report (`ReportKey`): its range, comparison and filters (in the address), its
 * headline figures with their change and definitions, and each table as a chart with its table
 * view and CSV download, all drawn from the report's one `ReportPayload`.
 *
 * A report registers itself with one line in `dashboard-app/page-registry.ts` (see
 * `report-page.ts`), once its endpoint exists:
 *
 *   { path: 'reporting/sales', title: 'Sales', nav: { section: 'Reports' }, load: () => reportPage('sales') },
 */

type ReportPageData = { ok: true; payload: ReportPayload } | { ok: false; problem: string };

/** The report for the page's address; a range or filter the endpoint refuses (400) is shown, not thrown. */
async function loadReportPage(key: ReportKey, search: URLSearchParams): Promise<ReportPageData> {
  try {
    return { ok: true, payload: await loadReport(key, search) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return { ok: false, problem: error.message };
    throw error;
  }
}

function ReportView({ reportKey }: { reportKey: ReportKey }) {
  const data = useLoaderData() as ReportPageData;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const { title } = REPORTS[reportKey];
  const payload = data.ok ? data.payload : null;
  // A refused range has no payload; its filters stay those of the last report shown.
  const [filters, setFilters] = useState<ReportFilter[]>(payload?.filters ?? []);
  if (payload && payload.filters !== filters) setFilters(payload.filters);
  // With a choice of stores, the page and its downloads say which stores the figures are of.
  const storeFilter = payload?.filters.find((filter) => filter.key === STORE_FILTER);
  const stores = storeFilter?.options.find((option) => option.value === storeFilter.value)?.label;

  return (
    <>
      <PageHeader
        title={title}
        description={
          payload ? [payload.range.label, formatDayRange(payload.range), stores].filter(Boolean).join(' · ') : undefined
        }
      />
      <ReportControls
        key={params.toString()}
        filters={filters}
        problem={data.ok ? null : data.problem}
        busy={loading}
      />
      {payload && (
        <div
          aria-busy={loading}
          className={`flex flex-col gap-6 ${loading ? 'opacity-60' : ''}`}
          data-report={reportKey}
        >
          {loading && (
            <p role="status" className="font-semibold">
              Loading the report…
            </p>
          )}
          {payload.empty ? (
            <p className="rounded-xl border border-ink/10 bg-surface p-6" data-report-empty>
              No {title.toLowerCase()} to show for {formatDayRange(payload.range)}. Choose other dates or filters.
            </p>
          ) : (
            <>
              <HeadlineMetrics metrics={payload.metrics} previous={payload.range.previous} />
              {payload.tables.map((table) => (
                <ReportTableView
                  key={table.key}
                  table={table}
                  fileName={reportCsvFileName(reportKey, payload.range, table.key, storeFilter?.value)}
                />
              ))}
            </>
          )}
        </div>
      )}
    </>
  );
}

const modules = new Map<ReportKey, PageModule>();

/** The page module of one report (made once per report, so its component keeps its identity). */
export function reportModule(key: ReportKey): PageModule {
  let module = modules.get(key);
  if (!module) {
    module = {
      loader: ({ request }: LoaderFunctionArgs) => loadReportPage(key, new URL(request.url).searchParams),
      Component: () => <ReportView reportKey={key} />,
    };
    modules.set(key, module);
  }
  return module;
}
