import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnPath('/products/blue-dream?size=7g#lab-results')).toBe('/products/blue-dream?size=7g#lab-results');
  });

  it.each([
    undefined,
    null,
    '',
    'products',
    '//evil.example/phish',
    '/\\evil.example',
    '/\tevil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\u0000x',
    '/a\nb',
    // Dot segments would collapse these into `//evil.example`, a link off the site.
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/shop//evil.example',
  ])('sends %j home instead of off the site', (next) => {
    expect(safeReturnPath(next)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/a/../../b')).toBe('/b');
  });

  it('keeps an encoded slash encoded, a path on this site', () => {
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('falls back to the given page', () => {
    expect(safeReturnPath('https://evil.example/', { fallback: '/account' })).toBe('/account');
  });

  it('applies a further rule to the resolved path', () => {
    const underShop = { fallback: '/shop', accept: (pathname: string) => pathname.startsWith('/shop/') };
    expect(safeReturnPath('/shop/cart?step=2', underShop)).toBe('/shop/cart?step=2');
    expect(safeReturnPath('/shop/../admin', underShop)).toBe('/shop');
    expect(safeReturnPath('/elsewhere', underShop)).toBe('/shop');
  });
});
