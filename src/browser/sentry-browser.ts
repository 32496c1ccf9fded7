/**
 * The Sentry browser SDK, in a chunk of its own: error-reporting.ts imports it only on an instance
 * with SENTRY_DSN, so a store without error reporting never downloads or runs any of it.
 */
import { captureException, init } from '@sentry/astro';
import { beforeSendFilter, sameOriginTraceTargets } from '#lib/monitoring/error-report-filter.ts';
import { withRouteAddresses } from '#lib/monitoring/report-addresses.ts';

export interface BrowserReportingSettings {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
  /** The page's route, which the server matched (`/products/[slug]`). */
  route: string;
}

/**
 * Starts the SDK (uncaught errors and rejections, page-load and navigation traces) and returns how
 * to report more. Every event and trace names the page by its route, not its address.
 */
export function startSentry({
  dsn,
  environment,
  tracesSampleRate,
  route,
}: BrowserReportingSettings): (error: unknown) => void {
  const page = () => ({ url: location.href, route });
  init({
    dsn,
    environment,
    tracesSampleRate,
    tracePropagationTargets: sameOriginTraceTargets(location.origin),
    beforeSend: (event, hint) => {
      const kept = beforeSendFilter(event, hint);
      return kept && withRouteAddresses(kept, page());
    },
    beforeSendTransaction: (event) => withRouteAddresses(event, page()),
  });
  return (error) => void captureException(error);
}
