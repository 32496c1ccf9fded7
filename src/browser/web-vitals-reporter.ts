/**
 * Reports how fast public pages are for real shoppers (spec §7): FCP, LCP, CLS, INP and TTFB from
 * the web-vitals attribution build, gathered while the page is open and sent in one beacon to
 * /api/_web-vitals when the page is hidden (switching tabs, closing, navigating away).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type {
  CLSMetricWithAttribution,
  FCPMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  TTFBMetricWithAttribution,
} from 'web-vitals';

type AnyMetric =
  | CLSMetricWithAttribution
  | FCPMetricWithAttribution
  | INPMetricWithAttribution
  | LCPMetricWithAttribution
  | TTFBMetricWithAttribution;

interface Beacon {
  name: AnyMetric['name'];
  value: number;
  rating: AnyMetric['rating'];
  id: string;
  navigationType: string;
  path: string;
  attribution: Record<string, unknown>;
}

const ENDPOINT = '/api/_web-vitals';
const pending = new Map<string, Beacon>();

/** The few attribution details that explain a metric, in the shape the endpoint accepts. */
function attributionOf(metric: AnyMetric): Record<string, unknown> {
  switch (metric.name) {
    case 'INP': {
      const a = metric.attribution;
      const script = a.longestScript;
      return {
        interactionTarget: a.interactionTarget?.slice(0, 500),
        interactionType: a.interactionType,
        interactionTime: a.interactionTime,
        inputDelay: a.inputDelay,
        processingDuration: a.processingDuration,
        presentationDelay: a.presentationDelay,
        loadState: a.loadState,
        longestScript: script && {
          url: script.entry.sourceURL?.slice(0, 1000),
          invoker: script.entry.invoker?.slice(0, 500),
          subpart: script.subpart,
          duration: script.intersectingDuration,
        },
      };
    }
    case 'LCP':
      return { target: metric.attribution.target?.slice(0, 500) };
    case 'CLS':
      return { target: metric.attribution.largestShiftTarget?.slice(0, 500), loadState: metric.attribution.loadState };
    case 'FCP':
      return { loadState: metric.attribution.loadState };
    default:
      return {};
  }
}

function remember(metric: AnyMetric) {
  // A metric can report again as it changes (CLS, INP); the latest value replaces the earlier one.
  pending.set(metric.id, {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    path: location.pathname,
    attribution: JSON.parse(JSON.stringify(attributionOf(metric))),
  });
}

function flush() {
  if (pending.size === 0) return;
  const body = JSON.stringify([...pending.values()]);
  pending.clear();
  const blob = new Blob([body], { type: 'application/json' });
  if (!navigator.sendBeacon?.(ENDPOINT, blob)) {
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => {});
  }
}

onFCP(remember);
onLCP(remember);
onCLS(remember);
onINP(remember);
onTTFB(remember);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});
addEventListener('pagehide', flush);
