import { describe, expect, it } from 'vitest';
import { isMediaImage, linkKind, linkPath } from './link-rules.ts';

describe('link rules', () => {
  it('tells site paths, anchors, https sites and contacts from everything else', () => {
    expect(['/', '/category/flower?type=indica', '/learn/cannabinoids#thc'].map(linkKind)).toEqual([
      'path',
      'path',
      'path',
    ]);
    expect(linkKind('#terpenes')).toBe('fragment');
    expect(linkKind('https://www.michigan.gov/cra')).toBe('external');
    expect(['mailto:hello@store.test', 'tel:+1 (734) 555-0100'].map(linkKind)).toEqual(['contact', 'contact']);
    const refused = [
      '//evil.example',
      '/\\evil.example',
      'http://example.com',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user:pw@example.com',
      '/path\u0000with-null',
      'relative/path',
      'mailto:nobody',
    ];
    expect(refused.map(linkKind)).toEqual(refused.map(() => 'refused'));
  });

  it('takes pictures only from the media library, never outside it', () => {
    expect(isMediaImage('/media/library/jar-1a2b.webp')).toBe(true);
    expect(isMediaImage('/media/products/chemdawg-400.webp')).toBe(true);
    for (const src of [
      '/media/../etc/passwd',
      '/media//x.webp',
      '/images/a.webp',
      'https://evil.example/a.webp',
      '/media/a/./b.webp',
    ]) {
      expect(isMediaImage(src), src).toBe(false);
    }
  });

  it('reads the page a link is to, without query, fragment or trailing slash', () => {
    expect(linkPath('/category/flower/?type=indica#menu')).toBe('/category/flower');
    expect(linkPath('/')).toBe('/');
  });
});
