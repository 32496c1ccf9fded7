import { describe, expect, it } from 'vitest';
import {
  marketingScriptsFor,
  pageSources,
  RECAPTCHA_SOURCES,
  TAG_MANAGER_SOURCES,
  type ThirdPartySettings,
} from './third-party-sources.ts';

const none: ThirdPartySettings = { tagManager: {} };
const everything: ThirdPartySettings = {
  recaptchaSiteKey: '6LcTestKeyTestKeyTestKeyTestKeyTestKey01',
  tagManager: { production: 'GTM-LIVE123', staging: 'GTM-STAGE12' },
  sentry: {
    dsn: 'https://key@o1.ingest.sentry.io/2',
    ingestOrigin: 'https://o1.ingest.sentry.io',
    tracesSampleRate: 0.1,
  },
};

describe('third-party sources', () => {
  it('allow no outside host when nothing is configured', () => {
    expect(pageSources(none, '/')).toEqual({ 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [] });
    expect(marketingScriptsFor(none, '/', false)).toBeNull();
  });

  it('allow the tag manager, reCAPTCHA and the Sentry ingest host when configured', () => {
    const sources = pageSources(everything, '/products/x');
    expect(sources['script-src']).toEqual([...TAG_MANAGER_SOURCES['script-src'], ...RECAPTCHA_SOURCES['script-src']]);
    expect(sources['frame-src']).toEqual(RECAPTCHA_SOURCES['frame-src']);
    expect(sources['connect-src']).toContain('https://o1.ingest.sentry.io');
  });

  it('allow only error reporting under /dashboard', () => {
    for (const path of ['/dashboard', '/dashboard/', '/dashboard/orders']) {
      expect(pageSources(everything, path)).toEqual({
        'script-src': [],
        'connect-src': ['https://o1.ingest.sentry.io'],
        'img-src': [],
        'frame-src': [],
      });
      expect(marketingScriptsFor(everything, path, false)).toBeNull();
    }
    // Only the dashboard itself: a page that merely starts with the word is a storefront page.
    expect(marketingScriptsFor(everything, '/dashboards-guide', false)).not.toBeNull();
  });

  it('load the staging container on a staging site and the production one on the live site', () => {
    expect(marketingScriptsFor(everything, '/', false)).toEqual({
      tagManagerId: 'GTM-LIVE123',
      recaptchaSiteKey: everything.recaptchaSiteKey,
      staging: false,
    });
    expect(marketingScriptsFor(everything, '/', true)?.tagManagerId).toBe('GTM-STAGE12');
    // A staging site without a staging container tracks nothing (its visits are not real shoppers).
    const liveOnly = { tagManager: { production: 'GTM-LIVE123' } };
    expect(marketingScriptsFor(liveOnly, '/', true)).toBeNull();
    expect(pageSources(liveOnly, '/')['script-src']).toEqual(TAG_MANAGER_SOURCES['script-src']);
  });
});
