/**
 * A Sentry DSN (`https://<public key>@<ingest host>/<project id>`): the browser posts its events to
 * the DSN's origin, which the Content-Security-Policy must allow in `connect-src`.
 */
export interface SentryDsn {
  dsn: string;
  /** Where events go, e.g. `https://o123.ingest.us.sentry.io`. */
  ingestOrigin: string;
}

/** Parses a DSN, or returns null when it is not one. */
export function parseSentryDsn(value: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.username || !/^\/(?:[\w.-]+\/)*\d+\/?$/.test(url.pathname)) return null;
  return { dsn: value, ingestOrigin: url.origin };
}
