import { describe, expect, it } from 'vitest';
import { redirects } from '../../redirects.mjs';
import { createRedirectResolver } from './redirect-resolver.ts';

const resolve = createRedirectResolver(redirects);
const at = (path: string) => resolve(new URL(path, 'https://shop.example'));

describe('redirects of spec §2', () => {
  it('sends the old dispensary page to the menu section of the home page', () => {
    expect(at('/monroe-mi-dispensary')).toEqual({ status: 301, location: '/#monroe-dispensary-menu' });
  });

  it('carries a path parameter across', () => {
    expect(at('/monroe-mi-dispensary/blue-dream')).toEqual({ status: 301, location: '/products/blue-dream' });
    expect(at('/jobs/budtender')).toEqual({ status: 301, location: '/learn/jobs/budtender' });
  });

  it('accepts a trailing slash and any letter case', () => {
    expect(at('/Jobs/')).toEqual({ status: 301, location: '/learn/jobs' });
  });

  it('keeps the destination query and adds the old one after it', () => {
    expect(at('/glass-jars?utm_source=mail&searchTerm=bong')).toEqual({
      status: 301,
      location: '/?searchTerm=jar&utm_source=mail',
    });
  });

  it('answers external destinations with an absolute URL', () => {
    expect(at('/michigan-cannabis-regulatory-agency')).toEqual({
      status: 301,
      location: 'https://www.michigan.gov/cra',
    });
  });

  it('leaves every other path alone, including deeper paths under a rule', () => {
    expect(at('/')).toBeNull();
    expect(at('/products/blue-dream')).toBeNull();
    expect(at('/monroe-mi-dispensary/a/b')).toBeNull();
    expect(at('/jobsboard')).toBeNull();
  });

  it('does not treat regular-expression characters in a path as patterns', () => {
    const resolveDotted = createRedirectResolver({ '/a.b': { status: 301, destination: '/c' } });
    expect(resolveDotted(new URL('https://shop.example/axb'))).toBeNull();
    expect(resolveDotted(new URL('https://shop.example/a.b'))?.location).toBe('/c');
  });
});
