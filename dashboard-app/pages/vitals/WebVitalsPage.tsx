import { Form, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { METRIC_NAMES, THRESHOLDS } from '#lib/vitals/thresholds.ts';
import { formatMetric, REPORT_PERIODS, type GroupSummary } from '#lib/vitals/vitals-report.ts';
import { loadVitalsReport } from '../../api/vitals.ts';
import { Button } from '../../ui/Button.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { MetricValue } from './MetricValue.tsx';
import { RatingSplit } from './RatingSplit.tsx';
import { TrendChart } from './TrendChart.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  return loadVitalsReport(new URL(request.url).searchParams);
}

const METRIC_TITLES = {
  FCP: 'First Contentful Paint',
  LCP: 'Largest Contentful Paint',
  CLS: 'Cumulative Layout Shift',
  INP: 'Interaction to Next Paint',
  TTFB: 'Time to First Byte',
} as const;

const DEVICE_NAMES: Record<string, string> = { mobile: 'Phones', tablet: 'Tablets', desktop: 'Computers' };

/** Each page or device with every metric's p75 and how many views it is of; the file has the p75s. */
function GroupTable({
  caption,
  groups,
  keyHeading,
  keyLabel = (key) => key,
  fileName,
}: {
  caption: string;
  groups: GroupSummary[];
  keyHeading: string;
  keyLabel?: (key: string) => string;
  fileName: string;
}) {
  const columns: Column<GroupSummary>[] = [
    {
      label: keyHeading,
      rowHeader: true,
      className: 'font-mono text-sm font-semibold',
      cell: (group) => keyLabel(group.key),
      csv: (group) => keyLabel(group.key),
    },
    ...METRIC_NAMES.map((name): Column<GroupSummary> => ({
      label: `${name} p75`,
      header: (
        <>
          <abbr title={METRIC_TITLES[name]}>{name}</abbr> p75
        </>
      ),
      cell: (group) => {
        const metric = group.metrics.find((candidate) => candidate.name === name);
        return (
          metric && (
            <>
              <MetricValue metric={metric} />
              <span className="block text-xs text-ink-muted">{metric.samples} views</span>
            </>
          )
        );
      },
      csv: (group) => group.metrics.find((candidate) => candidate.name === name)?.p75 ?? null,
    })),
  ];
  return (
    <DataTable
      caption={caption}
      captionShown
      framed
      columns={columns}
      rows={groups}
      rowKey={(group) => group.key}
      rowAttributes={(group) => ({ 'data-group': group.key })}
      csvExport={{ fileName, label: `Download ${caption.toLowerCase()} (CSV)` }}
    />
  );
}

/**
 * Web vitals from shoppers' browsers: for each metric, the 75th percentile and the share of page
 * views rated good, needs improvement and poor (spec §9 limits), per route and device, with the
 * daily trend. The filters live in the address, so a view can be shared.
 */
export function Component() {
  const report = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const total = report.overall.reduce((sum, metric) => Math.max(sum, metric.samples), 0);

  return (
    <>
      <PageHeader title="Web vitals" description="How fast the store feels to shoppers, measured in their browsers." />
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-4 rounded-xl border border-ink/10 bg-surface p-4">
        <label className="flex flex-col gap-1 font-semibold">
          Period
          <select
            name="period"
            defaultValue={String(report.period)}
            className="rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 font-normal"
          >
            {REPORT_PERIODS.map((days) => (
              <option key={days} value={days}>
                {days === 1 ? 'Last 24 hours' : `Last ${days} days`}
              </option>
            ))}
          </select>
        </label>
        <label className="flex max-w-full min-w-0 flex-col gap-1 font-semibold">
          Page
          {/* A long address would otherwise widen the list past a phone's screen. */}
          <select
            name="route"
            defaultValue={params.get('route') ?? ''}
            className="max-w-full rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 font-normal"
          >
            <option value="">All pages</option>
            {report.routes.map((route) => (
              <option key={route} value={route}>
                {route}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-semibold">
          Device
          <select
            name="device"
            defaultValue={params.get('device') ?? ''}
            className="rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 font-normal"
          >
            <option value="">All devices</option>
            <option value="mobile">Phones</option>
            <option value="tablet">Tablets</option>
            <option value="desktop">Computers</option>
          </select>
        </label>
        <Button type="submit">Show</Button>
      </Form>

      {total === 0 ? (
        <p className="rounded-xl border border-ink/10 bg-surface p-6">
          No measurements in this period yet. Shoppers' browsers send them as they leave a page.
        </p>
      ) : (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="vitals-overall">
            <h2 id="vitals-overall" className="mb-3 text-lg font-bold text-brand-900">
              All selected page views
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {report.overall.map((metric) => (
                <li
                  key={metric.name}
                  className="rounded-xl border border-ink/10 bg-surface p-4"
                  data-metric={metric.name}
                >
                  <h3 className="font-bold">
                    {METRIC_TITLES[metric.name]} <span className="text-ink-muted">({metric.name})</span>
                  </h3>
                  <p className="mt-2 text-sm text-ink-muted">
                    p75 of {metric.samples} views · good ≤ {formatMetric(metric.name, THRESHOLDS[metric.name].good)},
                    poor &gt; {formatMetric(metric.name, THRESHOLDS[metric.name].poor)}
                  </p>
                  <div className="mt-2 text-xl">
                    <MetricValue metric={metric} />
                  </div>
                  <div className="mt-3">
                    <RatingSplit metric={metric} />
                  </div>
                  <div className="mt-3">
                    <TrendChart name={metric.name} trend={report.trend} period={report.period} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <GroupTable caption="By page" keyHeading="Page" groups={report.byRoute} fileName="web-vitals-by-page.csv" />
          <GroupTable
            caption="By device"
            keyHeading="Device"
            groups={report.byDevice}
            keyLabel={(key) => DEVICE_NAMES[key] ?? key}
            fileName="web-vitals-by-device.csv"
          />
        </div>
      )}
    </>
  );
}
