/**
 * The Sentry browser SDK, in a chunk of its own: error-reporting.ts imports it only on an instance
 * with SENTRY_DSN, so a store without error reporting never downloads or runs any of it.
 */
import { captureException, init } from '@sentry/astro';
import { beforeSendFilter, sameOriginTraceTargets } from '#lib/monitoring/error-report-filter.ts';

export interface BrowserReportingSettings {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
}

/** Starts the SDK (uncaught errors and rejections, page-load and navigation traces) and returns how to report more. */
export function startSentry({
  dsn,
  environment,
  tracesSampleRate,
}: BrowserReportingSettings): (error: unknown) => void {
  init({
    dsn,
    environment,
    tracesSampleRate,
    tracePropagationTargets: sameOriginTraceTargets(location.origin),
    beforeSend: (event, hint) => beforeSendFilter(event, hint),
  });
  return (error) => void captureException(error);
}
