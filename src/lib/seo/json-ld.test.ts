import { describe, expect, it } from 'vitest';
import { siteOrigin } from './canonical.ts';
import { absoluteUrl, serializeJsonLd } from './json-ld.ts';

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const data = { '@type': 'Product', name: 'Haze</script><script>alert(1)</script>', description: '<!-- & -->' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('escapes the line and paragraph separators and keeps other text as it is', () => {
    const data = { name: 'Line\u2028Paragraph\u2029 — “Chemdawg” 3.5 g' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(json).toContain('— “Chemdawg” 3.5 g');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('writes a list of items as a JSON array', () => {
    expect(JSON.parse(serializeJsonLd([{ a: 1 }, { b: [true, null] }]))).toEqual([{ a: 1 }, { b: [true, null] }]);
  });
});

describe('absoluteUrl', () => {
  it('resolves a path on the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/products/x', 'https://shop.example')).toBe('https://shop.example/products/x');
    expect(absoluteUrl('/?deal=1', 'https://shop.example')).toBe('https://shop.example/?deal=1');
    expect(absoluteUrl('https://cdn.example/a.webp', 'https://shop.example')).toBe('https://cdn.example/a.webp');
  });
});

describe('siteOrigin', () => {
  it('prefers the configured site URL over the request origin', () => {
    const request = new URL('http://127.0.0.1:4321/products/x?y=1');
    expect(siteOrigin('https://shop.example', request)).toBe('https://shop.example');
    expect(siteOrigin(undefined, request)).toBe('http://127.0.0.1:4321');
  });
});
