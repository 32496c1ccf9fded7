import { describe, expect, it } from 'vitest';
import { isCrossOriginWrite } from './cross-origin.ts';

const store = ['http://127.0.0.1:4321', 'https://shop.example.com'];
const write = (method: string, origin: string | null, fetchSite: string | null = null) =>
  isCrossOriginWrite({ method, origin, fetchSite }, store);

describe('cross-origin writes', () => {
  it('refuses a write whose Origin is another site, whatever the method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post'])
      expect(write(method, 'https://evil.example')).toBe(true);
    expect(write('POST', 'null')).toBe(true);
    expect(write('POST', 'https://shop.example.com.evil.example')).toBe(true);
  });

  it('accepts writes from the store’s own origins', () => {
    expect(write('POST', 'http://127.0.0.1:4321')).toBe(false);
    expect(write('POST', 'https://shop.example.com', 'same-origin')).toBe(false);
  });

  it('judges a write without Origin by Sec-Fetch-Site, and lets programs without either through', () => {
    expect(write('POST', null, 'cross-site')).toBe(true);
    expect(write('POST', null, 'same-site')).toBe(true);
    expect(write('POST', null, 'same-origin')).toBe(false);
    expect(write('POST', null, 'none')).toBe(false);
    expect(write('POST', null, null)).toBe(false);
  });

  it('never refuses reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(write(method, 'https://evil.example', 'cross-site')).toBe(false);
  });
});
