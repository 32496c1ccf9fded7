/**
 * The outside scripts of the storefront (spec §7): reCAPTCHA v3 and the tag manager load only
 * after the visitor's first interaction, so they never compete with the page's own loading.
 */

/** Spec §7: the first click, touchstart, keydown, scroll or mousemove starts them. */
export const FIRST_INTERACTION_EVENTS = ['click', 'touchstart', 'keydown', 'scroll', 'mousemove'] as const;

/** The reCAPTCHA v3 script for a site key. */
export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

/** The Google Tag Manager container script. */
export function tagManagerScriptUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}
