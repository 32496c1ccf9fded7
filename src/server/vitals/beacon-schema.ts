import { z } from 'zod';
import { METRIC_NAMES } from '#lib/vitals/thresholds.ts';

/** The largest beacon body accepted; a batch of five metrics with attribution is about 3 KB. */
export const MAX_BEACON_BYTES = 16 * 1024;
export const MAX_METRICS_PER_BEACON = 20;

const text = (max: number) => z.string().max(max);
const duration = z.number().min(0).max(3_600_000);

/** What the browser may say about why a metric is what it is (web-vitals attribution build). */
const Attribution = z
  .object({
    interactionTarget: text(500).optional(),
    interactionType: z.enum(['pointer', 'keyboard']).optional(),
    interactionTime: duration.optional(),
    inputDelay: duration.optional(),
    processingDuration: duration.optional(),
    presentationDelay: duration.optional(),
    loadState: z.enum(['loading', 'dom-interactive', 'dom-content-loaded', 'complete']).optional(),
    /** LCP's element, CLS's largest shift target. */
    target: text(500).optional(),
    longestScript: z
      .object({
        url: text(1000).optional(),
        invoker: text(500).optional(),
        subpart: text(40).optional(),
        duration: duration.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export const Beacon = z
  .object({
    name: z.enum(METRIC_NAMES),
    value: z.number().min(0).max(3_600_000),
    rating: z.enum(['good', 'needs-improvement', 'poor']),
    id: text(100).optional(),
    navigationType: text(40).optional(),
    path: z.string().min(1).max(1000).startsWith('/'),
    attribution: Attribution.default({}),
  })
  .strict();

/** One beacon or a batch of them (the page sends what it gathered when it is hidden). */
export const BeaconBody = z.union([
  Beacon.transform((beacon) => [beacon]),
  z.array(Beacon).min(1).max(MAX_METRICS_PER_BEACON),
]);

export type Beacon = z.infer<typeof Beacon>;
