import { describe, expect, it } from 'vitest';
import { parseSentryDsn } from './sentry-dsn.ts';

describe('Sentry DSN', () => {
  it('gives the origin events are sent to', () => {
    expect(parseSentryDsn('https://abc123@o4500.ingest.us.sentry.io/4501')).toEqual({
      dsn: 'https://abc123@o4500.ingest.us.sentry.io/4501',
      ingestOrigin: 'https://o4500.ingest.us.sentry.io',
    });
    expect(parseSentryDsn('http://key@sentry.internal:9000/sub/path/12')?.ingestOrigin).toBe(
      'http://sentry.internal:9000',
    );
  });

  it.each([
    '',
    'not a url',
    'https://o1.ingest.sentry.io/2',
    'https://key@o1.ingest.sentry.io/',
    'ftp://key@host/1',
    'https://key@host/project',
  ])('refuses %j', (value) => expect(parseSentryDsn(value)).toBeNull());
});
