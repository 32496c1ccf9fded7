import { describe, expect, it } from 'vitest';
import { NON_PAGE_POLICY, PAGE_DIRECTIVES, parsePolicy, withSources } from './content-security-policy.ts';

// The shape Astro writes: our directives joined by ";", then its script and style directives.
const astroPolicy = `${PAGE_DIRECTIVES.join(';')}; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='; style-src-attr 'unsafe-inline';`;

describe('content security policy', () => {
  it('pages allow only the store itself, and nothing may frame them, change their base or take their forms', () => {
    const policy = parsePolicy(astroPolicy);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
  });

  it('responses that are not pages load nothing', () => {
    const policy = parsePolicy(NON_PAGE_POLICY);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('adds hosts to the directives that have them, keeping hashes and order', () => {
    const policy = withSources(astroPolicy, {
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': ['https://o1.ingest.sentry.io'],
    });
    const parsed = parsePolicy(policy);
    expect(parsed.get('script-src')).toEqual(["'self'", "'sha256-abc='", 'https://www.googletagmanager.com']);
    expect(parsed.get('connect-src')).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
    expect([...parsed.keys()].slice(0, 3)).toEqual(['default-src', 'base-uri', 'form-action']);
  });

  it('starts a missing directive from default-src, so adding a frame host keeps the store’s own frames', () => {
    const parsed = parsePolicy(withSources(astroPolicy, { 'frame-src': ['https://www.google.com/recaptcha/'] }));
    expect(parsed.get('frame-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/']);
  });

  it("drops 'none' where a host is added and adds each host once", () => {
    const parsed = parsePolicy(
      withSources("default-src 'none'; img-src 'none'", { 'img-src': ['https://a.example', 'https://a.example'] }),
    );
    expect(parsed.get('img-src')).toEqual(['https://a.example']);
  });

  it('leaves the policy as it is when there is nothing to add', () => {
    const policy = withSources(astroPolicy, { 'script-src': [], 'connect-src': [] });
    expect(parsePolicy(policy)).toEqual(parsePolicy(astroPolicy));
  });

  it('keeps the first of two directives with one name, as browsers do', () => {
    expect(parsePolicy("img-src 'self'; img-src *").get('img-src')).toEqual(["'self'"]);
  });
});
