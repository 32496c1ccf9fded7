import { describe, expect, it } from 'vitest';
import { FIRST_INTERACTION_EVENTS, recaptchaScriptUrl, tagManagerScriptUrl } from './third-party-scripts.ts';

describe('third-party scripts', () => {
  it('start on the interactions of spec §7', () => {
    expect([...FIRST_INTERACTION_EVENTS].sort()).toEqual(['click', 'keydown', 'mousemove', 'scroll', 'touchstart']);
  });

  it('load reCAPTCHA v3 with the site key and the tag manager with its container', () => {
    expect(recaptchaScriptUrl('6Lc-key_1')).toBe('https://www.google.com/recaptcha/api.js?render=6Lc-key_1');
    expect(tagManagerScriptUrl('GTM-AB12CD3')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(tagManagerScriptUrl('GTM-A&b=1')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-A%26b%3D1');
  });
});
