import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './configuration-error.ts';
import { readThirdPartySettings } from './third-party-config.ts';

const base = { SENTRY_TRACES_SAMPLE_RATE: 0.1 };

describe('third-party configuration', () => {
  it('is empty when nothing is set', () => {
    expect(readThirdPartySettings(base)).toEqual({ recaptchaSiteKey: undefined, tagManager: {}, sentry: undefined });
    expect(
      readThirdPartySettings({ ...base, PUBLIC_GTM_ID: '', SENTRY_DSN: '' }).tagManager.production,
    ).toBeUndefined();
  });

  it('reads every service', () => {
    expect(
      readThirdPartySettings({
        ...base,
        PUBLIC_RECAPTCHA_SITE_KEY: '6LcTestKeyTestKeyTestKeyTestKeyTestKey01',
        PUBLIC_GTM_ID: 'GTM-LIVE123',
        PUBLIC_GTM_STAGING_ID: 'GTM-STAGE12',
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      }),
    ).toEqual({
      recaptchaSiteKey: '6LcTestKeyTestKeyTestKeyTestKeyTestKey01',
      tagManager: { production: 'GTM-LIVE123', staging: 'GTM-STAGE12' },
      sentry: {
        dsn: 'https://key@o1.ingest.sentry.io/2',
        ingestOrigin: 'https://o1.ingest.sentry.io',
        tracesSampleRate: 0.1,
      },
    });
  });

  it('names every malformed variable', () => {
    let error: unknown;
    try {
      readThirdPartySettings({
        ...base,
        PUBLIC_GTM_ID: 'UA-1234',
        PUBLIC_RECAPTCHA_SITE_KEY: 'short"><script>',
        SENTRY_DSN: 'https://sentry.io',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const message = (error as Error).message;
    for (const name of ['PUBLIC_GTM_ID', 'PUBLIC_RECAPTCHA_SITE_KEY', 'SENTRY_DSN']) expect(message).toContain(name);
  });
});
