import { parseSentryDsn } from '#lib/monitoring/sentry-dsn.ts';
import type { ThirdPartySettings } from '#lib/security/third-party-sources.ts';
import { ConfigurationError } from './configuration-error.ts';

/** The variables of the outside services, as astro:env read them. */
export interface ThirdPartyVariables {
  PUBLIC_RECAPTCHA_SITE_KEY?: string;
  PUBLIC_GTM_ID?: string;
  PUBLIC_GTM_STAGING_ID?: string;
  SENTRY_DSN?: string;
  SENTRY_TRACES_SAMPLE_RATE: number;
}

/** A container id as Google Tag Manager shows it, e.g. GTM-AB12CD3. */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** reCAPTCHA site keys are 40 characters of letters, digits, `-` and `_`. */
const RECAPTCHA_SITE_KEY = /^[\w-]{20,80}$/;

/**
 * Checks the outside services' variables. They end up in every page's HTML and in its policy, so a
 * malformed one stops the start instead of shipping a broken script tag to every visitor.
 */
export function readThirdPartySettings(env: ThirdPartyVariables): ThirdPartySettings {
  const problems: string[] = [];
  const check = (name: keyof ThirdPartyVariables, pattern: RegExp, hint: string): string | undefined => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string' && pattern.test(value)) return value;
    problems.push(`${name} must be ${hint} (got "${String(value)}").`);
    return undefined;
  };
  const recaptchaSiteKey = check('PUBLIC_RECAPTCHA_SITE_KEY', RECAPTCHA_SITE_KEY, 'a reCAPTCHA v3 site key');
  const production = check('PUBLIC_GTM_ID', GTM_ID, 'a tag manager container id like GTM-AB12CD3');
  const staging = check('PUBLIC_GTM_STAGING_ID', GTM_ID, 'a tag manager container id like GTM-AB12CD3');
  let sentry: ThirdPartySettings['sentry'];
  if (env.SENTRY_DSN) {
    const dsn = parseSentryDsn(env.SENTRY_DSN);
    if (dsn) sentry = { ...dsn, tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE };
    else problems.push('SENTRY_DSN must be a Sentry DSN like https://<key>@o0.ingest.sentry.io/<project>.');
  }
  if (problems.length > 0) throw new ConfigurationError(problems.join('\n'));
  return { recaptchaSiteKey, tagManager: { production, staging }, sentry };
}
