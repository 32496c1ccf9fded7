/**
 * Web-vitals ratings with the limits of spec §9: at or under "good" is good, over "poor" is poor,
 * between is needs-improvement. Times in milliseconds; CLS is unitless.
 */
export const METRIC_NAMES = ['FCP', 'LCP', 'CLS', 'INP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
export type Rating = 'good' | 'needs-improvement' | 'poor';

export const THRESHOLDS: Readonly<Record<MetricName, { good: number; poor: number }>> = {
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  TTFB: { good: 800, poor: 1800 },
};

export function rateMetric(name: MetricName, value: number): Rating {
  const { good, poor } = THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}
