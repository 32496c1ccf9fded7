import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './safe-link.ts';

describe('safeLinkHref', () => {
  it('keeps web, mail and phone addresses and the store’s own paths', () => {
    for (const href of [
      '/category/flower',
      '/#monroe-dispensary-menu',
      '#menu',
      '?page=2',
      'https://example.org/',
      'http://example.org/a',
      'mailto:hello@example.com',
      'tel:+17345550100',
      'HTTPS://example.org',
    ]) {
      expect(safeLinkHref(href), href).toBe(href);
    }
    expect(safeLinkHref('  /category/flower ')).toBe('/category/flower');
  });

  it('refuses every other scheme however it is spelled, and paths that leave the store', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/',
      '/\\evil.example/',
      'category/flower',
      '',
      '   ',
    ]) {
      expect(safeLinkHref(href), JSON.stringify(href)).toBeNull();
    }
  });
});
