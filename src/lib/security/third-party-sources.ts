/**
 * The outside services a page may load, and the hosts each one needs in the Content-Security-Policy.
 * A service is only ever allowed when it is configured (spec §7: reCAPTCHA v3, the tag manager,
 * error reporting); without configuration the policy allows the store's own origin and nothing else.
 */

/** Sources to add to a page's policy, per directive. */
export interface PolicySources {
  'script-src': string[];
  'connect-src': string[];
  'img-src': string[];
  'frame-src': string[];
}

/** What this instance is configured to load in the browser. */
export interface ThirdPartySettings {
  /** reCAPTCHA v3 site key. */
  recaptchaSiteKey?: string;
  /** Tag manager container ids: `production` on the live site, `staging` on a staging site. */
  tagManager: { production?: string; staging?: string };
  /** Error reporting: the Sentry DSN and the origin its events are sent to. */
  sentry?: { dsn: string; ingestOrigin: string; tracesSampleRate: number };
}

/** Google Tag Manager and the Google Analytics endpoints its tags send to. */
export const TAG_MANAGER_SOURCES: Readonly<PolicySources> = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'frame-src': [],
};

/** reCAPTCHA v3, as Google documents it for sites with a CSP. */
export const RECAPTCHA_SOURCES: Readonly<PolicySources> = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'connect-src': ['https://www.google.com/recaptcha/'],
  'img-src': [],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** The dashboard is never tracked and has no forms that need reCAPTCHA (spec §7). */
export function loadsMarketingScripts(pathname: string): boolean {
  return !(pathname === '/dashboard' || pathname.startsWith('/dashboard/'));
}

/** The tag manager container for this site, or undefined when none is configured for it. */
export function tagManagerContainer(settings: ThirdPartySettings, staging: boolean): string | undefined {
  return staging ? settings.tagManager.staging : settings.tagManager.production;
}

/**
 * The outside hosts a page at `pathname` may use. The tag manager's hosts are allowed when either
 * container is configured, so a page's policy does not depend on the staging switch (a store
 * setting that can change while a page sits in the page cache).
 */
export function pageSources(settings: ThirdPartySettings, pathname: string): PolicySources {
  const sources: PolicySources = { 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [] };
  const add = (more: Readonly<PolicySources>) => {
    for (const directive of Object.keys(sources) as (keyof PolicySources)[])
      sources[directive].push(...more[directive]);
  };
  if (loadsMarketingScripts(pathname)) {
    if (settings.tagManager.production || settings.tagManager.staging) add(TAG_MANAGER_SOURCES);
    if (settings.recaptchaSiteKey) add(RECAPTCHA_SOURCES);
  }
  if (settings.sentry) sources['connect-src'].push(settings.sentry.ingestOrigin);
  return sources;
}

/** What a page's tag manager and reCAPTCHA loader needs, or null when the page loads neither. */
export interface MarketingScripts {
  tagManagerId?: string;
  recaptchaSiteKey?: string;
  staging: boolean;
}

/** The outside scripts for a page at `pathname` on a live or staging site (none on /dashboard, none unconfigured). */
export function marketingScriptsFor(
  settings: ThirdPartySettings,
  pathname: string,
  staging: boolean,
): MarketingScripts | null {
  if (!loadsMarketingScripts(pathname)) return null;
  const tagManagerId = tagManagerContainer(settings, staging);
  const { recaptchaSiteKey } = settings;
  return tagManagerId || recaptchaSiteKey ? { tagManagerId, recaptchaSiteKey, staging } : null;
}
