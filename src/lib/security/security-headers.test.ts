import { describe, expect, it } from 'vitest';
import { NON_PAGE_POLICY } from './content-security-policy.ts';
import { arrivedOverHttps, cookiesMustBeSecure, HSTS_VALUE, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('are the same on every response, with the empty policy for responses that are not pages', () => {
    expect(securityHeaders(false)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Content-Security-Policy': NON_PAGE_POLICY,
    });
  });

  it('add Strict-Transport-Security only over HTTPS', () => {
    expect(securityHeaders(true)['Strict-Transport-Security']).toBe(HSTS_VALUE);
    expect(securityHeaders(false)).not.toHaveProperty('Strict-Transport-Security');
  });

  it.each([
    ['https:', null, true],
    ['https', undefined, true],
    ['http:', 'https', true],
    ['http:', 'HTTPS, http', true],
    ['http:', 'http, https', false],
    ['http:', null, false],
    ['http:', '', false],
  ])('a request on %s with X-Forwarded-Proto %j arrived over HTTPS: %s', (protocol, forwarded, expected) => {
    expect(arrivedOverHttps(protocol, forwarded)).toBe(expected);
  });

  it('make cookies Secure over HTTPS, by SITE_URL, or by X-Forwarded-Proto only from a trusted proxy', () => {
    const plain = { protocol: 'http:', forwardedProto: null, siteUrl: undefined, trustProxy: false };
    expect(cookiesMustBeSecure(plain)).toBe(false);
    expect(cookiesMustBeSecure({ ...plain, protocol: 'https:' })).toBe(true);
    expect(cookiesMustBeSecure({ ...plain, siteUrl: 'https://shop.example.com' })).toBe(true);
    expect(cookiesMustBeSecure({ ...plain, forwardedProto: 'https' })).toBe(false);
    expect(cookiesMustBeSecure({ ...plain, forwardedProto: 'https', trustProxy: true })).toBe(true);
    expect(cookiesMustBeSecure({ ...plain, forwardedProto: 'http, https', trustProxy: true })).toBe(false);
  });
});
