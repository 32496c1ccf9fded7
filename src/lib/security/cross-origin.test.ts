import { describe, expect, it } from 'vitest';
import { acceptsWritesFromAnywhere, isCrossOriginWrite } from './cross-origin.ts';

const store = ['http://127.0.0.1:4321', 'https://shop.example.com'];
const JSON_TYPE = 'application/json';
const FORM = 'application/x-www-form-urlencoded';
const write = (
  method: string,
  origin: string | null,
  fetchSite: string | null = null,
  contentType: string | null = JSON_TYPE,
  pathname = '/api/cart/quote',
) => isCrossOriginWrite({ method, pathname, origin, fetchSite, contentType }, store);

describe('cross-origin writes', () => {
  it('refuses a write whose Origin is another site, whatever the method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post'])
      expect(write(method, 'https://evil.example')).toBe(true);
    expect(write('POST', 'null')).toBe(true);
    expect(write('POST', 'https://shop.example.com.evil.example')).toBe(true);
    expect(write('POST', 'https://evil.example', null, FORM, '/order-tracker')).toBe(true);
  });

  it('accepts writes from the store’s own origins', () => {
    expect(write('POST', 'http://127.0.0.1:4321')).toBe(false);
    expect(write('POST', 'https://shop.example.com', 'same-origin')).toBe(false);
    expect(write('POST', 'https://shop.example.com', 'same-origin', FORM, '/newsletter')).toBe(false);
  });

  it('judges a write without Origin by Sec-Fetch-Site, and lets programs without either through', () => {
    expect(write('POST', null, 'cross-site')).toBe(true);
    expect(write('POST', null, 'same-site')).toBe(true);
    expect(write('POST', null, 'same-origin')).toBe(false);
    expect(write('POST', null, 'none')).toBe(false);
    expect(write('POST', null, null)).toBe(false);
  });

  it('refuses a form post, or a body without a type, that does not name the store as its Origin', () => {
    for (const type of [FORM, 'multipart/form-data; boundary=x', 'text/plain;charset=UTF-8', null])
      expect(write('POST', null, null, type, '/newsletter')).toBe(true);
  });

  it('lets the one-click unsubscribe and the SMS webhook through from anywhere, and nothing else', () => {
    expect(write('POST', null, null, FORM, '/unsubscribe/abc.123.sig')).toBe(false);
    expect(write('POST', 'https://mail.example', 'cross-site', FORM, '/unsubscribe/abc.123.sig')).toBe(false);
    expect(write('POST', null, null, FORM, '/api/sms/inbound')).toBe(false);
    expect(acceptsWritesFromAnywhere('/unsubscribe')).toBe(false);
    expect(acceptsWritesFromAnywhere('/unsubscribe/a/b')).toBe(false);
    expect(acceptsWritesFromAnywhere('/api/sms/inbound/x')).toBe(false);
    expect(write('POST', null, null, FORM, '/newsletter/preferences/abc')).toBe(true);
  });

  it('never refuses reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(write(method, 'https://evil.example', 'cross-site')).toBe(false);
  });
});
