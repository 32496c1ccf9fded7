import type { DeviceClass } from '#lib/user-agent.ts';
import { METRIC_NAMES, rateMetric, type MetricName } from '#lib/vitals/thresholds.ts';
import type { GroupSummary, MetricSummary, ReportPeriod, TrendPoint, VitalsReport } from '#lib/vitals/vitals-report.ts';
import type { Queryable } from '../db/database.ts';

interface SummaryRow extends Record<string, unknown> {
  key: string;
  name: MetricName;
  samples: number;
  p75: number;
  good: number;
  needs_improvement: number;
  poor: number;
}

/** The most routes the per-route table lists (the busiest ones). */
const ROUTE_LIMIT = 25;

function summary(name: MetricName, row: SummaryRow | undefined): MetricSummary {
  if (!row) return { name, samples: 0, p75: null, rating: null, good: 0, needsImprovement: 0, poor: 0 };
  return {
    name,
    samples: row.samples,
    p75: row.p75,
    rating: rateMetric(name, row.p75),
    good: row.good,
    needsImprovement: row.needs_improvement,
    poor: row.poor,
  };
}

function groups(rows: SummaryRow[], keys: readonly string[]): GroupSummary[] {
  return keys.map((key) => ({
    key,
    metrics: METRIC_NAMES.map((name) =>
      summary(
        name,
        rows.find((row) => row.key === key && row.name === name),
      ),
    ),
  }));
}

/**
 * The web-vitals report (spec §9 thresholds): for the period and filters, each metric's p75 and
 * its good / needs-improvement / poor split overall, per route and per device, and the daily p75
 * trend. Computed in the database from the stored beacons (indexed by metric and time).
 */
export async function loadVitalsReport(
  db: Queryable,
  {
    period,
    route,
    device,
    timeZone,
    now = new Date(),
  }: { period: ReportPeriod; route: string | null; device: DeviceClass | null; timeZone: string; now?: Date },
): Promise<VitalsReport> {
  const since = new Date(now.getTime() - period * 86_400_000);
  const where = `received_at >= $1 and received_at <= $2 and ($3::text is null or route = $3) and ($4::text is null or device = $4)`;
  const params = [since, now, route, device];
  const aggregate = `count(*)::int as samples,
        percentile_cont(0.75) within group (order by value) as p75,
        (count(*) filter (where rating = 'good'))::int as good,
        (count(*) filter (where rating = 'needs-improvement'))::int as needs_improvement,
        (count(*) filter (where rating = 'poor'))::int as poor`;

  const [overall, byRoute, byDevice, trend, routes] = await Promise.all([
    db.query<SummaryRow>(
      `select '' as key, name, ${aggregate} from web_vital_beacons where ${where} group by name`,
      params,
    ),
    db.query<SummaryRow>(
      `select route as key, name, ${aggregate} from web_vital_beacons where ${where} group by route, name`,
      params,
    ),
    db.query<SummaryRow>(
      `select device as key, name, ${aggregate} from web_vital_beacons where ${where} group by device, name`,
      params,
    ),
    db.query<{ day: string; name: MetricName; p75: number; samples: number }>(
      `select to_char(received_at at time zone $5, 'YYYY-MM-DD') as day, name,
              percentile_cont(0.75) within group (order by value) as p75, count(*)::int as samples
         from web_vital_beacons where ${where}
        group by 1, name order by 1`,
      [...params, timeZone],
    ),
    db.query<{ route: string }>(
      `select route from web_vital_beacons where received_at >= $1 and received_at <= $2 group by route order by count(*) desc, route limit 200`,
      [since, now],
    ),
  ]);

  const busiest = [...new Set(byRoute.map((row) => row.key))]
    .map((key) => ({
      key,
      samples: byRoute.filter((row) => row.key === key).reduce((sum, row) => sum + row.samples, 0),
    }))
    .sort((a, b) => b.samples - a.samples || a.key.localeCompare(b.key))
    .slice(0, ROUTE_LIMIT)
    .map(({ key }) => key);
  const devices = (['mobile', 'tablet', 'desktop'] as const).filter((key) => byDevice.some((row) => row.key === key));
  const days = new Map<string, TrendPoint>();
  for (const row of trend) {
    const point = days.get(row.day) ?? { day: row.day, metrics: [] };
    point.metrics.push({ name: row.name, p75: row.p75, samples: row.samples });
    days.set(row.day, point);
  }

  return {
    period,
    route,
    device,
    overall: METRIC_NAMES.map((name) =>
      summary(
        name,
        overall.find((row) => row.name === name),
      ),
    ),
    byRoute: groups(byRoute, busiest),
    byDevice: groups(byDevice, devices),
    trend: [...days.values()],
    routes: routes.map((row) => row.route),
  };
}
