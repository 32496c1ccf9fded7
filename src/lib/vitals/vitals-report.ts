import type { DeviceClass } from '../user-agent.ts';
import type { MetricName, Rating } from './thresholds.ts';

/** The periods the report covers, in days back from now. */
export const REPORT_PERIODS = [1, 7, 28, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** How one metric did over a set of page views: its 75th percentile and the share in each rating. */
export interface MetricSummary {
  name: MetricName;
  samples: number;
  /** The 75th percentile (ms, or unitless for CLS), null without samples. */
  p75: number | null;
  /** The rating of the p75 by the spec's thresholds, null without samples. */
  rating: Rating | null;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface GroupSummary {
  /** The route pattern (`/products/[slug]`) or the device class. */
  key: string;
  metrics: MetricSummary[];
}

export interface TrendPoint {
  /** The day (YYYY-MM-DD, in the store's time zone). */
  day: string;
  metrics: { name: MetricName; p75: number; samples: number }[];
}

export interface VitalsReport {
  period: ReportPeriod;
  route: string | null;
  device: DeviceClass | null;
  overall: MetricSummary[];
  byRoute: GroupSummary[];
  byDevice: GroupSummary[];
  trend: TrendPoint[];
  /** Every route with beacons in the period, for the filter. */
  routes: string[];
}

/** A metric's value as people read it: milliseconds rounded, CLS with two decimals. */
export function formatMetric(name: MetricName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}
