import { describe, expect, it } from 'vitest';
import { isCompressibleType, negotiateContentCoding, varyWith } from './content-coding.ts';

describe('negotiateContentCoding', () => {
  it('prefers Brotli, then gzip, from what browsers send', () => {
    expect(negotiateContentCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateContentCoding('br, gzip')).toBe('br');
    expect(negotiateContentCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateContentCoding('x-gzip')).toBe('gzip');
    expect(negotiateContentCoding('GZIP')).toBe('gzip');
  });

  it('sends the body as it is without the header, or to a client that wants only identity', () => {
    expect(negotiateContentCoding(null)).toBeNull();
    expect(negotiateContentCoding(undefined)).toBeNull();
    expect(negotiateContentCoding('')).toBeNull();
    expect(negotiateContentCoding('identity')).toBeNull();
    expect(negotiateContentCoding('deflate, zstd')).toBeNull();
  });

  it('honours q-values: the highest wins, q=0 refuses, and * stands for every coding not named', () => {
    expect(negotiateContentCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateContentCoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateContentCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateContentCoding('*')).toBe('br');
    expect(negotiateContentCoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(negotiateContentCoding('gzip;q=1.0, br;q=1.000')).toBe('br');
    expect(negotiateContentCoding('identity;q=1, *;q=0')).toBeNull();
    expect(negotiateContentCoding('gzip ; q=0.3 , br ; Q=0.2')).toBe('gzip');
  });

  it('chooses among the codings there are', () => {
    expect(negotiateContentCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateContentCoding('br', ['gzip'])).toBeNull();
    expect(negotiateContentCoding('gzip;q=0.5, br', [])).toBeNull();
  });

  it('reads a malformed q-value as a refusal, never as a preference', () => {
    expect(negotiateContentCoding('br;q=abc, gzip;q=0.1')).toBe('gzip');
    expect(negotiateContentCoding('br;q=2, gzip;q=0.1')).toBe('gzip');
    expect(negotiateContentCoding('br;q=-1')).toBeNull();
    expect(negotiateContentCoding(',,;;q=,')).toBeNull();
  });
});

describe('isCompressibleType', () => {
  it('compresses text, JSON, JavaScript, XML and SVG', () => {
    for (const type of [
      'text/html',
      'text/html; charset=utf-8',
      'TEXT/CSS',
      'text/javascript; charset=utf-8',
      'text/plain',
      'text/calendar; charset=utf-8',
      'application/json',
      'application/ld+json',
      'application/manifest+json',
      'application/javascript',
      'application/xml',
      'application/rss+xml; charset=utf-8',
      'image/svg+xml',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
  });

  it('leaves compressed media, binary files and event streams alone', () => {
    for (const type of [
      'image/webp',
      'image/png',
      'image/avif',
      'font/woff2',
      'application/pdf',
      'application/zip',
      'application/octet-stream',
      'text/event-stream',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      '',
      null,
    ]) {
      expect(isCompressibleType(type), String(type)).toBe(false);
    }
  });
});

describe('varyWith', () => {
  it('adds each name once, keeping what was there', () => {
    expect(varyWith(null, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(varyWith('Cookie', 'Accept-Encoding')).toBe('Cookie, Accept-Encoding');
    expect(varyWith('accept-encoding', 'Accept-Encoding', 'Cookie')).toBe('accept-encoding, Cookie');
    expect(varyWith('*', 'Cookie')).toBe('*');
  });
});
