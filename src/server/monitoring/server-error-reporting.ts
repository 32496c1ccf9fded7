import { beforeSendFilter } from '#lib/monitoring/error-report-filter.ts';
import { withRouteAddresses, type ReportedPage } from '#lib/monitoring/report-addresses.ts';
import { NO_ROUTE } from '#lib/routing/route-table.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { routePatternOf } from '../routing/page-routes.ts';

/**
 * Error reporting on the server (spec §8), on when SENTRY_DSN is set. The SDK is imported only
 * then, when the runtime starts: without a DSN no Sentry code is loaded, and nothing is sent.
 * It reports what the error page catches (reportServerError) and, through the SDK's own handlers,
 * uncaught exceptions and unhandled rejections; navigation errors with a 3xx/4xx status are left
 * out (src/lib/monitoring/error-report-filter.ts). An event names its request by the route it
 * matched, never by its address (src/lib/monitoring/report-addresses.ts). Errors only: no request
 * tracing on the server, which would slow every page down (the browser traces page loads and its
 * same-origin calls).
 */
type Capture = (error: unknown) => void;

let capture: Promise<Capture | null> = Promise.resolve(null);

/** Starts the SDK once, if the configuration has a DSN. */
export function startServerErrorReporting(config: RuntimeConfig): Promise<Capture | null> {
  const sentry = config.thirdParties.sentry;
  if (!sentry) return capture;
  capture = import('@sentry/astro').then(
    ({ init, captureException }) => {
      init({
        dsn: sentry.dsn,
        environment: config.staging.forced ? 'staging' : 'production',
        // The server calls no other part of the store over HTTP; nothing gets trace headers.
        tracePropagationTargets: [],
        beforeSend: (event, hint) => {
          const kept = beforeSendFilter(event, hint);
          return kept && withRouteAddresses(kept, requestOf(kept));
        },
      });
      return (error: unknown) => void captureException(error);
    },
    (error: unknown) => {
      console.error('Error reporting could not start:', error);
      return null;
    },
  );
  return capture;
}

/** The request an event happened in, as the SDK recorded it, and the route its address matches. */
function requestOf(event: { request?: { url?: string } }): ReportedPage {
  const url = event.request?.url ?? '';
  try {
    return { url, route: routePatternOf(new URL(url).pathname) };
  } catch {
    return { url, route: NO_ROUTE };
  }
}

/** Reports an error the store caught (the 500 page); does nothing when reporting is off. */
export function reportServerError(error: unknown): void {
  void capture.then((report) => report?.(error));
}

/**
 * What the error page answers for an error a page threw: a database that cannot be reached is a
 * 503 with `Retry-After` (logged as a warning, not reported: nothing in the store is broken); any
 * other error is a 500, logged and reported. The log names the page by its route, not its path.
 */
export function answerRenderError(
  error: unknown,
  path: string,
): { status: 503; retryAfterSeconds: number } | { status: 500 } {
  const route = routePatternOf(path);
  if (isDatabaseUnavailable(error)) {
    console.warn('The database cannot be reached; answered 503:', route);
    return { status: 503, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  console.error('Unhandled error while rendering', route, error);
  reportServerError(error);
  return { status: 500 };
}
