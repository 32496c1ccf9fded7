import type { BrowserContext, Page, Route } from '@playwright/test';

/**
 * The outside services as the end-to-end server is configured with them: a tag manager container
 * and a reCAPTCHA site key, so the suite runs every page with them on and under the policy that
 * allows them. Their scripts never come from the internet: STAND_IN answers instead.
 */
export const THIRD_PARTY_TEST_CONFIG = {
  PUBLIC_GTM_ID: 'GTM-E2ELIVE',
  PUBLIC_GTM_STAGING_ID: 'GTM-E2ESTAGE',
  PUBLIC_RECAPTCHA_SITE_KEY: '6LcE2eTestSiteKeyE2eTestSiteKeyE2eTest01',
} as const;

/** Requests to the tag manager's and reCAPTCHA's hosts. */
export const THIRD_PARTY_REQUEST =
  /^https:\/\/(?:www\.googletagmanager\.com|www\.google\.com\/recaptcha|www\.gstatic\.com\/recaptcha|recaptcha\.google\.com)\//;

/** A harmless script in place of the real one. */
function standIn(route: Route) {
  return route.fulfill({
    status: 200,
    contentType: 'text/javascript',
    body: 'window.__thirdPartyStandIns = (window.__thirdPartyStandIns || 0) + 1;',
  });
}

/** Answers every third-party request of `target` with the stand-in; returns the URLs asked for. */
export async function standInForThirdParties(target: BrowserContext | Page): Promise<string[]> {
  const requested: string[] = [];
  await target.route(THIRD_PARTY_REQUEST, (route) => {
    requested.push(route.request().url());
    return standIn(route);
  });
  return requested;
}
