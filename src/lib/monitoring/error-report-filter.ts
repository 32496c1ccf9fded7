/**
 * Which errors go to error reporting (spec §8): every uncaught error, except navigation errors
 * with a status from 300 to 499 — a redirect, a missing page or a refused route is the router
 * doing its job, not a fault. A navigation error is what a router raises for a route: React
 * Router's error responses (`{ status, statusText, data }`, what the dashboard's router throws for
 * an unknown or refused route) and errors named `NavigationError`.
 */

/** The status of a navigation error, or null when `error` is not one. */
export function navigationErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as {
    name?: unknown;
    status?: unknown;
    statusCode?: unknown;
    statusText?: unknown;
    data?: unknown;
  };
  const status = typeof candidate.status === 'number' ? candidate.status : candidate.statusCode;
  if (typeof status !== 'number') return null;
  const routerResponse = typeof candidate.statusText === 'string' && 'data' in candidate;
  const named = typeof candidate.name === 'string' && candidate.name.endsWith('NavigationError');
  return routerResponse || named ? status : null;
}

/** Whether an error is left out of error reports. */
export function isIgnoredError(error: unknown): boolean {
  const status = navigationErrorStatus(error);
  return status !== null && status >= 300 && status <= 499;
}

/**
 * Sentry's `beforeSend`: drops the event of an ignored error, keeps every other event as it is.
 * Generic over the event type so the browser and the server SDK share it.
 */
export function beforeSendFilter<Event>(event: Event, hint: { originalException?: unknown } | undefined): Event | null {
  return isIgnoredError(hint?.originalException) ? null : event;
}

/**
 * `tracePropagationTargets` for the browser: trace headers go only to the store's own origin
 * (relative URLs and absolute ones on `origin`), never to the tag manager, reCAPTCHA or any host.
 */
export function sameOriginTraceTargets(origin: string): RegExp[] {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [/^\/(?!\/)/, new RegExp(`^${escaped}(?:[/?#]|$)`)];
}
